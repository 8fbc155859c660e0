import { useState } from 'react';
import { useSignOut } from '@/components/auth/sign-out';
import { useAuth } from '@/components/providers/auth-context';
import { tabPanelProps } from '@/components/ui/tabs';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileSidebar, type ProfileTab } from '../components/profile-sidebar';
import { SubscriptionPanel } from '../components/subscription-panel';
import { useLiveUserDoc } from '@/components/user/use-live-user-doc';
import { usePageMeta } from '@/components/layout/page-meta';

/** /profile (docs/product-rules.md 2.4). Rendered only behind RequireAuth. */
export function ProfilePage() {
  usePageMeta('Account', 'Your JobKit plan, subscription details and account settings.');
  const { user } = useAuth();
  const live = useLiveUserDoc(user?.uid);
  const { signOut, pending, error } = useSignOut();
  const [tab, setTab] = useState<ProfileTab>('subscription');
  if (!user) return null;

  // The Security Settings tab is offered to e-mail accounts only (docs/product-rules.md 2.6),
  // the ones that have a password to change.
  const tabs: ProfileTab[] = user.providers.includes('password')
    ? ['subscription', 'security']
    : ['subscription'];
  const name = live.user?.name || user.displayName || 'User';
  const active = tabs.includes(tab) ? tab : 'subscription';

  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-16 pt-24 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Account</h1>
      <div className="grid gap-6 md:grid-cols-[280px_1fr]">
        <ProfileSidebar
          name={name}
          email={user.email ?? ''}
          photoURL={user.photoURL}
          tabs={tabs}
          tab={active}
          onTab={setTab}
          onSignOut={() => void signOut()}
          signingOut={pending}
          signOutError={error}
        />
        <div
          {...tabPanelProps('profile', active)}
          className="rounded-2xl border border-slate-200 bg-white p-5 focus-visible:outline-2 focus-visible:outline-indigo-500 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          {active === 'subscription' ? (
            <SubscriptionPanel status={live.status} subscription={live.subscription} />
          ) : (
            <section aria-labelledby="security-heading" className="flex flex-col gap-5">
              <h2 id="security-heading" className="text-xl font-semibold">
                Security Settings
              </h2>
              <ChangePasswordForm />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
