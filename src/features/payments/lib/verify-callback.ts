/**
 * Runs what the callback rules decide: the provider's verification call, the cancel marker,
 * the subscription read after a thrown verification. Never throws.
 */
import type { Callables, DocStore } from '@/backend/ports';
import type { VerifyPaymentResult } from '@/domain/payments/contract';
import { readStoredUser } from '@/domain/stored-user';
import { cancelPayment } from '../api/cancel-payment';
import { verifyPayPalPayment } from '../api/verify-paypal-payment';
import { verifyPhonePePayment } from '../api/verify-phonepe-payment';
import type { CallbackParams } from './callback-params';
import { MESSAGES, outcomeOfResult, planCallbackStep, type CallbackOutcome } from './callback-rules';
import { clearPaymentSession, type StoredPlanDetails } from './plan-details';
import {
  needsSubscriptionCheck,
  outcomeOfVerifyError,
  subscriptionSnapshot,
  type SubscriptionSnapshot,
} from './verify-error-rules';

export interface VerifyDeps {
  functions: Callables;
  docs: DocStore;
  uid: string;
  now: () => Date;
}

async function readSubscription(docs: DocStore, uid: string): Promise<SubscriptionSnapshot | null> {
  try {
    const doc = await docs.get(`users/${uid}`);
    return subscriptionSnapshot(doc ? readStoredUser(doc.data) : null);
  } catch {
    return null;
  }
}

async function decide(
  deps: VerifyDeps,
  params: CallbackParams,
  stored: StoredPlanDetails,
): Promise<CallbackOutcome> {
  const step = planCallbackStep(params, stored);
  if (step.kind === 'failed') return step;
  if (step.kind === 'cancelled') {
    if (step.orderId) {
      await cancelPayment(deps.functions, {
        provider: step.provider,
        orderId: step.orderId,
        status: step.status,
      });
    }
    return { kind: 'failed', message: MESSAGES.cancelled };
  }
  let result: VerifyPaymentResult;
  try {
    result =
      step.provider === 'paypal'
        ? await verifyPayPalPayment(deps.functions, step.input)
        : await verifyPhonePePayment(deps.functions, step.input);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const sub = needsSubscriptionCheck(params, message) ? await readSubscription(deps.docs, deps.uid) : null;
    return outcomeOfVerifyError(params, message, sub, deps.now());
  }
  return outcomeOfResult(result);
}

export async function verifyCallback(
  deps: VerifyDeps,
  params: CallbackParams,
  stored: StoredPlanDetails,
): Promise<CallbackOutcome> {
  try {
    const outcome = await decide(deps, params, stored);
    if (outcome.kind === 'success') clearPaymentSession();
    return outcome;
  } catch (error) {
    console.error('payment callback failed', error);
    return { kind: 'failed', message: MESSAGES.unexpected };
  }
}
