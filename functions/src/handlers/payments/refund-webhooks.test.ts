/**
 * Refunds and disputes through the Razorpay webhook and PhonePe's refund callback
 * (docs/product-rules.md 7.6, 7.7), with the real gateways against the in-process simulator.
 */
import { describe, expect, it } from 'vitest';
import { phonePeRefundId } from '../../payments/phonepe-refund-id';
import { createPaymentTestBed, type PaymentTestBed } from '../../testing/payment-deps';
import { invokeHandler } from '../invoke';
import { initiatePhonePePayment, verifyPhonePePayment } from './phonepe';
import { createRazorpayOrder } from './razorpay';
import { phonePeWebhook, razorpayWebhook } from './webhooks';
import { buyer, notificationsOf, orderOf, seedFreeUser, subscriptionOf } from './payment-test-utils';

const razorpayReq = ({ body, signature }: { body: string; signature: string }) => ({
  rawBody: body,
  headers: { 'x-razorpay-signature': signature, 'content-type': 'application/json' },
});
const phonePeReq = ({ body, xVerify }: { body: string; xVerify: string }) => ({
  rawBody: body,
  headers: { 'x-verify': xVerify, 'content-type': 'application/json' },
});

/** Buys `productId` with Razorpay, activated by the signed payment.captured webhook. */
async function buyWithRazorpay(bed: PaymentTestBed, productId: string) {
  const { orderId } = await invokeHandler(createRazorpayOrder, bed.deps, buyer, { productId });
  const { paymentId } = bed.sim.razorpay.pay(orderId);
  const captured = bed.sim.razorpay.webhookBody(paymentId);
  const res = await razorpayWebhook.run(bed.deps, razorpayReq(captured));
  expect(res.body).toMatchObject({ activated: true });
  return { orderId, paymentId, captured };
}

async function arrange() {
  const bed = createPaymentTestBed();
  await seedFreeUser(bed.deps);
  return bed;
}

