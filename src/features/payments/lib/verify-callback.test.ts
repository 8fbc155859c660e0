import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { createFakeBackend } from '@/testing/fake-backend';
import { callbackParamsFrom, type CallbackParams } from './callback-params';
import { PLAN_DETAILS_KEY, savePlanDetails, type PlanDetails, type StoredPlanDetails } from './plan-details';
import { verifyCallback } from './verify-callback';

const now = new Date('2025-09-01T12:00:00Z');
const details: PlanDetails = {
  planId: 'ultimate-1-month',
  planName: 'Ultimate (1 Month)',
  amount: 3925,
  transactionId: 'MT-1',
  originalAmount: 47,
  paymentProvider: 'PhonePe',
  couponCode: '',
};
const stored: StoredPlanDetails = { kind: 'ok', details };

/** Parameters as the page reads them from a URL with `values` in its query. */
const params = (values: Partial<CallbackParams> = {}): CallbackParams =>
  callbackParamsFrom(new URLSearchParams(values as Record<string, string>), null);

function setup(callables: Record<string, (data: unknown) => unknown>, seed = {}) {
  const calls: { name: string; data: unknown }[] = [];
  const wrapped = Object.fromEntries(
    Object.entries(callables).map(([name, fn]) => [
      name,
      (data: unknown) => {
        calls.push({ name, data });
        return fn(data);
      },
    ]),
  );
  const backend = createFakeBackend({ callables: wrapped, docs: { seed } });
  const deps = { functions: backend.functions, docs: backend.docs, uid: 'user-1', now: () => now };
  return { deps, calls };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('verifyCallback', () => {
  it('verifies a PhonePe return with the stored plan and clears the payment session on success', async () => {
    savePlanDetails(details);
    const { deps, calls } = setup({
      verifyPhonePePayment: () => ({
        success: true,
        status: 'PAYMENT_SUCCESS',
        message: 'Payment successful',
      }),
    });
    const outcome = await verifyCallback(
      deps,
      params({ code: 'PAYMENT_SUCCESS', merchantTransactionId: 'MT-1' }),
      stored,
    );
    expect(outcome).toEqual({ kind: 'success' });
    expect(calls).toEqual([
      {
        name: 'verifyPhonePePayment',
        data: { orderId: 'MT-1', planId: 'ultimate-1-month', planName: 'Ultimate (1 Month)', amount: 3925 },
      },
    ]);
    expect(window.localStorage.getItem(PLAN_DETAILS_KEY)).toBeNull();
  });

  it('verifies a PayPal return by its token and keeps the details on failure', async () => {
    savePlanDetails({ ...details, paymentProvider: 'PayPal' });
    const { deps, calls } = setup({
      verifyPayPalPayment: () => ({ success: false, status: 'PAYMENT_ERROR', message: 'Amount mismatch' }),
    });
    const outcome = await verifyCallback(deps, params({ provider: 'paypal', token: 'PP-9' }), stored);
    expect(outcome).toEqual({
      kind: 'failed',
      message: 'Payment failed with status: PAYMENT_ERROR. Message: Amount mismatch',
    });
    expect(calls).toEqual([{ name: 'verifyPayPalPayment', data: { orderId: 'PP-9' } }]);
    expect(window.localStorage.getItem(PLAN_DETAILS_KEY)).not.toBeNull();
  });

  it('marks a cancelled return and ignores a failing cancel call', async () => {
    const { deps, calls } = setup({
      cancelPayment: () => {
        throw new BackendError('internal', 'INTERNAL');
      },
    });
    const outcome = await verifyCallback(
      deps,
      params({ provider: 'paypal', token: 'PP-1', status: 'CANCELLED' }),
      {
        kind: 'missing',
      },
    );
    expect(outcome).toEqual({ kind: 'failed', message: 'Payment was cancelled' });
    expect(calls).toEqual([
      { name: 'cancelPayment', data: { provider: 'paypal', orderId: 'PP-1', status: 'CANCELLED' } },
    ]);
  });

  it('a thrown verification after a successful return reads the subscription', async () => {
    const seed = {
      'users/user-1': { subscription: { status: 'active', updatedAt: new Date(now.getTime() - 60_000) } },
    };
    const { deps } = setup(
      {
        verifyPhonePePayment: () => {
          throw new BackendError('deadline-exceeded', 'deadline-exceeded');
        },
      },
      seed,
    );
    const outcome = await verifyCallback(
      deps,
      params({ code: 'PAYMENT_SUCCESS', merchantTransactionId: 'MT-1' }),
      stored,
    );
    expect(outcome).toEqual({ kind: 'success' });
  });

  it('a thrown verification without a recent activation', async () => {
    const { deps } = setup({
      verifyPhonePePayment: () => {
        throw new BackendError('failed-precondition', 'Order already processed');
      },
    });
    await expect(verifyCallback(deps, params({ merchantTransactionId: 'MT-1' }), stored)).resolves.toEqual({
      kind: 'failed',
      message:
        'Payment appears successful but verification failed. Please check your subscription status or contact support.',
    });
  });

  it('any other thrown error is named', async () => {
    const { deps } = setup({
      verifyPhonePePayment: () => {
        throw new BackendError('not-found', 'Order not found');
      },
    });
    await expect(verifyCallback(deps, params({ merchantTransactionId: 'MT-1' }), stored)).resolves.toEqual({
      kind: 'failed',
      message: 'Failed to verify payment: Order not found. Please contact support.',
    });
  });

  it('anything unexpected becomes the unexpected-error message', async () => {
    const { deps } = setup({});
    const broken = {
      ...deps,
      now: () => {
        throw new Error('clock');
      },
    };
    const outcome = await verifyCallback(
      broken,
      params({ code: 'PAYMENT_SUCCESS', merchantTransactionId: 'MT-1' }),
      stored,
    );
    expect(outcome).toEqual({
      kind: 'failed',
      message: 'An unexpected error occurred. Please contact support.',
    });
  });
});
