import { describe, expect, it } from 'vitest';
import { callbackParamsFrom, type CallbackParams } from './callback-params';
import { MESSAGES, outcomeOfResult, planCallbackStep, providerOf } from './callback-rules';
import type { PlanDetails, StoredPlanDetails } from './plan-details';

/** Parameters as the page reads them from a URL with `values` in its query. */
const params = (values: Partial<CallbackParams> = {}): CallbackParams =>
  callbackParamsFrom(new URLSearchParams(values as Record<string, string>), null);

const phonePeDetails: PlanDetails = {
  planId: 'pro-1-month',
  planName: 'Pro (1 Month)',
  amount: 2338,
  transactionId: 'MT-stored',
  originalAmount: 28,
  paymentProvider: 'PhonePe',
  couponCode: '',
};
const payPalDetails: PlanDetails = {
  ...phonePeDetails,
  amount: 28,
  transactionId: 'PP-stored',
  paymentProvider: 'PayPal',
};
const ok = (details: PlanDetails): StoredPlanDetails => ({ kind: 'ok', details });
const missing: StoredPlanDetails = { kind: 'missing' };
const invalid: StoredPlanDetails = { kind: 'invalid' };

describe('planCallbackStep: cancel', () => {
  it.each(['CANCELLED', 'FAILED', 'ABORTED', 'cancelled'])('status %s is a cancel', (status) => {
    const step = planCallbackStep(params({ status, provider: 'paypal', token: 'PP-1' }), missing);
    expect(step).toMatchObject({ kind: 'cancelled', provider: 'paypal', orderId: 'PP-1' });
  });

  it.each(['PAYMENT_CANCELLED', 'PAYMENT_FAILED', 'PAYMENT_ABORTED'])('code %s is a cancel', (code) => {
    const step = planCallbackStep(params({ code, merchantTransactionId: 'MT-1' }), ok(phonePeDetails));
    expect(step).toMatchObject({ kind: 'cancelled', provider: 'phonepe', orderId: 'MT-1' });
  });

  it('marks FAILED returns as FAILED and the others as CANCELLED', () => {
    expect(planCallbackStep(params({ status: 'FAILED' }), missing)).toMatchObject({ status: 'FAILED' });
    expect(planCallbackStep(params({ code: 'PAYMENT_FAILED' }), missing)).toMatchObject({ status: 'FAILED' });
    expect(planCallbackStep(params({ status: 'ABORTED' }), missing)).toMatchObject({ status: 'CANCELLED' });
    expect(planCallbackStep(params({ status: 'CANCELLED' }), missing)).toMatchObject({ status: 'CANCELLED' });
  });

  it('cancels the stored order when the URL names none, and nothing when nothing is known', () => {
    expect(planCallbackStep(params({ status: 'CANCELLED' }), ok(payPalDetails))).toEqual({
      kind: 'cancelled',
      provider: 'paypal',
      orderId: 'PP-stored',
      status: 'CANCELLED',
    });
    expect(planCallbackStep(params({ status: 'CANCELLED' }), invalid)).toMatchObject({ orderId: null });
  });

  it('checks the cancel before the plan details', () => {
    expect(planCallbackStep(params({ code: 'PAYMENT_CANCELLED' }), missing).kind).toBe('cancelled');
  });
});

describe('planCallbackStep: stored details and transaction id', () => {
  const success = params({ code: 'PAYMENT_SUCCESS', merchantTransactionId: 'MT-1' });

  it('needs stored plan details', () => {
    expect(planCallbackStep(success, missing)).toEqual({ kind: 'failed', message: MESSAGES.noPlanDetails });
    expect(MESSAGES.noPlanDetails).toBe('Payment verification failed: No plan details found');
  });

  it('refuses malformed plan details', () => {
    expect(planCallbackStep(success, invalid)).toEqual({
      kind: 'failed',
      message: MESSAGES.invalidPlanDetails,
    });
    expect(MESSAGES.invalidPlanDetails).toBe('Payment verification failed: Invalid plan details');
  });

  it('needs a transaction id from the URL or the stored details', () => {
    const noId = ok({ ...phonePeDetails, transactionId: '' });
    expect(planCallbackStep(params({ code: 'PAYMENT_SUCCESS' }), noId)).toEqual({
      kind: 'failed',
      message: 'Payment verification failed: Missing transaction ID',
    });
  });
});