describe('razorpayWebhook: refund.processed', () => {
  it('activation records what the order gave', async () => {
    const bed = await arrange();
    const { orderId, paymentId } = await buyWithRazorpay(bed, 'pro-3-months');
    expect((await orderOf(bed.deps, 'razorpay', orderId)).grant).toMatchObject({
      transactionId: paymentId,
      previous: { planId: 'free', status: 'active' },
      credits: 1785,
      addOns: [],
      soldAddOn: null,
    });
  });

  it('refuses a refund event with a forged signature and changes nothing', async () => {
    const bed = await arrange();
    const { orderId, paymentId } = await buyWithRazorpay(bed, 'pro-3-months');
    bed.sim.razorpay.refund(paymentId);
    const { body } = bed.sim.razorpay.webhookBody(paymentId);
    const res = await razorpayWebhook.run(bed.deps, razorpayReq({ body, signature: 'a'.repeat(64) }));
    expect(res.status).toBe(400);
    expect(await subscriptionOf(bed.deps)).toMatchObject({ planId: 'pro', credits: 1800 });
    expect((await orderOf(bed.deps, 'razorpay', orderId)).status).toBe('COMPLETED');
  });

  it('the first delivery returns the buyer to Free and tells them; a replay changes nothing', async () => {
    const bed = await arrange();
    const { orderId, paymentId, captured } = await buyWithRazorpay(bed, 'pro-3-months');
    bed.sim.razorpay.refund(paymentId);
    const refund = bed.sim.razorpay.webhookBody(paymentId);
    bed.deps.clock.set('2025-01-16T09:00:00.000Z');

    await expect(razorpayWebhook.run(bed.deps, razorpayReq(refund))).resolves.toMatchObject({
      status: 200,
      body: { revoked: true, status: 'REFUNDED' },
    });
    expect(await subscriptionOf(bed.deps)).toMatchObject({
      planId: 'free',
      planName: 'Free',
      status: 'active',
      credits: 15,
      transactionId: null,
      updatedAt: new Date('2025-01-16T09:00:00.000Z'),
    });
    expect(await orderOf(bed.deps, 'razorpay', orderId)).toMatchObject({
      status: 'REFUNDED',
      revokedAt: new Date('2025-01-16T09:00:00.000Z'),
    });
    expect(await notificationsOf(bed.deps)).toEqual([
      expect.objectContaining({
        title: 'Payment refunded',
        type: 'info',
        message:
          'Your payment for Pro (3 Months) has been refunded. The plan, credits or Human Keys it gave you have been removed from your account.',
      }),
    ]);

    // Replays of the refund, and of the payment that was refunded, give nothing back nor take more.
    await bed.deps.store.update('users/buyer-1', { 'subscription.credits': 40 });
    await expect(razorpayWebhook.run(bed.deps, razorpayReq(refund))).resolves.toMatchObject({
      body: { revoked: false, status: 'REFUNDED' },
    });
    await expect(razorpayWebhook.run(bed.deps, razorpayReq(captured))).resolves.toMatchObject({
      body: { activated: false },
    });
    expect(await subscriptionOf(bed.deps)).toMatchObject({ planId: 'free', credits: 40 });
    expect(await notificationsOf(bed.deps)).toHaveLength(1);
  });

  it('refunding an older order leaves the newer plan and takes back only that order’s credits', async () => {
    const bed = await arrange();
    const old = await buyWithRazorpay(bed, 'pro-1-month');
    const newer = await buyWithRazorpay(bed, 'ultimate-1-month');
    expect(await subscriptionOf(bed.deps)).toMatchObject({ planId: 'ultimate', credits: 2100 });
    bed.sim.razorpay.refund(old.paymentId);
    await razorpayWebhook.run(bed.deps, razorpayReq(bed.sim.razorpay.webhookBody(old.paymentId)));
    expect(await subscriptionOf(bed.deps)).toMatchObject({
      planId: 'ultimate',
      transactionId: newer.paymentId,
      credits: 2100 - 585,
    });
    expect((await orderOf(bed.deps, 'razorpay', newer.orderId)).status).toBe('COMPLETED');
  });

  it('a refunded Human Keys add-on is removed and the plan it was bought on stays', async () => {
    const bed = await arrange();
    const pro = await buyWithRazorpay(bed, 'pro-1-month');
    const keys = await buyWithRazorpay(bed, 'human-key');
    expect(await subscriptionOf(bed.deps)).toMatchObject({ planId: 'pro', addOns: ['human-key'] });
    bed.sim.razorpay.refund(keys.paymentId);
    await razorpayWebhook.run(bed.deps, razorpayReq(bed.sim.razorpay.webhookBody(keys.paymentId)));
    expect(await subscriptionOf(bed.deps)).toMatchObject({
      planId: 'pro',
      transactionId: pro.paymentId,
      credits: 600,
      addOns: [],
    });
  });

  it('a partial refund is acknowledged and changes nothing', async () => {
    const bed = await arrange();
    const { orderId, paymentId } = await buyWithRazorpay(bed, 'pro-3-months');
    bed.sim.razorpay.refund(paymentId, 10_000);
    const res = await razorpayWebhook.run(bed.deps, razorpayReq(bed.sim.razorpay.webhookBody(paymentId)));
    expect(res).toMatchObject({ status: 200, body: { ignored: 'partial refund' } });
    expect((await orderOf(bed.deps, 'razorpay', orderId)).status).toBe('COMPLETED');
    expect((await subscriptionOf(bed.deps)).planId).toBe('pro');
  });
});

