import { describe, expect, it } from 'vitest';
import { orderPatch, paymentOrderSchema, readPaymentOrder } from './contract';

const order = {
  orderId: 'PP-1',
  userId: 'u1',
  provider: 'paypal',
  planId: 'pro-3-months',
  planName: 'Pro (3 Months)',
  amount: 71,
  currency: 'USD',
  usdAmount: 71,
  isLifetime: false,
  status: 'CREATED',
  couponCode: '',
  errorMessage: '',
  paymentId: null,
  activatedBy: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

describe('payment order schema', () => {
  it('accepts our order and refuses a wrong or unknown field', () => {
    expect(paymentOrderSchema.parse(order)).toEqual(order);
    expect(paymentOrderSchema.safeParse({ ...order, status: 'paid' }).success).toBe(false);
    expect(paymentOrderSchema.safeParse({ ...order, extra: 1 }).success).toBe(false);
    expect(() => orderPatch({ status: 'DONE' } as never)).toThrow();
    expect(orderPatch({ status: 'FAILED', errorMessage: 'x' })).toEqual({
      status: 'FAILED',
      errorMessage: 'x',
    });
  });

  it('reads back our orders and treats an older record as unknown', () => {
    expect(readPaymentOrder({ ...order, completedAt: new Date(1), note: 'later field' })?.orderId).toBe(
      'PP-1',
    );
    expect(readPaymentOrder({ uid: 'u1', subscription: { planId: 'magic' } })).toBeNull();
  });
});
