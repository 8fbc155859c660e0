import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPaymentGateways } from './choose-gateways';
import { generateSimulatorCredentials } from './simulator/credentials';

const base = { webhookBaseUrl: () => 'https://hooks.example.com', brandName: 'JobKit' };
const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

describe('createPaymentGateways', () => {
  it('offers no provider without keys when the host gives no simulator (Cloud Functions)', () => {
    const gateways = createPaymentGateways({ get: () => undefined }, base);
    expect([gateways.paypal, gateways.razorpay, gateways.phonepe]).toEqual([null, null, null]);
  });

  it('signs the simulator with the credentials the host gives, and real keys with the environment', () => {
    const credentials = generateSimulatorCredentials();
    const simulator = { url: () => 'http://127.0.0.1:1/sim', credentials };
    const body = '{"event":"payment.captured"}';
    const simulated = createPaymentGateways({ get: () => undefined }, { ...base, simulator }).razorpay!;
    expect(simulated.isWebhookSignatureValid(body, sign(credentials.razorpay.webhookSecret, body))).toBe(
      true,
    );
    expect(simulated.isWebhookSignatureValid(body, sign('sim-razorpay-webhook', body))).toBe(false);

    const env: Record<string, string> = {
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'k',
      RAZORPAY_WEBHOOK_SECRET: 'real-webhook-secret',
    };
    const real = createPaymentGateways({ get: (n) => env[n] }, { ...base, simulator }).razorpay!;
    expect(real.isWebhookSignatureValid(body, sign('real-webhook-secret', body))).toBe(true);
    expect(real.isWebhookSignatureValid(body, sign(credentials.razorpay.webhookSecret, body))).toBe(false);
  });
});