describe('razorpayWebhook: payment.dispute.*', () => {
  it('an opened dispute revokes like a refund; a dispute the merchant won gives nothing back', async () => {
    const bed = await arrange();
    const { orderId, paymentId } = await buyWithRazorpay(bed, 'pro-3-months');
    bed.sim.razorpay.openDispute(paymentId);
    const opened = bed.sim.razorpay.webhookBody(paymentId);
    await expect(razorpayWebhook.run(bed.deps, razorpayReq(opened))).resolves.toMatchObject({
      body: { revoked: true, outcome: null },
    });
    expect(await subscriptionOf(bed.deps)).toMatchObject({ planId: 'free', credits: 15 });
    expect((await orderOf(bed.deps, 'razorpay', orderId)).status).toBe('DISPUTED');
    expect((await notificationsOf(bed.deps))[0]).toMatchObject({
      title: 'Payment disputed',
      type: 'warning',
    });
    await expect(razorpayWebhook.run(bed.deps, razorpayReq(opened))).resolves.toMatchObject({
      body: { revoked: false },
    });

    bed.sim.razorpay.closeDispute(paymentId, 'won');
    await razorpayWebhook.run(bed.deps, razorpayReq(bed.sim.razorpay.webhookBody(paymentId)));
    expect(await orderOf(bed.deps, 'razorpay', orderId)).toMatchObject({
      status: 'DISPUTED',
      disputeOutcome: 'won',
    });
    expect((await subscriptionOf(bed.deps)).planId).toBe('free');
  });

  it('a dispute lost without an opening event seen still revokes and records the loss', async () => {
    const bed = await arrange();
    const { orderId, paymentId } = await buyWithRazorpay(bed, 'pro-1-month');
    bed.sim.razorpay.openDispute(paymentId);
    bed.sim.razorpay.closeDispute(paymentId, 'lost');
    await razorpayWebhook.run(bed.deps, razorpayReq(bed.sim.razorpay.webhookBody(paymentId)));
    expect(await orderOf(bed.deps, 'razorpay', orderId)).toMatchObject({
      status: 'DISPUTED',
      disputeOutcome: 'lost',
    });
    expect((await subscriptionOf(bed.deps)).planId).toBe('free');
  });
});

describe('phonePeWebhook: the refund callback', () => {
  async function paidWithPhonePe() {
    const bed = await arrange();
    const { merchantTransactionId: orderId } = await invokeHandler(initiatePhonePePayment, bed.deps, buyer, {
      productId: 'pro-3-months',
    });
    bed.sim.phonepe.complete(orderId, 'success');
    await phonePeWebhook.run(bed.deps, phonePeReq(bed.sim.phonepe.callbackBody(orderId)));
    expect((await subscriptionOf(bed.deps)).planId).toBe('pro');
    const refundId = phonePeRefundId(orderId);
    bed.sim.phonepe.refund({
      merchantTransactionId: refundId,
      originalTransactionId: orderId,
      merchantUserId: 'buyer-1',
      amount: 592_900,
    });
    return { bed, orderId, callback: bed.sim.phonepe.refundCallbackBody(refundId) };
  }

  it('refuses a refund callback with a wrong checksum', async () => {
    const { bed, orderId, callback } = await paidWithPhonePe();
    const res = await phonePeWebhook.run(
      bed.deps,
      phonePeReq({ ...callback, xVerify: `${'0'.repeat(64)}###1` }),
    );
    expect(res.status).toBe(400);
    expect((await orderOf(bed.deps, 'phonepe', orderId)).status).toBe('COMPLETED');
  });

  it('revokes on the first delivery and changes nothing on a replay', async () => {
    const { bed, orderId, callback } = await paidWithPhonePe();
    await expect(phonePeWebhook.run(bed.deps, phonePeReq(callback))).resolves.toMatchObject({
      body: { revoked: true, status: 'REFUNDED' },
    });
    expect(await subscriptionOf(bed.deps)).toMatchObject({ planId: 'free', credits: 15 });
    await expect(phonePeWebhook.run(bed.deps, phonePeReq(callback))).resolves.toMatchObject({
      body: { revoked: false },
    });
    // The payment's own callback delivered again, or the return page verifying again, does not
    // activate the refunded order (PhonePe still reports the payment itself as a success).
    await phonePeWebhook.run(bed.deps, phonePeReq(bed.sim.phonepe.callbackBody(orderId)));
    await expect(invokeHandler(verifyPhonePePayment, bed.deps, buyer, { orderId })).resolves.toEqual({
      success: false,
      status: 'REFUNDED',
      message: 'This payment has been refunded or is disputed.',
    });
    expect((await subscriptionOf(bed.deps)).planId).toBe('free');
    expect((await orderOf(bed.deps, 'phonepe', orderId)).status).toBe('REFUNDED');
  });
});
