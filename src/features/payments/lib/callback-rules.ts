/**
 * The decisions of /payment-callback (docs/product-rules.md 7.5), as pure functions so that every
 * rule is unit-tested; the page only runs the calls they ask for and shows their outcome.
 */
import type { VerifyPaymentResult, VerifyPayPalInput, VerifyPhonePeInput } from '@/domain/payments/contract';
import type { CallbackParams } from './callback-params';
import type { StoredPlanDetails } from './plan-details';

export type RedirectProviderId = 'paypal' | 'phonepe';

export const MESSAGES = {
  cancelled: 'Payment was cancelled',
  noPlanDetails: 'Payment verification failed: No plan details found',
  invalidPlanDetails: 'Payment verification failed: Invalid plan details',
  missingTransactionId: 'Payment verification failed: Missing transaction ID',
  appearsSuccessful:
    'Payment appears successful but verification failed. Please check your subscription status or contact support.',
  unexpected: 'An unexpected error occurred. Please contact support.',
} as const;

export type CallbackStep =
  | {
      kind: 'cancelled';
      provider: RedirectProviderId;
      orderId: string | null;
      /** How the order is marked: FAILED when the provider said so, else CANCELLED. */
      status: 'CANCELLED' | 'FAILED';
    }
  | { kind: 'failed'; message: string }
  | { kind: 'verify'; provider: 'paypal'; input: VerifyPayPalInput }
  | { kind: 'verify'; provider: 'phonepe'; input: VerifyPhonePeInput };

export type CallbackOutcome = { kind: 'success' } | { kind: 'failed'; message: string };

const CANCEL_STATUSES = ['CANCELLED', 'FAILED', 'ABORTED'];
const CANCEL_CODES = ['PAYMENT_CANCELLED', 'PAYMENT_FAILED', 'PAYMENT_ABORTED'];
const up = (value: string) => value.toUpperCase();

export function isCancelReturn(params: CallbackParams): boolean {
  return CANCEL_STATUSES.includes(up(params.status)) || CANCEL_CODES.includes(up(params.code));
}

/** Our `provider` parameter, else the provider the details were saved for, else by shape. */
export function providerOf(params: CallbackParams, stored: StoredPlanDetails): RedirectProviderId {
  const named = params.provider.toLowerCase();
  if (named === 'paypal' || named === 'phonepe') return named;
  if (stored.kind === 'ok') return stored.details.paymentProvider === 'PayPal' ? 'paypal' : 'phonepe';
  return params.token ? 'paypal' : 'phonepe';
}

/** PhonePe: merchantTransactionId from the URL; PayPal: token (or orderId); else the stored id. */
export function orderIdOf(
  provider: RedirectProviderId,
  params: CallbackParams,
  stored: StoredPlanDetails,
): string {
  const fromUrl = provider === 'phonepe' ? params.merchantTransactionId : params.token || params.orderId;
  return fromUrl || (stored.kind === 'ok' ? stored.details.transactionId : '');
}

/** What to do first with the parameters and the stored plan details. */
export function planCallbackStep(params: CallbackParams, stored: StoredPlanDetails): CallbackStep {
  const provider = providerOf(params, stored);
  const orderId = orderIdOf(provider, params, stored);
  if (isCancelReturn(params)) {
    const failed = up(params.status) === 'FAILED' || up(params.code) === 'PAYMENT_FAILED';
    return { kind: 'cancelled', provider, orderId: orderId || null, status: failed ? 'FAILED' : 'CANCELLED' };
  }
  if (stored.kind === 'missing') return { kind: 'failed', message: MESSAGES.noPlanDetails };
  if (stored.kind === 'invalid') return { kind: 'failed', message: MESSAGES.invalidPlanDetails };
  if (!orderId) return { kind: 'failed', message: MESSAGES.missingTransactionId };
  if (provider === 'paypal') return { kind: 'verify', provider, input: { orderId } };
  const { planId, planName, amount } = stored.details;
  return { kind: 'verify', provider, input: { orderId, planId, planName, amount } };
}

const SUCCESS_STATUSES = ['PAYMENT_SUCCESS', 'SUCCESS', 'COMPLETED'];

/** The verification's answer (every provider answers in PhonePe's shape). */
export function outcomeOfResult(result: VerifyPaymentResult | null | undefined): CallbackOutcome {
  if (!result || typeof result !== 'object') return { kind: 'failed', message: MESSAGES.unexpected };
  const status = String(result.status ?? '');
  const message = typeof result.message === 'string' ? result.message : '';
  if (result.success === true && up(status) === 'PAYMENT_SUCCESS') return { kind: 'success' };
  if (SUCCESS_STATUSES.includes(up(status)) && /successful/i.test(message)) return { kind: 'success' };
  if (up(status) === 'PAYMENT_CANCELLED' || up(status) === 'CANCELLED') {
    return { kind: 'failed', message: MESSAGES.cancelled };
  }
  return {
    kind: 'failed',
    message: `Payment failed with status: ${status}. Message: ${message || 'Unknown error'}`,
  };
}
