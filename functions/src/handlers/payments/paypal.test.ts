import { describe, expect, it } from 'vitest';
import { createPaymentTestBed } from '../../testing/payment-deps';
import { createTestDeps } from '../../testing/fakes';
import { invokeHandler } from '../invoke';
import { createPayPalOrder, verifyPayPalPayment } from './paypal';
import { buyer, orderOf, seedFreeUser, stranger, subscriptionOf } from './payment-test-utils';

async function arrange() {
  const bed = createPaymentTestBed();
  await seedFreeUser(bed.deps);
  const created = await invokeHandler(createPayPalOrder, bed.deps, buyer, { productId: 'pro-3-months' });
  return { ...bed, orderId: created.orderId, approveUrl: created.approveUrl };
}

describe('createPayPalOrder', () => {
  it('prices Pro for 3 months on the server and records the order as CREATED', async () => {
    const { deps, sim, orderId, approveUrl } = await arrange();
    expect(approveUrl).toContain(`token=${orderId}`);
    const order = await orderOf(deps, 'paypal', orderId);
    expect(order).toMatchObject({
      userId: 'buyer-1',
      planId: 'pro-3-months',
      planName: 'Pro (3 Months)',
      amount: 71,
      currency: 'USD',
      status: 'CREATED',
      couponCode: '',
    });
    // PayPal was asked for exactly that amount, with our return pages on the caller's origin.
    const atPayPal = sim.paypal.order(orderId)!;
    expect(JSON.stringify(atPayPal)).toContain('71.00');
    expect(JSON.stringify(atPayPal)).toContain('https://app.example.com/payment-callback?provider=paypal');
  });

  it('refuses unknown plans, visitors, and servers without PayPal', async () => {
    const { deps } = createPaymentTestBed();
    await expect(
      invokeHandler(createPayPalOrder, deps, buyer, { productId: 'pro-2-weeks' }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(
      invokeHandler(createPayPalOrder, deps, { ...buyer, uid: null }, { productId: 'pro-1-month' }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(
      invokeHandler(createPayPalOrder, createTestDeps(), buyer, { productId: 'pro-1-month' }),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it('refuses an amount sent by the client (the server prices every order)', async () => {
    const { deps } = createPaymentTestBed();
    await expect(
      invokeHandler(createPayPalOrder, deps, buyer, { productId: 'magic-yearly', amount: 1 }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});

describe('verifyPayPalPayment', () => {
  it('captures an approved order and activates the plan with its credits, once', async () => {
    const { deps, sim, orderId } = await arrange();
    sim.paypal.approve(orderId);

    const first = await invokeHandler(verifyPayPalPayment, deps, buyer, { orderId });
    expect(first).toEqual({ success: true, status: 'PAYMENT_SUCCESS', message: 'Payment successful' });
    const sub = await subscriptionOf(deps);
    expect(sub).toMatchObject({
      planId: 'pro',
      planName: 'Pro (3 Months)',
      status: 'active',
      credits: 1800,
      amount: 71,
    });
    expect(sub.paymentProvider).toBe('paypal');
    expect(sub.expiryDate?.toISOString()).toBe('2025-04-15T10:00:00.000Z');
    expect((await orderOf(deps, 'paypal', orderId)).status).toBe('COMPLETED');

    // A replay (double click, reload of the return page) answers success and credits nothing.
    await expect(invokeHandler(verifyPayPalPayment, deps, buyer, { orderId })).resolves.toMatchObject({
      success: true,
    });
    expect((await subscriptionOf(deps)).credits).toBe(1800);
  });

  it('refuses another user’s order', async () => {
    const { deps, sim, orderId } = await arrange();
    sim.paypal.approve(orderId);
    await seedFreeUser(deps, stranger.uid!);
    await expect(invokeHandler(verifyPayPalPayment, deps, stranger, { orderId })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await subscriptionOf(deps, stranger.uid!)).planId).toBe('free');
    expect((await orderOf(deps, 'paypal', orderId)).status).toBe('CREATED');
  });

  it('does not activate when the captured amount differs from the order', async () => {
    const { deps, sim, orderId } = await arrange();
    sim.paypal.approve(orderId);
    sim.paypal.setCaptureAmount(orderId, '1.00');
    const result = await invokeHandler(verifyPayPalPayment, deps, buyer, { orderId });
    expect(result.success).toBe(false);
    expect((await subscriptionOf(deps)).planId).toBe('free');
    expect((await orderOf(deps, 'paypal', orderId)).status).toBe('FAILED');
  });

  it('reports a declined payment as FAILED and an unapproved one as not approved', async () => {
    const declined = await arrange();
    declined.sim.paypal.approve(declined.orderId, { decline: true });
    await expect(
      invokeHandler(verifyPayPalPayment, declined.deps, buyer, { orderId: declined.orderId }),
    ).resolves.toEqual({ success: false, status: 'FAILED', message: 'Payment failed. Please try again.' });
    expect((await orderOf(declined.deps, 'paypal', declined.orderId)).status).toBe('FAILED');

    const pending = await arrange();
    const result = await invokeHandler(verifyPayPalPayment, pending.deps, buyer, {
      orderId: pending.orderId,
    });
    expect(result).toMatchObject({ success: false, status: 'PAYER_ACTION_REQUIRED' });
    expect((await orderOf(pending.deps, 'paypal', pending.orderId)).status).toBe('CREATED');
    expect((await subscriptionOf(pending.deps)).planId).toBe('free');
  });

  it('says not found for an order that does not exist', async () => {
    const { deps } = await arrange();
    await expect(invokeHandler(verifyPayPalPayment, deps, buyer, { orderId: 'NOPE' })).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});
