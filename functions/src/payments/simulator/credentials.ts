/**
 * The credentials the local payment simulator accepts, and that the real gateway code pointed
 * at it is configured with, so that its signature and checksum checks run offline exactly as
 * they would against the providers.
 *
 * Rule: no simulator secret is a constant in the code. The local backend generates them at
 * random for each data folder (server/payments/simulator-secrets.ts) and hands the same object
 * to the simulator and to the gateways; a webhook signed with any other secret is refused.
 * Cloud Functions never build a simulator, so they never hold these credentials.
 * The ids are fixed labels (public at the real providers too); only the secrets are secret.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** 32 random bytes, hex: anything shorter (a hand-written or published value) is not accepted. */
const secret = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 hex characters');
const id = z.string().min(1);

/** The simulator's PayPal webhook id (a label, like PayPal's; a file written before it gets it). */
export const SIM_PAYPAL_WEBHOOK_ID = 'SIMWEBHOOK0001';

export const simulatorCredentialsSchema = z.object({
  paypal: z.object({ clientId: id, clientSecret: secret, webhookId: id.default(SIM_PAYPAL_WEBHOOK_ID) }),
  razorpay: z.object({ keyId: id, keySecret: secret, webhookSecret: secret }),
  phonepe: z.object({ merchantId: id, saltKey: secret, saltIndex: z.string().regex(/^\d+$/) }),
});

export type SimulatorCredentials = z.infer<typeof simulatorCredentialsSchema>;

const randomSecret = () => randomBytes(32).toString('hex');

/** Fresh credentials: fixed ids, random secrets. */
export function generateSimulatorCredentials(): SimulatorCredentials {
  return {
    paypal: { clientId: 'sim-paypal-client', clientSecret: randomSecret(), webhookId: SIM_PAYPAL_WEBHOOK_ID },
    razorpay: { keyId: 'rzp_test_simulator', keySecret: randomSecret(), webhookSecret: randomSecret() },
    phonepe: { merchantId: 'SIMMERCHANT', saltKey: randomSecret(), saltIndex: '1' },
  };
}
