import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { useAuth } from '@/components/providers/auth-context';
import { useLiveUserDoc } from '@/components/user/use-live-user-doc';
import { paths } from '@/config/paths';
import { supportPlanName } from '../lib/plan-name';

/**
 * For a signed-in user: their plan, read from users/{uid} (docs/product-rules.md 13). A failed
 * read shows Free, so the page never blocks on it.
 */
export function YourPlan() {
  const { user } = useAuth();
  const live = useLiveUserDoc(user?.uid);
  if (!user || live.status === 'loading') return null;

  const plan = live.status === 'error' ? 'Free' : supportPlanName(live.subscription, new Date());
  const paid = plan !== 'Free';
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950/50 dark:text-indigo-100"
    >
      <Crown aria-hidden="true" className="h-5 w-5 shrink-0" />
      <p className="font-semibold">Your plan: {plan}</p>
      {paid ? (
        <p>Priority support: your messages are answered first.</p>
      ) : (
        <p>
          <Link to={paths.pricing} className="font-medium underline underline-offset-2">
            Upgrade
          </Link>{' '}
          for priority support.
        </p>
      )}
    </div>
  );
}
