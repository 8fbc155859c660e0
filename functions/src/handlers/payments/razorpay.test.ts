import { describe, expect, it } from 'vitest';
import { createRazorpayGateway } from '../../payments/razorpay-gateway';
import { createPaymentTestBed } from '../../testing/payment-deps';
import { invokeHandler } from '../invoke';
import { createRazorpayOrder, verifyRazorpayPayment } from './razorpay';
import { razorpayWebhook } from './webhooks';
import { buyer, orderOf, seedFreeUser, stranger, subscriptionOf } from './payment-test-utils';

async function arrange(productId = 'pro-3-months') {
  const bed = createPaymentTestBed();
  await seedFreeUser(bed.deps);
  const created = await invokeHandler(createRazorpayOrder, bed.deps, buyer, { productId });
  return { ...bed, created, orderId: created.orderId };
}

const webhookReq = (body: string, signature: string) => ({
  rawBody: body,
  headers: { 'x-razorpay-signature': signature, 'content-type': 'application/json' },
});

describe('createRazorpayOrder', () => {
  it('charges rupees at the one configured rate, in paise, priced on the server', async () => {
    const { deps, created, orderId } = await arrange();
    // $71 x 83.5 = 5928.5 -> ₹5,929 -> 592,900 paise.
    expect(created).toMatchObject({ amount: 592900, currency: 'INR', keyId: 'rzp_test_simulator' });
    expect(created.checkoutScriptUrl).toMatch(/\/sim\/razorpay\/v1\/checkout\.js$/);
    expect(await orderOf(deps, 'razorpay', orderId)).toMatchObject({
      amount: 5929,
      currency: 'INR',
      usdAmount: 71,
      status: 'CREATED',
    });
  });
});

describe('verifyRazorpayPayment', () => {
  it('activates on a valid signature and a captured payment of the right amount, once', async () => {
    const { deps, sim, orderId } = await arrange();
    const { paymentId, signature } = sim.razorpay.pay(orderId);
    const input = { orderId, paymentId, signature };
    await expect(invokeHandler(verifyRazorpayPayment, deps, buyer, input)).resolves.toMatchObject({
      success: true,
    });
    expect(await subscriptionOf(deps)).toMatchObject({
      planId: 'pro',
      credits: 1800,
      paymentProvider: 'razorpay',
    });
    expect(await orderOf(deps, 'razorpay', orderId)).toMatchObject({ status: 'COMPLETED', paymentId });

    // Replayed payment: still success, still 1800 credits.
    await expect(invokeHandler(verifyRazorpayPayment, deps, buyer, input)).resolves.toMatchObject({
      success: true,
    });
    expect((await subscriptionOf(deps)).credits).toBe(1800);
  });

  it('refuses a forged signature and a signature made for another order', async () => {
    const { deps, sim, orderId } = await arrange();
    const { paymentId, signature } = sim.razorpay.pay(orderId);
    const forged = signature.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a'));
    await expect(
      invokeHandler(verifyRazorpayPayment, deps, buyer, { orderId, paymentId, signature: forged }),
    ).rejects.toMatchObject({ code: 'permission-denied', message: 'Failed to verify payment' });

    // The cheap order's genuine signature presented for the expensive order.
    const other = await invokeHandler(createRazorpayOrder, deps, buyer, { productId: 'magic-yearly' });
    await expect(
      invokeHandler(verifyRazorpayPayment, deps, buyer, { orderId: other.orderId, paymentId, signature }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await subscriptionOf(deps)).planId).toBe('free');
  });

  it('refuses another user’s order even with a valid signature', async () => {
    const { deps, sim, orderId } = await arrange();
    const paid = sim.razorpay.pay(orderId);
    await seedFreeUser(deps, stranger.uid!);
    await expect(
      invokeHandler(verifyRazorpayPayment, deps, stranger, { orderId, ...paid }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await subscriptionOf(deps, stranger.uid!)).planId).toBe('free');
  });

  it('does not activate a payment of a tampered amount or a failed payment', async () => {
    const tampered = await arrange();
    const cheap = tampered.sim.razorpay.pay(tampered.orderId, { amount: 100 });
    const r1 = await invokeHandler(verifyRazorpayPayment, tampered.deps, buyer, {
      orderId: tampered.orderId,
      ...cheap,
    });
    expect(r1.success).toBe(false);
    expect((await subscriptionOf(tampered.deps)).planId).toBe('free');
    expect((await orderOf(tampered.deps, 'razorpay', tampered.orderId)).status).toBe('FAILED');

    const failedPay = await arrange();
    const bad = failedPay.sim.razorpay.pay(failedPay.orderId, { fail: true });
    const r2 = await invokeHandler(verifyRazorpayPayment, failedPay.deps, buyer, {
      orderId: failedPay.orderId,
      ...bad,
    });
    expect(r2).toMatchObject({ success: false, status: 'FAILED' });
    expect((await subscriptionOf(failedPay.deps)).planId).toBe('free');
  });
});

describe('razorpayWebhook', () => {
  it('passes Razorpay’s published signature test vector', () => {
    const gateway = createRazorpayGateway({
      apiBase: 'https://api.razorpay.com',
      checkoutScriptUrl: '',
      keyId: 'k',
      keySecret: 's',
      webhookSecret: '123456',
    });
    const body = '{"a":1,"b":2,"c":{"d":3}}';
    expect(
      gateway.isWebhookSignatureValid(
        body,
        '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
      ),
    ).toBe(true);
    expect(
      gateway.isWebhookSignatureValid(
        `${body} `,
        '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
      ),
    ).toBe(false);
  });

  it('activates from a signed payment.captured event, and a duplicate changes nothing', async () => {
    const { deps, sim, orderId } = await arrange();
    const { paymentId } = sim.razorpay.pay(orderId);
    const { body, signature } = sim.razorpay.webhookBody(paymentId);
    await expect(razorpayWebhook.run(deps, webhookReq(body, signature))).resolves.toMatchObject({
      status: 200,
      body: { activated: true },
    });
    await expect(razorpayWebhook.run(deps, webhookReq(body, signature))).resolves.toMatchObject({
      status: 200,
      body: { activated: false },
    });
    expect(await subscriptionOf(deps)).toMatchObject({ planId: 'pro', credits: 1800 });
    expect((await orderOf(deps, 'razorpay', orderId)).activatedBy).toBe('webhook');
  });

  it('after the callback activated the order, the webhook credits nothing', async () => {
    const { deps, sim, orderId } = await arrange();
    const paid = sim.razorpay.pay(orderId);
    await invokeHandler(verifyRazorpayPayment, deps, buyer, { orderId, ...paid });
    const { body, signature } = sim.razorpay.webhookBody(paid.paymentId);
    await expect(razorpayWebhook.run(deps, webhookReq(body, signature))).resolves.toMatchObject({
      body: { activated: false },
    });
    expect((await subscriptionOf(deps)).credits).toBe(1800);
  });

  it('refuses a forged webhook', async () => {
    const { deps, sim, orderId } = await arrange();
    const { paymentId } = sim.razorpay.pay(orderId);
    const { body } = sim.razorpay.webhookBody(paymentId);
    await expect(razorpayWebhook.run(deps, webhookReq(body, 'f'.repeat(64)))).resolves.toMatchObject({
      status: 400,
    });
    expect((await subscriptionOf(deps)).planId).toBe('free');
  });
});
