/**
 * The simulators after the sale (docs/architecture.md 2): refund APIs, the merchant dashboards'
 * Refund and Open dispute buttons, the signed webhooks they send, and PayPal's
 * verify-webhook-signature, which vouches only for what the simulator sent.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BASE, basic, call, createTestSim, TEST_CREDENTIALS, type Delivery } from './sim-test-utils';
import type { PaymentSimulator } from './simulator';

const HOOKS = {
  paypal: 'http://backend.test/demo/us-central1/paypalWebhook',
  razorpay: 'http://backend.test/demo/us-central1/razorpayWebhook',
  phonepe: 'http://backend.test/demo/us-central1/phonePeWebhook',
};
const withHooks = () => createTestSim({ webhooks: HOOKS });
const razorpayAuth = {
  authorization: basic(TEST_CREDENTIALS.razorpay.keyId, TEST_CREDENTIALS.razorpay.keySecret),
};
const event = (d: Delivery) => JSON.parse(d.body) as Record<string, unknown>;

async function razorpayPayment(sim: PaymentSimulator) {
  const res = await call(sim, '/razorpay/v1/orders', {
    headers: razorpayAuth,
    json: { amount: 592_900, currency: 'INR', notes: { userId: 'uid-1' } },
  });
  const order = (await res.json()) as { id: string };
  return sim.razorpay.pay(order.id).paymentId;
}

describe('Razorpay simulator: refunds and disputes', () => {
  it('refunds through POST /v1/payments/{id}/refund once, and sends a signed refund.processed', async () => {
    const { sim, deliveries } = withHooks();
    const paymentId = await razorpayPayment(sim);
    const unauthorised = await call(sim, `/razorpay/v1/payments/${paymentId}/refund`, { json: {} });
    expect(unauthorised.status).toBe(401);

    const res = await call(sim, `/razorpay/v1/payments/${paymentId}/refund`, {
      headers: razorpayAuth,
      json: {},
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      entity: 'refund',
      amount: 592_900,
      payment_id: paymentId,
      status: 'processed',
    });
    expect(sim.razorpay.payment(paymentId)).toMatchObject({
      status: 'refunded',
      amount_refunded: 592_900,
      refund_status: 'full',
    });
    await sim.settle();
    const hook = deliveries.at(-1)!;
    expect(hook.url).toBe(HOOKS.razorpay);
    expect(event(hook)).toMatchObject({
      event: 'refund.processed',
      contains: ['payment', 'refund'],
      payload: { refund: { entity: { amount: 592_900 } }, payment: { entity: { id: paymentId } } },
    });
    const secret = TEST_CREDENTIALS.razorpay.webhookSecret;
    expect(hook.headers.get('x-razorpay-signature')).toBe(
      createHmac('sha256', secret).update(hook.body).digest('hex'),
    );

    const again = await call(sim, `/razorpay/v1/payments/${paymentId}/refund`, {
      headers: razorpayAuth,
      json: {},
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: { description: 'The payment has been fully refunded already' },
    });
  });

  it('the dashboard lists payments and its buttons refund and open disputes, sending the webhooks', async () => {
    const { sim, deliveries } = withHooks();
    const refunded = await razorpayPayment(sim);
    const disputed = await razorpayPayment(sim);
    const page = await (await call(sim, '/razorpay/dashboard')).text();
    expect(page).toContain(refunded);
    expect(page).toContain('userId: uid-1');
    expect(page.match(/value="refund">Refund</g)).toHaveLength(2);
    // What the merchant put in the notes is shown as text, never as markup.
    await call(sim, '/razorpay/v1/orders', {
      headers: razorpayAuth,
      json: { amount: 100, currency: 'INR', notes: { userId: '<img src=x onerror=alert(1)>' } },
    }).then(async (r) => sim.razorpay.pay(((await r.json()) as { id: string }).id));
    const escaped = await (await call(sim, '/razorpay/dashboard')).text();
    expect(escaped).not.toContain('<img');
    expect(escaped).toContain('&#60;img src=x onerror=alert(1)&#62;');

    const done = await call(sim, '/razorpay/dashboard', { form: { payment_id: refunded, action: 'refund' } });
    expect(done.status).toBe(303);
    const back = await call(sim, done.headers.get('location')!.slice(BASE.length));
    expect(await back.text()).toContain(`Refunded ${refunded}.`);
    await call(sim, '/razorpay/dashboard', { form: { payment_id: disputed, action: 'dispute' } });
    await call(sim, '/razorpay/dashboard', { form: { payment_id: disputed, action: 'won' } });
    await sim.settle();
    expect(deliveries.map((d) => event(d).event)).toEqual([
      'payment.captured',
      'payment.captured',
      'payment.captured',
      'refund.processed',
      'payment.dispute.created',
      'payment.dispute.won',
    ]);
    const refusal = await call(sim, '/razorpay/dashboard', {
      form: { payment_id: refunded, action: 'refund' },
    });
    expect(refusal.status).toBe(409);
  });
});

describe('PayPal simulator: refunds, disputes and webhook verification', () => {
  async function captured(sim: PaymentSimulator) {
    const tokenRes = await call(sim, '/paypal/v1/oauth2/token', {
      headers: {
        authorization: basic(TEST_CREDENTIALS.paypal.clientId, TEST_CREDENTIALS.paypal.clientSecret),
      },
      form: { grant_type: 'client_credentials' },
    });
    const bearer = ((await tokenRes.json()) as { access_token: string }).access_token;
    const auth = { authorization: `Bearer ${bearer}` };
    const created = await call(sim, '/paypal/v2/checkout/orders', {
      headers: auth,
      json: {
        intent: 'CAPTURE',
        purchase_units: [{ custom_id: 'uid-1', amount: { currency_code: 'USD', value: '71.00' } }],
        payment_source: { paypal: { experience_context: { return_url: 'https://app.test/back' } } },
      },
    });
    const { id } = (await created.json()) as { id: string };
    sim.paypal.approve(id);
    const capture = await call(sim, `/paypal/v2/checkout/orders/${id}/capture`, { headers: auth, json: {} });
    const body = (await capture.json()) as {
      purchase_units: Array<{ payments: { captures: Array<{ id: string }> } }>;
    };
    return { auth, orderId: id, captureId: body.purchase_units[0]!.payments.captures[0]!.id };
  }

  const verify = (
    sim: PaymentSimulator,
    auth: Record<string, string>,
    d: Delivery,
    webhookId = TEST_CREDENTIALS.paypal.webhookId,
  ) =>
    call(sim, '/paypal/v1/notifications/verify-webhook-signature', {
      headers: auth,
      body: `{"auth_algo":"${d.headers.get('paypal-auth-algo')}","cert_url":"${d.headers.get('paypal-cert-url')}","transmission_id":"${d.headers.get('paypal-transmission-id')}","transmission_sig":"${d.headers.get('paypal-transmission-sig')}","transmission_time":"${d.headers.get('paypal-transmission-time')}","webhook_id":"${webhookId}","webhook_event":${d.body}}`,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  it('refunds a capture once and sends PAYMENT.CAPTURE.REFUNDED, which verifies only as sent', async () => {
    const { sim, deliveries } = withHooks();
    const { auth, orderId, captureId } = await captured(sim);
    const res = await call(sim, `/paypal/v2/payments/captures/${captureId}/refund`, {
      headers: auth,
      json: {},
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'COMPLETED', amount: { value: '71.00' } });
    expect(sim.paypal.order(orderId)?.capture?.status).toBe('REFUNDED');
    await sim.settle();
    const hook = deliveries.at(-1)!;
    expect(hook.url).toBe(HOOKS.paypal);
    expect(event(hook)).toMatchObject({ event_type: 'PAYMENT.CAPTURE.REFUNDED', resource_type: 'refund' });

    expect(await verify(sim, auth, hook)).toEqual({ status: 200, body: { verification_status: 'SUCCESS' } });
    const edited = { ...hook, body: hook.body.replace('71.00', '1.00') };
    expect((await verify(sim, auth, edited)).body).toEqual({ verification_status: 'FAILURE' });
    expect((await verify(sim, auth, hook, 'OTHERWEBHOOK')).body).toEqual({ verification_status: 'FAILURE' });
    const noToken = await call(sim, '/paypal/v1/notifications/verify-webhook-signature', { json: {} });
    expect(noToken.status).toBe(401);

    const again = await call(sim, `/paypal/v2/payments/captures/${captureId}/refund`, {
      headers: auth,
      json: {},
    });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] });
  });

  it('the dashboard opens and resolves disputes with the webhooks PayPal sends', async () => {
    const { sim, deliveries } = withHooks();
    const { captureId } = await captured(sim);
    expect(await (await call(sim, '/paypal/dashboard')).text()).toContain(captureId);
    expect(
      (await call(sim, '/paypal/dashboard', { form: { capture_id: captureId, action: 'dispute' } })).status,
    ).toBe(303);
    expect(
      (await call(sim, '/paypal/dashboard', { form: { capture_id: captureId, action: 'lost' } })).status,
    ).toBe(303);
    await sim.settle();
    const [opened, resolved] = deliveries.map(event);
    expect(opened).toMatchObject({
      event_type: 'CUSTOMER.DISPUTE.CREATED',
      resource: { status: 'OPEN', disputed_transactions: [{ seller_transaction_id: captureId }] },
    });
    expect(resolved).toMatchObject({
      event_type: 'CUSTOMER.DISPUTE.RESOLVED',
      resource: { dispute_outcome: { outcome_code: 'RESOLVED_BUYER_FAVOUR' } },
    });
  });
});

describe('PhonePe simulator: refunds', () => {
  const { merchantId, saltKey, saltIndex } = TEST_CREDENTIALS.phonepe;
  const xVerify = (data: string) =>
    `${createHash('sha256')
      .update(data + saltKey)
      .digest('hex')}###${saltIndex}`;
  const signed = (path: string, payload: Record<string, unknown>, checksum?: string) => {
    const request = Buffer.from(JSON.stringify(payload)).toString('base64');
    return { headers: { 'x-verify': checksum ?? xVerify(`${request}${path}`) }, json: { request } };
  };

  async function paid(sim: PaymentSimulator) {
    await call(
      sim,
      '/phonepe/pg/v1/pay',
      signed('/pg/v1/pay', {
        merchantId,
        merchantTransactionId: 'MT1',
        merchantUserId: 'uid1',
        amount: 592_900,
        redirectUrl: 'https://app.test/back',
        callbackUrl: HOOKS.phonepe,
        paymentInstrument: { type: 'PAY_PAGE' },
      }),
    );
    sim.phonepe.complete('MT1', 'success');
  }
  const refund = (overrides: Record<string, unknown> = {}) => ({
    merchantId,
    merchantUserId: 'uid1',
    originalTransactionId: 'MT1',
    merchantTransactionId: 'RMT1',
    amount: 592_900,
    callbackUrl: HOOKS.phonepe,
    ...overrides,
  });

  it('refunds through POST /pg/v1/refund with its checksum, once, and posts the refund callback', async () => {
    const { sim, deliveries } = withHooks();
    await paid(sim);
    const forged = await call(
      sim,
      '/phonepe/pg/v1/refund',
      signed('/pg/v1/refund', refund(), `${'0'.repeat(64)}###1`),
    );
    expect(forged.status).toBe(401);

    const res = await call(sim, '/phonepe/pg/v1/refund', signed('/pg/v1/refund', refund()));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      code: 'PAYMENT_SUCCESS',
      data: { merchantTransactionId: 'RMT1', amount: 592_900, state: 'COMPLETED' },
    });
    await sim.settle();
    const hook = deliveries.at(-1)!;
    const response = (JSON.parse(hook.body) as { response: string }).response;
    expect(hook.headers.get('x-verify')).toBe(xVerify(response));
    expect(JSON.parse(Buffer.from(response, 'base64').toString())).toMatchObject({
      data: { merchantTransactionId: 'RMT1', state: 'COMPLETED' },
    });

    const duplicate = await call(sim, '/phonepe/pg/v1/refund', signed('/pg/v1/refund', refund()));
    expect(await duplicate.json()).toMatchObject({ success: false, code: 'DUPLICATE_TXN_REQUEST' });
    const excess = await call(
      sim,
      '/phonepe/pg/v1/refund',
      signed('/pg/v1/refund', refund({ merchantTransactionId: 'RMT1B', amount: 100 })),
    );
    expect(await excess.json()).toMatchObject({ success: false, code: 'EXCESS_REFUND_AMOUNT' });
  });

  it('the dashboard’s Refund refunds the payment under the id R + its id', async () => {
    const { sim, deliveries } = withHooks();
    await paid(sim);
    expect(await (await call(sim, '/phonepe/dashboard')).text()).toContain('value="refund">Refund<');
    const res = await call(sim, '/phonepe/dashboard', {
      form: { merchant_transaction_id: 'MT1', action: 'refund' },
    });
    expect(res.status).toBe(303);
    await sim.settle();
    const response = (JSON.parse(deliveries.at(-1)!.body) as { response: string }).response;
    expect(JSON.parse(Buffer.from(response, 'base64').toString())).toMatchObject({
      code: 'PAYMENT_SUCCESS',
      data: { merchantTransactionId: 'RMT1', amount: 592_900 },
    });
    expect(await (await call(sim, '/phonepe/dashboard')).text()).not.toContain('value="refund">Refund<');
  });
});
