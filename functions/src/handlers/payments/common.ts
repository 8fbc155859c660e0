/** Small pieces every payment handler needs: the gateway, the return origin, result shapes. */
import type { VerifyPaymentResult } from '@/domain/payments/contract';
import { PAYMENT_SUCCESS_MESSAGE } from '@/domain/payments/contract';
import { PaymentProviderError } from '../../payments/gateway-ports';
import { HandlerError, type HandlerContext, type ServerConfig } from '../ports';

export function requireGateway<G>(gateway: G | null, label: string): G {
  if (!gateway)
    throw new HandlerError('failed-precondition', `${label} payments are not available right now.`);
  return gateway;
}

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?$/;

/** Where the provider sends the buyer back: their own origin when it is ours, else APP_URL. */
export function appOrigin(config: ServerConfig, ctx: HandlerContext): string {
  const origin = ctx.origin?.replace(/\/$/, '');
  if (origin && config.appUrls.some((u) => u.replace(/\/$/, '') === origin)) return origin;
  if (origin && config.allowLoopbackOrigins && LOOPBACK.test(origin)) return origin;
  const first = config.appUrls[0];
  if (!first) throw new HandlerError('failed-precondition', 'Payments are not configured (APP_URL).');
  return first.replace(/\/$/, '');
}

export const PAID: VerifyPaymentResult = {
  success: true,
  status: 'PAYMENT_SUCCESS',
  message: PAYMENT_SUCCESS_MESSAGE,
};

export const failed = (status: string, message: string): VerifyPaymentResult => ({
  success: false,
  status,
  message,
});

/** The answer for an order refunded or disputed since (docs/product-rules.md 7.6.1): never "paid". */
export const revokedPayment = (status: string): VerifyPaymentResult =>
  failed(status, 'This payment has been refunded or is disputed.');

/** A provider that cannot be reached or refuses us is "try again", never a crash. */
export function providerTrouble(e: unknown, label: string): HandlerError {
  if (e instanceof HandlerError) return e;
  if (e instanceof PaymentProviderError) {
    return new HandlerError('unavailable', `${label} could not be reached. Please try again. (${e.issue})`);
  }
  return new HandlerError('internal', `${label} failed unexpectedly.`);
}

export function paymentReturnUrl(origin: string, query: Record<string, string>): string {
  return `${origin}/payment-callback?${new URLSearchParams(query).toString()}`;
}
