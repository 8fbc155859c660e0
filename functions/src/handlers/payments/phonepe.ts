/**
 * PhonePe: initiatePhonePePayment prices the product in paise and asks PhonePe for a pay page;
 * verifyPhonePePayment asks PhonePe's status API (checksummed) and activates on
 * PAYMENT_SUCCESS / COMPLETED with exactly the order's amount.
 */
import { randomBytes } from 'node:crypto';
import {
  isRevoked,
  initiatePhonePeInputSchema,
  verifyPhonePeInputSchema,
  type InitiatePhonePeResult,
  type PaymentOrder,
  type VerifyPaymentResult,
} from '@/domain/payments/contract';
import type { PhonePeStatus } from '../../payments/gateway-ports';
import { defineHandler, type HandlerDeps } from '../ports';
import { activateOrder } from './activate';
import {
  appOrigin,
  failed,
  PAID,
  revokedPayment,
  paymentReturnUrl,
  providerTrouble,
  requireGateway,
} from './common';
import { loadOwnOrder, markOrder, newOrder, pricedProduct, saveOrder } from './orders';

/** PhonePe's merchantUserId: at most 36 characters of [A-Za-z0-9_-]. */
export const phonePeUserId = (uid: string): string =>
  uid.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 36) || 'user';

/** PhonePe wants under 35 characters of [A-Za-z0-9_-]: 'MT' + time + random. */
export function newMerchantTransactionId(now: Date): string {
  return `MT${now.getTime().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

export const initiatePhonePePayment = defineHandler({
  name: 'initiatePhonePePayment',
  access: 'user',
  input: initiatePhonePeInputSchema,
  async run(deps, ctx, input): Promise<InitiatePhonePeResult> {
    const phonepe = requireGateway(deps.payments.phonepe, 'PhonePe');
    const { product, charge } = pricedProduct(input.productId, 'INR', deps.config);
    const now = deps.clock.now();
    const merchantTransactionId = newMerchantTransactionId(now);
    const origin = appOrigin(deps.config, ctx);
    // The order exists before the buyer can pay, so a fast S2S callback always finds it.
    await saveOrder(deps.store, newOrder('phonepe', merchantTransactionId, ctx.uid!, product, charge, now));
    try {
      const { url } = await phonepe.pay({
        merchantTransactionId,
        merchantUserId: phonePeUserId(ctx.uid!),
        amount: charge.minor,
        redirectUrl: paymentReturnUrl(origin, { provider: 'phonepe', merchantTransactionId }),
        mobileNumber: input.mobileNumber,
      });
      return { merchantTransactionId, url };
    } catch (e) {
      await markOrder(
        deps,
        'phonepe',
        merchantTransactionId,
        'FAILED',
        e instanceof Error ? e.message : String(e),
      );
      throw providerTrouble(e, 'PhonePe');
    }
  },
});

/** Applies a status answer (from the status API or a verified callback) to the order. */
export async function settlePhonePe(
  deps: Pick<HandlerDeps, 'store' | 'clock'>,
  order: PaymentOrder,
  status: PhonePeStatus,
  via: 'callback' | 'webhook',
): Promise<VerifyPaymentResult> {
  if (status.code === 'PAYMENT_SUCCESS' && status.state === 'COMPLETED') {
    if (status.amount !== order.amount * 100) {
      await markOrder(
        deps,
        'phonepe',
        order.orderId,
        'FAILED',
        `PhonePe reported ${status.amount ?? '?'} paise`,
      );
      return failed('FAILED', 'The paid amount does not match the order. Please contact support.');
    }
    const transactionId = status.transactionId ?? order.orderId;
    await activateOrder(deps, order, { provider: 'phonepe', transactionId, via });
    return PAID;
  }
  if (status.code === 'PAYMENT_PENDING' || status.state === 'PENDING') {
    return failed('PAYMENT_PENDING', 'Your payment is still pending. Please check again in a few minutes.');
  }
  const cancelled = status.code === 'PAYMENT_CANCELLED';
  await markOrder(
    deps,
    'phonepe',
    order.orderId,
    cancelled ? 'CANCELLED' : 'FAILED',
    `${status.code}: ${status.message}`,
  );
  return failed(cancelled ? 'PAYMENT_CANCELLED' : status.code, status.message || 'Payment failed.');
}

export const verifyPhonePePayment = defineHandler({
  name: 'verifyPhonePePayment',
  access: 'user',
  input: verifyPhonePeInputSchema,
  async run(deps, ctx, input): Promise<VerifyPaymentResult> {
    const phonepe = requireGateway(deps.payments.phonepe, 'PhonePe');
    const order = await loadOwnOrder(deps, ctx, 'phonepe', input.orderId);
    if (order.status === 'COMPLETED') return PAID;
    if (isRevoked(order.status)) return revokedPayment(order.status);
    try {
      return await settlePhonePe(deps, order, await phonepe.status(order.orderId), 'callback');
    } catch (e) {
      throw providerTrouble(e, 'PhonePe');
    }
  },
});
