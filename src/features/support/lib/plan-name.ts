import { isFreeUser } from '@/domain/subscription';
import type { Subscription } from '@/domain/user';

const titleCase = (id: string) =>
  id.replace(/(^|-)(\w)/g, (_, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());

/** The plan's display name; anything but an active paid plan is Free (docs/product-rules.md 1.1, 13). */
export function supportPlanName(sub: Subscription, now: Date): string {
  if (isFreeUser(sub, now)) return 'Free';
  return sub.planName && sub.planName !== 'Free' ? sub.planName : titleCase(sub.planId);
}
