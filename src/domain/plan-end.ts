/**
 * What a person is told about the end of a paid plan (docs/product-rules.md 7.6): the notice on the
 * profile and where a paid feature is refused, and the reminder sent 3 days before the end. Pure, so
 * the browser and the scheduled job word it alike.
 */
import { localDay } from './dates';
import { endedPlan, isPlanLive, planEndsAt } from './subscription';
import type { Subscription } from './user';

/** The reminder goes out this many days before a plan ends. */
export const PLAN_REMINDER_DAYS = 3;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Dec 2026": the day `date` falls on in `tz` (the person's zone; UTC on the server's job). */
export function formatPlanDay(date: Date, tz = 'UTC'): string {
  const [y, m, d] = localDay(date, tz).split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}

/**
 * The plan's family name as a person says it: 'pro' and 'Pro (3 Months)' are "Pro",
 * 'ultimate-yearly' is "Ultimate".
 */
export function planFamilyName(planId: string): string {
  const head = planId.split('-')[0] ?? planId;
  return head.charAt(0).toUpperCase() + head.slice(1);
}

export const PLAN_END_MESSAGES = {
  ended: (plan: string, day: string) => `Your ${plan} plan ended on ${day}`,
  endedDetail: 'Renew it to get its limits and features back. Until then the free plan applies.',
  renew: 'Renew',
  reminderTitle: (plan: string, day: string) => `Your ${plan} plan ends on ${day}`,
  reminderMessage:
    'Renew before then to keep your limits and features. Renewing early adds the new months after the current end date.',
} as const;

/** The notice for a plan that has ended, or null when there is none to show. */
export function planEndedNotice(
  sub: Subscription | null | undefined,
  now: Date,
  tz?: string,
): { text: string; endedOn: Date } | null {
  const ended = endedPlan(sub, now);
  if (!ended) return null;
  return {
    text: PLAN_END_MESSAGES.ended(planFamilyName(sub!.planId), formatPlanDay(ended.endedOn, tz)),
    endedOn: ended.endedOn,
  };
}

/** Whether a live plan ends within the reminder window after `now`. */
export function endsWithinReminder(sub: Subscription, now: Date): boolean {
  const end = planEndsAt(sub);
  if (!isPlanLive(sub, now) || end === null) return false;
  return end.getTime() - now.getTime() <= PLAN_REMINDER_DAYS * 24 * 60 * 60 * 1000;
}
