/**
 * When the verification call itself throws (docs/product-rules.md 7.5): the payment may still have gone
 * through (the webhook got there first, or the answer was lost), so a subscription activated in
 * the last 10 minutes counts as success.
 */
import type { StoredUser } from '@/domain/stored-user';
import type { CallbackParams } from './callback-params';
import { MESSAGES, type CallbackOutcome } from './callback-rules';

/** A subscription update is recent if under 10 minutes old (docs/product-rules.md 7.5). */
export const RECENT_ACTIVATION_MS = 10 * 60 * 1000;

export interface SubscriptionSnapshot {
  status: string;
  /** When the subscription last changed: its updatedAt, else its startDate. */
  changedAt: Date | null;
}

/** The subscription of a users/{uid} document read through its schema (null when there is none). */
export function subscriptionSnapshot(
  user: Pick<StoredUser, 'subscription'> | null,
): SubscriptionSnapshot | null {
  const sub = user?.subscription;
  if (!sub) return null;
  return { status: sub.status, changedAt: sub.updatedAt ?? sub.startDate };
}

export function urlSaysSuccess(params: CallbackParams): boolean {
  const status = params.status.toUpperCase();
  return params.code.toUpperCase() === 'PAYMENT_SUCCESS' || status === 'SUCCESS' || status === 'COMPLETED';
}

/** Whether the page should read the user's subscription before deciding. */
export function needsSubscriptionCheck(params: CallbackParams, errorMessage: string): boolean {
  return urlSaysSuccess(params) || /already|subscription/i.test(errorMessage);
}

export function isRecentActivation(sub: SubscriptionSnapshot | null, now: Date): boolean {
  if (!sub || sub.status !== 'active' || !sub.changedAt) return false;
  return now.getTime() - sub.changedAt.getTime() < RECENT_ACTIVATION_MS;
}

/**
 * The outcome after a thrown verification. `sub` is the subscription read when
 * {@link needsSubscriptionCheck} said so (null if unread or absent).
 */
export function outcomeOfVerifyError(
  params: CallbackParams,
  errorMessage: string,
  sub: SubscriptionSnapshot | null,
  now: Date,
): CallbackOutcome {
  if (needsSubscriptionCheck(params, errorMessage)) {
    return isRecentActivation(sub, now)
      ? { kind: 'success' }
      : { kind: 'failed', message: MESSAGES.appearsSuccessful };
  }
  return { kind: 'failed', message: `Failed to verify payment: ${errorMessage}. Please contact support.` };
}
