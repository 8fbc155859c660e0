/**
 * adminRefundOrder (docs/product-rules.md 15.4): refund at the provider (the simulator's real refund
 * APIs), then the same revocation as the provider's webhook, which then changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { phonePeRefundId } from '../../payments/phonepe-refund-id';
import { createPaymentTestBed } from '../../testing/payment-deps';
import { userCtx } from '../../testing/fakes';
import { invokeHandler } from '../invoke';
import { adminRefundOrder } from './admin-refund';
import { createPayPalOrder, verifyPayPalPayment } from './paypal';
import { initiatePhonePePayment, verifyPhonePePayment } from './phonepe';
import { createRazorpayOrder, verifyRazorpayPayment } from './razorpay';
import { phonePeWebhook, razorpayWebhook } from './webhooks';
import { buyer, orderOf, seedFreeUser, subscriptionOf } from './payment-test-utils';

const admin = userCtx('admin-1', { admin: true });

async function arrange() {
  const bed = createPaymentTestBed();
  await seedFreeUser(bed.deps);
  return bed;
}

async function paidWithRazorpay() {
  const bed = await arrange();
  const { orderId } = await invokeHandler(createRazorpayOrder, bed.deps, buyer, {
    productId: 'pro-3-months',
  });
  const paid = bed.sim.razorpay.pay(orderId);
  await invokeHandler(verifyRazorpayPayment, bed.deps, buyer, { orderId, ...paid });
  return { ...bed, orderId, paymentId: paid.paymentId };
}

describe('adminRefundOrder', () => {
  it('refunds a Razorpay payment at Razorpay and returns the buyer to Free; the webhook after it changes nothing', async () => {
    const { deps, sim, orderId, paymentId } = await paidWithRazorpay();
    await expect(
      invokeHandler(adminRefundOrder, deps, admin, { provider: 'razorpay', orderId }),
    ).resolves.toEqual({ status: 'REFUNDED', revoked: true });
    expect(sim.razorpay.payment(paymentId)).toMatchObject({ status: 'refunded', amount_refunded: 592_900 });
    expect(await subscriptionOf(deps)).toMatchObject({ planId: 'free', credits: 15 });
    expect((await orderOf(deps, 'razorpay', orderId)).status).toBe('REFUNDED');

    const hook = sim.razorpay.webhookBody(paymentId);
    await expect(
      razorpayWebhook.run(deps, { rawBody: hook.body, headers: { 'x-razorpay-signature': hook.signature } }),
    ).resolves.toMatchObject({ body: { revoked: false, status: 'REFUNDED' } });
    // Asked again, it answers REFUNDED without a second refund at Razorpay (which would refuse it).
    await expect(
      invokeHandler(adminRefundOrder, deps, admin, { provider: 'razorpay', orderId }),
    ).resolves.toEqual({ status: 'REFUNDED', revoked: false });
  });

  it('refunds a PayPal capture and a PhonePe payment through their refund APIs', async () => {
    const paypal = await arrange();
    const pp = await invokeHandler(createPayPalOrder, paypal.deps, buyer, { productId: 'pro-1-month' });
    paypal.sim.paypal.approve(pp.orderId);
    await invokeHandler(verifyPayPalPayment, paypal.deps, buyer, { orderId: pp.orderId });
    await invokeHandler(adminRefundOrder, paypal.deps, admin, { provider: 'paypal', orderId: pp.orderId });
    expect(paypal.sim.paypal.order(pp.orderId)?.capture?.status).toBe('REFUNDED');
    expect((await subscriptionOf(paypal.deps)).planId).toBe('free');

    const phonepe = await arrange();
    const { merchantTransactionId: id } = await invokeHandler(initiatePhonePePayment, phonepe.deps, buyer, {
      productId: 'pro-1-month',
    });
    phonepe.sim.phonepe.complete(id, 'success');
    await invokeHandler(verifyPhonePePayment, phonepe.deps, buyer, { orderId: id });
    await invokeHandler(adminRefundOrder, phonepe.deps, admin, { provider: 'phonepe', orderId: id });
    const callback = phonepe.sim.phonepe.refundCallbackBody(phonePeRefundId(id));
    expect(JSON.parse(Buffer.from(JSON.parse(callback.body).response, 'base64').toString())).toMatchObject({
      code: 'PAYMENT_SUCCESS',
      data: { merchantTransactionId: `R${id}`, amount: 233_800, state: 'COMPLETED' },
    });
    expect((await subscriptionOf(phonepe.deps)).planId).toBe('free');
    await expect(
      phonePeWebhook.run(phonepe.deps, { rawBody: callback.body, headers: { 'x-verify': callback.xVerify } }),
    ).resolves.toMatchObject({ body: { revoked: false } });
  });

  it('is for the admin only', async () => {
    const { deps, orderId } = await paidWithRazorpay();
    await expect(
      invokeHandler(adminRefundOrder, deps, buyer, { provider: 'razorpay', orderId }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await orderOf(deps, 'razorpay', orderId)).status).toBe('COMPLETED');
  });

  it('refuses an unpaid, a disputed or an unknown order, and says why the provider refused', async () => {
    const bed = await arrange();
    const open = await invokeHandler(createRazorpayOrder, bed.deps, buyer, { productId: 'pro-1-month' });
    await expect(
      invokeHandler(adminRefundOrder, bed.deps, admin, { provider: 'razorpay', orderId: open.orderId }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Only a completed payment can be refunded.',
    });
    await expect(
      invokeHandler(adminRefundOrder, bed.deps, admin, { provider: 'razorpay', orderId: 'order_none' }),
    ).rejects.toMatchObject({ code: 'not-found', message: 'Order not found.' });

    const disputed = await paidWithRazorpay();
    disputed.sim.razorpay.openDispute(disputed.paymentId);
    const hook = disputed.sim.razorpay.webhookBody(disputed.paymentId);
    await razorpayWebhook.run(disputed.deps, {
      rawBody: hook.body,
      headers: { 'x-razorpay-signature': hook.signature },
    });
    await expect(
      invokeHandler(adminRefundOrder, disputed.deps, admin, {
        provider: 'razorpay',
        orderId: disputed.orderId,
      }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This payment is disputed: the provider settles it.',
    });

    // Refunded at Razorpay's dashboard, the webhook not yet here: Razorpay's own reason is shown.
    const elsewhere = await paidWithRazorpay();
    elsewhere.sim.razorpay.refund(elsewhere.paymentId);
    await expect(
      invokeHandler(adminRefundOrder, elsewhere.deps, admin, {
        provider: 'razorpay',
        orderId: elsewhere.orderId,
      }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Razorpay refused the refund: The payment has been fully refunded already',
    });
  });
});
