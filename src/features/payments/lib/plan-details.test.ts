import { beforeEach, describe, expect, it } from 'vitest';
import { REDIRECT_KEY } from '@/components/auth/redirect-storage';
import { chargeFor, resolveProduct } from '@/domain/payments/products';
import {
  CALLBACK_PARAMS_KEY,
  PLAN_DETAILS_KEY,
  clearPaymentSession,
  parsePlanDetails,
  planDetailsFor,
  readPlanDetails,
  readStoredCallbackParams,
  saveCallbackParams,
  savePlanDetails,
  type PlanDetails,
} from './plan-details';

const details: PlanDetails = {
  planId: 'pro-3-months',
  planName: 'Pro (3 Months)',
  amount: 5929,
  transactionId: 'MT-1',
  originalAmount: 71,
  paymentProvider: 'PhonePe',
  couponCode: '',
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('planDetailsFor', () => {
  it('describes the product, the charged amount and the provider order', () => {
    const product = resolveProduct('pro-3-months')!;
    expect(planDetailsFor(product, chargeFor(product, 'INR', 83.5), 'PhonePe', 'MT-1')).toEqual(details);
    expect(planDetailsFor(product, chargeFor(product, 'USD', 83.5), 'PayPal', 'PP-1')).toEqual({
      ...details,
      amount: 71,
      transactionId: 'PP-1',
      paymentProvider: 'PayPal',
    });
  });
});

describe('plan details storage', () => {
  it('saves to local storage and reads back', () => {
    expect(readPlanDetails()).toEqual({ kind: 'missing' });
    savePlanDetails(details);
    expect(JSON.parse(window.localStorage.getItem(PLAN_DETAILS_KEY)!)).toEqual(details);
    expect(readPlanDetails()).toEqual({ kind: 'ok', details });
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['a number', '42'],
    ['no planId', JSON.stringify({ ...details, planId: '' })],
    ['no planName', JSON.stringify({ ...details, planName: 7 })],
    ['a text amount', JSON.stringify({ ...details, amount: '5929' })],
    ['a numeric transactionId', JSON.stringify({ ...details, transactionId: 12 })],
  ])('calls %s invalid', (_, raw) => {
    expect(parsePlanDetails(raw)).toEqual({ kind: 'invalid' });
  });

  it('fills optional fields and keeps an empty transaction id', () => {
    const raw = JSON.stringify({ planId: 'magic-yearly', planName: 'Magic (Yearly)', amount: 713 });
    expect(parsePlanDetails(raw)).toEqual({
      kind: 'ok',
      details: {
        planId: 'magic-yearly',
        planName: 'Magic (Yearly)',
        amount: 713,
        transactionId: '',
        originalAmount: 713,
        paymentProvider: 'PhonePe',
        couponCode: '',
      },
    });
    expect(parsePlanDetails('')).toEqual({ kind: 'missing' });
  });

  it('keeps callback params in session storage', () => {
    expect(readStoredCallbackParams()).toBeNull();
    saveCallbackParams({ code: 'PAYMENT_SUCCESS', merchantTransactionId: 'MT-1' });
    expect(window.sessionStorage.getItem(CALLBACK_PARAMS_KEY)).not.toBeNull();
    expect(readStoredCallbackParams()).toEqual({ code: 'PAYMENT_SUCCESS', merchantTransactionId: 'MT-1' });
    window.sessionStorage.setItem(CALLBACK_PARAMS_KEY, '{bad');
    expect(readStoredCallbackParams()).toBeNull();
  });

  it('clears the plan details, callback params and redirect entry together', () => {
    savePlanDetails(details);
    saveCallbackParams({ code: 'PAYMENT_SUCCESS' });
    window.sessionStorage.setItem(REDIRECT_KEY, '/payment-callback?code=PAYMENT_SUCCESS');
    window.sessionStorage.setItem('unrelated', 'kept');
    clearPaymentSession();
    expect(window.localStorage.getItem(PLAN_DETAILS_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(CALLBACK_PARAMS_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
  });
});
