/**
 * Razorpay: createRazorpayOrder prices the product in paise on the server; verifyRazorpayPayment
 * checks Checkout's signature over the order id FROM OUR RECORD and the payment id, then asks
 * Razorpay for the payment (order, amount, currency, captured) before activating.
 */
import {
  isRevoked,
  createOrderInputSchema,
  verifyRazorpayInputSchema,
  type CreateRazorpayOrderResult,
  type PaymentOrder,
  type VerifyPaymentResult,
} from '@/domain/payments/contract';
import type { RazorpayGateway, RazorpayPayment } from '../../payments/gateway-ports';
import { defineHandler, HandlerError, type HandlerDeps } from '../ports';
import { activateOrder } from './activate';
import { failed, PAID, revokedPayment, providerTrouble, requireGateway } from './common';
import { loadOwnOrder, markOrder, newOrder, pricedProduct, saveOrder } from './orders';

export const createRazorpayOrder = defineHandler({
  name: 'createRazorpayOrder',
  access: 'user',
  input: createOrderInputSchema,
  async run(deps, ctx, input): Promise<CreateRazorpayOrderResult> {
    const razorpay = requireGateway(deps.payments.razorpay, 'Razorpay');
    const { product, charge } = pricedProduct(input.productId, 'INR', deps.config);
    try {
      const created = await razorpay.createOrder({
        amount: charge.minor,
        currency: 'INR',
        receipt: `${product.id}-${deps.clock.now().getTime()}`.slice(0, 40),
        notes: { userId: ctx.uid!, planId: product.id },
      });
      await saveOrder(
        deps.store,
        newOrder('razorpay', created.id, ctx.uid!, product, charge, deps.clock.now()),
      );
      return {
        orderId: created.id,
        amount: charge.minor,
        currency: 'INR',
        keyId: razorpay.keyId,
        checkoutScriptUrl: razorpay.checkoutScriptUrl,
        planName: product.planName,
      };
    } catch (e) {
      throw providerTrouble(e, 'Razorpay');
    }
  },
});

/** The payment belongs to the order and carries exactly its amount in rupees. */
export function paymentMatchesOrder(order: PaymentOrder, payment: RazorpayPayment): boolean {
  return (
    payment.orderId === order.orderId && payment.currency === 'INR' && payment.amount === order.amount * 100
  );
}

/** Captured (capturing an authorised payment first), or null when it did not go through. */
async function capturedPayment(
  razorpay: RazorpayGateway,
  payment: RazorpayPayment,
): Promise<RazorpayPayment | null> {
  if (payment.status === 'captured') return payment;
  if (payment.status !== 'authorized') return null;
  const captured = await razorpay.capturePayment(payment.id, payment.amount, payment.currency);
  return captured.status === 'captured' ? captured : null;
}

async function verify(
  deps: HandlerDeps,
  order: PaymentOrder,
  paymentId: string,
): Promise<VerifyPaymentResult> {
  const razorpay = requireGateway(deps.payments.razorpay, 'Razorpay');
  const payment = await razorpay.fetchPayment(paymentId);
  if (!paymentMatchesOrder(order, payment)) {
    const why = `payment ${payment.id} is for ${payment.orderId} ${payment.amount} ${payment.currency}`;
    await markOrder(deps, 'razorpay', order.orderId, 'FAILED', why);
    return failed('FAILED', 'The paid amount does not match the order. Please contact support.');
  }
  const captured = await capturedPayment(razorpay, payment);
  if (!captured) {
    await markOrder(deps, 'razorpay', order.orderId, 'FAILED', payment.errorDescription ?? payment.status);
    return failed('FAILED', 'Payment failed. Please try again.');
  }
  await activateOrder(deps, order, { provider: 'razorpay', transactionId: captured.id, via: 'callback' });
  return PAID;
}

export const verifyRazorpayPayment = defineHandler({
  name: 'verifyRazorpayPayment',
  access: 'user',
  input: verifyRazorpayInputSchema,
  async run(deps, ctx, input): Promise<VerifyPaymentResult> {
    const razorpay = requireGateway(deps.payments.razorpay, 'Razorpay');
    const order = await loadOwnOrder(deps, ctx, 'razorpay', input.orderId);
    // The signed order id is ours, never the one the browser sent alongside the signature.
    if (!razorpay.isPaymentSignatureValid(order.orderId, input.paymentId, input.signature)) {
      throw new HandlerError('permission-denied', 'Failed to verify payment');
    }
    if (order.status === 'COMPLETED') return PAID;
    if (isRevoked(order.status)) return revokedPayment(order.status);
    try {
      return await verify(deps, order, input.paymentId);
    } catch (e) {
      throw providerTrouble(e, 'Razorpay');
    }
  },
});
