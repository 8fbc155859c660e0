/**
 * paypalWebhook (docs/product-rules.md 7.6): every message is verified by PayPal's own
 * verify-webhook-signature call (here the simulator's, which vouches only for what it sent).
 */
import { describe, expect, it } from 'vitest';
import { createPaymentTestBed } from '../../testing/payment-deps';
import { invokeHandler } from '../invoke';
import { createPayPalOrder, verifyPayPalPayment } from './paypal';
import { paypalWebhook } from './paypal-webhook';
import { buyer, notificationsOf, orderOf, seedFreeUser, subscriptionOf } from './payment-test-utils';

/** Pro for 3 months bought with PayPal and activated; the capture id is the order's paymentId. */
async function paidWithPayPal(secrets: Record<string, string> = {}) {
  const bed = createPaymentTestBed(secrets);
  await seedFreeUser(bed.deps);
  const { orderId } = await invokeHandler(createPayPalOrder, bed.deps, buyer, { productId: 'pro-3-months' });
  bed.sim.paypal.approve(orderId);
  await invokeHandler(verifyPayPalPayment, bed.deps, buyer, { orderId });
  const captureId = (await orderOf(bed.deps, 'paypal', orderId)).paymentId!;
  return { ...bed, orderId, captureId };
}

const asRequest = (d: { body: string; headers: Record<string, string> }) => ({
  rawBody: d.body,
  headers: { ...d.headers, 'content-type': 'application/json' },
});

describe('paypalWebhook', () => {
  it('PAYMENT.CAPTURE.REFUNDED verified by PayPal returns the buyer to Free, once', async () => {
    const { deps, sim, orderId, captureId } = await paidWithPayPal();
    sim.paypal.refund(captureId);
    const refunded = asRequest(sim.paypal.webhookDelivery(captureId));
    await expect(paypalWebhook.run(deps, refunded)).resolves.toMatchObject({
      status: 200,
      body: { revoked: true, status: 'REFUNDED' },
    });
    expect(await subscriptionOf(deps)).toMatchObject({
      planId: 'free',
      credits: 15,
      paymentProvider: 'none',
    });
    expect((await orderOf(deps, 'paypal', orderId)).status).toBe('REFUNDED');
    expect(await notificationsOf(deps)).toHaveLength(1);
    await expect(paypalWebhook.run(deps, refunded)).resolves.toMatchObject({ body: { revoked: false } });
    expect(await notificationsOf(deps)).toHaveLength(1);
  });

  it('refuses what PayPal does not vouch for: an edited body, a forged signature, missing headers', async () => {
    const { deps, sim, orderId, captureId } = await paidWithPayPal();
    sim.paypal.refund(captureId);
    const genuine = sim.paypal.webhookDelivery(captureId);
    const edited = { ...genuine, body: genuine.body.replace('"COMPLETED"', '"PENDING"') };
    const forged = {
      ...genuine,
      headers: { ...genuine.headers, 'paypal-transmission-sig': Buffer.from('forged').toString('base64') },
    };
    const { 'paypal-transmission-sig': _sig, ...unsigned } = genuine.headers;
    for (const attempt of [edited, forged, { ...genuine, headers: unsigned }]) {
      await expect(paypalWebhook.run(deps, asRequest(attempt))).resolves.toMatchObject({
        status: 400,
        body: { error: 'invalid signature' },
      });
    }
    // A made-up event with made-up transmission headers.
    const made = {
      body: JSON.stringify({ event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { links: [] } }),
      headers: { ...genuine.headers, 'paypal-transmission-id': '2b8d7c2e-0000-4000-8000-000000000000' },
    };
    await expect(paypalWebhook.run(deps, asRequest(made))).resolves.toMatchObject({ status: 400 });
    expect((await orderOf(deps, 'paypal', orderId)).status).toBe('COMPLETED');
    expect((await subscriptionOf(deps)).planId).toBe('pro');
  });

  it('refuses every message when no webhook id is configured for real PayPal keys', async () => {
    const bed = createPaymentTestBed({ PAYPAL_CLIENT_ID: 'live-id', PAYPAL_CLIENT_SECRET: 'live-secret' });
    const res = await paypalWebhook.run(bed.deps, {
      rawBody: '{"event_type":"PAYMENT.CAPTURE.REFUNDED"}',
      headers: {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/cert',
        'paypal-transmission-id': 'x',
        'paypal-transmission-sig': 'y',
        'paypal-transmission-time': '2025-01-15T10:00:00Z',
      },
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'invalid signature' } });
  });

  it('a dispute revokes as DISPUTED; its resolution for the seller is recorded, the plan stays removed', async () => {
    const { deps, sim, orderId, captureId } = await paidWithPayPal();
    sim.paypal.openDispute(captureId);
    await expect(
      paypalWebhook.run(deps, asRequest(sim.paypal.webhookDelivery(captureId))),
    ).resolves.toMatchObject({ body: { revoked: true, outcome: null } });
    expect((await orderOf(deps, 'paypal', orderId)).status).toBe('DISPUTED');
    expect((await subscriptionOf(deps)).planId).toBe('free');

    sim.paypal.resolveDispute(captureId, 'won');
    await paypalWebhook.run(deps, asRequest(sim.paypal.webhookDelivery(captureId)));
    expect(await orderOf(deps, 'paypal', orderId)).toMatchObject({
      status: 'DISPUTED',
      disputeOutcome: 'won',
    });
    expect((await subscriptionOf(deps)).planId).toBe('free');
  });

  it('acknowledges events about captures it does not know', async () => {
    const { deps, sim, orderId, captureId } = await paidWithPayPal();
    sim.paypal.refund(captureId);
    await deps.store.update(`paypalOrders/${orderId}`, { paymentId: 'ANOTHER-CAPTURE' });
    await expect(
      paypalWebhook.run(deps, asRequest(sim.paypal.webhookDelivery(captureId))),
    ).resolves.toMatchObject({
      status: 200,
      body: { ignored: 'unknown order' },
    });
  });
});
