import { BackendError } from '@/backend/ports';

/** The red box's text when nothing more precise is known (docs/product-rules.md 7.1). */
export const DEFAULT_PAYMENT_ERROR = 'Payment failed. Please try again.';
export const SIGN_IN_REQUIRED = 'You must be logged in to make a purchase';
export const INITIATE_FAILED = 'Failed to initiate payment';

/**
 * What to tell the buyer about a failed call: the server's own message when it wrote one for
 * people (a refused input, a missing configuration), else `fallback`. Internal errors carry
 * the SDK's bare code ('INTERNAL'), which helps nobody.
 */
export function paymentErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof BackendError)) return fallback;
  if (error.code === 'unauthenticated') return SIGN_IN_REQUIRED;
  if (error.code === 'internal' || error.code === 'unavailable' || !error.message.trim()) return fallback;
  return error.message;
}