describe('planCallbackStep: verify', () => {
  it('PhonePe: merchantTransactionId from the URL, with the stored plan, name and amount', () => {
    expect(
      planCallbackStep(
        params({ code: 'PAYMENT_SUCCESS', merchantTransactionId: 'MT-1' }),
        ok(phonePeDetails),
      ),
    ).toEqual({
      kind: 'verify',
      provider: 'phonepe',
      input: { orderId: 'MT-1', planId: 'pro-1-month', planName: 'Pro (1 Month)', amount: 2338 },
    });
  });

  it("PhonePe: else the stored transaction id (PhonePe's transactionId is not ours)", () => {
    const step = planCallbackStep(
      params({ code: 'PAYMENT_SUCCESS', transactionId: 'T-phonepe' }),
      ok(phonePeDetails),
    );
    expect(step).toMatchObject({ provider: 'phonepe', input: { orderId: 'MT-stored' } });
  });

  it('PayPal: token, else orderId, else the stored transaction id', () => {
    const stored = ok(payPalDetails);
    expect(planCallbackStep(params({ provider: 'paypal', token: 'PP-1', orderId: 'PP-2' }), stored)).toEqual({
      kind: 'verify',
      provider: 'paypal',
      input: { orderId: 'PP-1' },
    });
    expect(planCallbackStep(params({ provider: 'paypal', orderId: 'PP-2' }), stored)).toMatchObject({
      input: { orderId: 'PP-2' },
    });
    expect(planCallbackStep(params({ provider: 'paypal' }), stored)).toMatchObject({
      input: { orderId: 'PP-stored' },
    });
  });
});

describe('providerOf', () => {
  it('reads the provider parameter first, then the stored provider, then the shape', () => {
    expect(providerOf(params({ provider: 'PayPal' }), ok(phonePeDetails))).toBe('paypal');
    expect(providerOf(params({ provider: 'phonepe', token: 'x' }), ok(payPalDetails))).toBe('phonepe');
    expect(providerOf(params(), ok(payPalDetails))).toBe('paypal');
    expect(providerOf(params(), ok(phonePeDetails))).toBe('phonepe');
    expect(providerOf(params({ token: 'EC-1' }), missing)).toBe('paypal');
    expect(providerOf(params({ merchantTransactionId: 'MT' }), missing)).toBe('phonepe');
  });
});

describe('outcomeOfResult', () => {
  it('success true with PAYMENT_SUCCESS is a success', () => {
    expect(outcomeOfResult({ success: true, status: 'PAYMENT_SUCCESS', message: '' })).toEqual({
      kind: 'success',
    });
  });

  it.each(['PAYMENT_SUCCESS', 'SUCCESS', 'COMPLETED'])(
    'status %s with a "successful" message is a success',
    (status) => {
      expect(outcomeOfResult({ success: false, status, message: 'Payment successful' })).toEqual({
        kind: 'success',
      });
      expect(outcomeOfResult({ success: false, status, message: 'Payment SUCCESSFUL, plan active' })).toEqual(
        {
          kind: 'success',
        },
      );
    },
  );

  it('a success status without the message, or the message without the status, is not', () => {
    expect(outcomeOfResult({ success: false, status: 'COMPLETED', message: 'Captured' })).toEqual({
      kind: 'failed',
      message: 'Payment failed with status: COMPLETED. Message: Captured',
    });
    expect(outcomeOfResult({ success: true, status: 'SUCCESS', message: '' })).toEqual({
      kind: 'failed',
      message: 'Payment failed with status: SUCCESS. Message: Unknown error',
    });
    expect(
      outcomeOfResult({ success: true, status: 'PAYMENT_PENDING', message: 'Payment successful' }).kind,
    ).toBe('failed');
  });

  it.each(['PAYMENT_CANCELLED', 'CANCELLED'])('status %s is a cancel', (status) => {
    expect(outcomeOfResult({ success: false, status, message: 'x' })).toEqual({
      kind: 'failed',
      message: 'Payment was cancelled',
    });
  });

  it('any other status names the status and the message, or Unknown error', () => {
    expect(outcomeOfResult({ success: false, status: 'PAYMENT_ERROR', message: 'Card declined' })).toEqual({
      kind: 'failed',
      message: 'Payment failed with status: PAYMENT_ERROR. Message: Card declined',
    });
    expect(outcomeOfResult({ success: false, status: 'FAILED', message: '' })).toEqual({
      kind: 'failed',
      message: 'Payment failed with status: FAILED. Message: Unknown error',
    });
  });

  it('a missing result is unexpected', () => {
    expect(outcomeOfResult(null)).toEqual({
      kind: 'failed',
      message: 'An unexpected error occurred. Please contact support.',
    });
  });
});
