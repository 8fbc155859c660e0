import { describe, expect, it } from 'vitest';
import { readStoredUser } from '@/domain/stored-user';
import { callbackParamsFrom, type CallbackParams } from './callback-params';
import {
  isRecentActivation,
  needsSubscriptionCheck,
  outcomeOfVerifyError,
  subscriptionSnapshot,
  urlSaysSuccess,
} from './verify-error-rules';

/** Parameters as the page reads them from a URL with `values` in its query. */
const params = (values: Partial<CallbackParams> = {}): CallbackParams =>
  callbackParamsFrom(new URLSearchParams(values as Record<string, string>), null);

const now = new Date('2025-09-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const APPEARS =
  'Payment appears successful but verification failed. Please check your subscription status or contact support.';

describe('urlSaysSuccess / needsSubscriptionCheck', () => {
  it('reads code PAYMENT_SUCCESS or status SUCCESS / COMPLETED', () => {
    expect(urlSaysSuccess(params({ code: 'PAYMENT_SUCCESS' }))).toBe(true);
    expect(urlSaysSuccess(params({ status: 'SUCCESS' }))).toBe(true);
    expect(urlSaysSuccess(params({ status: 'COMPLETED' }))).toBe(true);
    expect(urlSaysSuccess(params({ status: 'PENDING', code: 'PAYMENT_PENDING' }))).toBe(false);
    expect(urlSaysSuccess(params({ provider: 'paypal', token: 'PP' }))).toBe(false);
  });

  it("also checks when the error mentions 'already' or 'subscription'", () => {
    expect(needsSubscriptionCheck(params(), 'Order already processed')).toBe(true);
    expect(needsSubscriptionCheck(params(), 'Could not update Subscription')).toBe(true);
    expect(needsSubscriptionCheck(params(), 'deadline exceeded')).toBe(false);
    expect(needsSubscriptionCheck(params({ code: 'PAYMENT_SUCCESS' }), 'deadline exceeded')).toBe(true);
  });
});

describe('isRecentActivation', () => {
  it('needs an active subscription changed under 10 minutes ago', () => {
    expect(isRecentActivation({ status: 'active', changedAt: minutesAgo(9.9) }, now)).toBe(true);
    expect(isRecentActivation({ status: 'active', changedAt: minutesAgo(10) }, now)).toBe(false);
    expect(isRecentActivation({ status: 'inactive', changedAt: minutesAgo(1) }, now)).toBe(false);
    expect(isRecentActivation({ status: 'active', changedAt: null }, now)).toBe(false);
    expect(isRecentActivation(null, now)).toBe(false);
  });
});

describe('subscriptionSnapshot', () => {
  it('reads updatedAt, else startDate, from users/{uid}', () => {
    const updatedAt = minutesAgo(2);
    const startDate = minutesAgo(60);
    expect(
      subscriptionSnapshot(readStoredUser({ subscription: { status: 'active', updatedAt, startDate } })),
    ).toEqual({
      status: 'active',
      changedAt: updatedAt,
    });
    expect(subscriptionSnapshot(readStoredUser({ subscription: { status: 'active', startDate } }))).toEqual({
      status: 'active',
      changedAt: startDate,
    });
    expect(
      subscriptionSnapshot(readStoredUser({ subscription: { status: 'active', updatedAt: 'yesterday' } })),
    ).toEqual({
      status: 'active',
      changedAt: null,
    });
    expect(subscriptionSnapshot(readStoredUser({ name: 'Jane' }))).toBeNull();
    expect(subscriptionSnapshot(null)).toBeNull();
  });
});

describe('outcomeOfVerifyError', () => {
  const recent = { status: 'active', changedAt: minutesAgo(3) };
  const old = { status: 'active', changedAt: minutesAgo(30) };

  it('URL says success and the subscription was just activated: success', () => {
    expect(outcomeOfVerifyError(params({ code: 'PAYMENT_SUCCESS' }), 'timeout', recent, now)).toEqual({
      kind: 'success',
    });
  });

  it("error mentions 'already': a recent activation is a success", () => {
    expect(
      outcomeOfVerifyError(params({ provider: 'paypal' }), 'Order already captured', recent, now),
    ).toEqual({
      kind: 'success',
    });
  });

  it('a stale, inactive or unread subscription: appears successful but unverified', () => {
    for (const sub of [old, { status: 'inactive', changedAt: minutesAgo(1) }, null]) {
      expect(outcomeOfVerifyError(params({ status: 'COMPLETED' }), 'timeout', sub, now)).toEqual({
        kind: 'failed',
        message: APPEARS,
      });
    }
    expect(outcomeOfVerifyError(params(), 'subscription write failed', old, now)).toEqual({
      kind: 'failed',
      message: APPEARS,
    });
  });

  it('any other error names it', () => {
    expect(outcomeOfVerifyError(params({ provider: 'paypal' }), 'Order not found', recent, now)).toEqual({
      kind: 'failed',
      message: 'Failed to verify payment: Order not found. Please contact support.',
    });
  });
});
