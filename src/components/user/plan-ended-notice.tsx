import { Link } from 'react-router';
import { CalendarX } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { PLAN_END_MESSAGES, planEndedNotice } from '@/domain/plan-end';
import type { Subscription } from '@/domain/user';
import { useLiveUserDoc } from './use-live-user-doc';

/** The browser's zone, so the end day is the person's own (docs/product-rules.md 7.6). */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * "Your Pro plan ended on 12 Dec 2026" with a Renew button (docs/product-rules.md 7.6): on the
 * profile and wherever a paid feature is refused. Nothing for a live, free or cancelled plan.
 */
export function PlanEndedNotice({
  subscription,
  className,
}: {
  subscription: Subscription;
  className?: string;
}) {
  const notice = planEndedNotice(subscription, new Date(), browserZone());
  if (!notice) return null;
  return (
    <div
      role="status"
      data-testid="plan-ended"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between',
        'dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100',
        className,
      )}
    >
      <div className="flex gap-3">
        <CalendarX aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-semibold">{notice.text}</p>
          <p>{PLAN_END_MESSAGES.endedDetail}</p>
        </div>
      </div>
      <Link to={paths.pricing} className={buttonClass('primary', 'md', 'shrink-0')}>
        {PLAN_END_MESSAGES.renew}
      </Link>
    </div>
  );
}

/** {@link PlanEndedNotice} for a signed-in user, read live from users/{uid}. */
export function LivePlanEndedNotice({
  uid,
  className,
}: {
  uid: string | null | undefined;
  className?: string;
}) {
  const live = useLiveUserDoc(uid);
  if (!uid || live.status !== 'ready') return null;
  return <PlanEndedNotice subscription={live.subscription} className={className} />;
}
