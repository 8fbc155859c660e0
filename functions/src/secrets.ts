/**
 * The Secret Manager secrets of a deploy. A bound secret reaches the function as an environment
 * variable, where the `Secrets` port (process.env) reads it; an unbound one never does. Each
 * secret is bound only to the functions that read it, and only when the deploy names it in
 * JOBKIT_SECRETS (functions/.env, comma-separated): a provider whose secret is not named stays
 * off, and a deploy never asks for a secret nobody set. README "Deploying" lists them.
 */
import { defineSecret } from 'firebase-functions/params';

const AI_FUNCTIONS = ['tailorResume', 'generateTemplateResume', 'tailorForJob'];

/**
 * Who reads each secret. The webhooks and the admin's refund build the same gateway as the payment
 * callables (PayPal's webhook asks PayPal to verify each message, so it needs the client secret).
 */
export const SECRET_READERS = {
  GEMINI_API_KEY: AI_FUNCTIONS,
  OPENAI_API_KEY: AI_FUNCTIONS,
  PAYPAL_CLIENT_SECRET: ['createPayPalOrder', 'verifyPayPalPayment', 'paypalWebhook', 'adminRefundOrder'],
  RAZORPAY_KEY_SECRET: [
    'createRazorpayOrder',
    'verifyRazorpayPayment',
    'razorpayWebhook',
    'adminRefundOrder',
  ],
  RAZORPAY_WEBHOOK_SECRET: ['razorpayWebhook'],
  PHONEPE_SALT_KEY: ['initiatePhonePePayment', 'verifyPhonePePayment', 'phonePeWebhook', 'adminRefundOrder'],
} as const satisfies Record<string, readonly string[]>;

export type SecretName = keyof typeof SECRET_READERS;

const isSecretName = (s: string): s is SecretName => Object.hasOwn(SECRET_READERS, s);

/** The names in JOBKIT_SECRETS; an unknown name fails the deploy instead of being ignored. */
export function enabledSecrets(list = process.env.JOBKIT_SECRETS ?? ''): SecretName[] {
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !isSecretName(n));
  if (unknown.length > 0) {
    throw new Error(`JOBKIT_SECRETS names unknown secrets: ${unknown.join(', ')}`);
  }
  return names as SecretName[];
}

/** The secrets to bind to one function (its `secrets` option). */
export function secretsFor(fn: string, enabled: readonly SecretName[] = enabledSecrets()) {
  return enabled
    .filter((name) => (SECRET_READERS[name] as readonly string[]).includes(fn))
    .map((name) => defineSecret(name));
}
