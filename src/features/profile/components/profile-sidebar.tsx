import { CreditCard, KeyRound, LogOut, UserRound } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TabList, type TabItem } from '@/components/ui/tabs';

export type ProfileTab = 'subscription' | 'security';

export function ProfileSidebar({
  name,
  email,
  photoURL,
  tabs,
  tab,
  onTab,
  onSignOut,
  signingOut,
  signOutError,
}: {
  name: string;
  email: string;
  photoURL: string | null;
  tabs: ProfileTab[];
  tab: ProfileTab;
  onTab: (tab: ProfileTab) => void;
  onSignOut: () => void;
  signingOut: boolean;
  signOutError: string | null;
}) {
  const items: TabItem<ProfileTab>[] = [
    {
      key: 'subscription',
      label: 'Subscription',
      icon: <CreditCard aria-hidden="true" className="h-4 w-4" />,
    },
    {
      key: 'security',
      label: 'Security Settings',
      icon: <KeyRound aria-hidden="true" className="h-4 w-4" />,
    },
  ];
  return (
    <aside className="flex flex-col gap-5 self-start rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        {photoURL ? (
          <img
            src={photoURL}
            alt=""
            className="h-12 w-12 rounded-full object-cover"
            referrerPolicy="no-referrer"
          />
        ) : (
          <UserRound
            aria-hidden="true"
            className="h-12 w-12 rounded-full bg-slate-100 p-2.5 dark:bg-slate-800"
          />
        )}
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold" data-testid="profile-name">
            {name}
          </p>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400" data-testid="profile-email">
            {email}
          </p>
        </div>
      </div>
      <TabList
        items={items.filter((i) => tabs.includes(i.key))}
        value={tab}
        onChange={onTab}
        idPrefix="profile"
        label="Account sections"
        orientation="vertical"
      />
      {signOutError && <Alert>{signOutError}</Alert>}
      <Button variant="outline" onClick={onSignOut} disabled={signingOut} aria-busy={signingOut}>
        <LogOut aria-hidden="true" className="h-4 w-4" />
        Sign Out
      </Button>
    </aside>
  );
}
