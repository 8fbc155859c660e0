import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { basic, call, createTestSim, TEST_CREDENTIALS } from './sim-test-utils';
import type { PaymentSimulator } from './simulator';

const { keyId, keySecret, webhookSecret } = TEST_CREDENTIALS.razorpay;
const auth = { authorization: basic(keyId, keySecret) };
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
const WEBHOOK = 'http://backend.test/demo/us-central1/razorpayWebhook';

async function createOrder(sim: PaymentSimulator, amount = 592_900) {
  const res = await call(sim, '/razorpay/v1/orders', {
    headers: auth,
    json: { amount, currency: 'INR', receipt: 'rcpt-1', notes: { planId: 'pro-3-months' } },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; amount: number; status: string };
}

describe('Razorpay simulator', () => {
  it('creates orders behind Basic auth and validates them like Razorpay', async () => {
    const { sim } = createTestSim();
    const denied = await call(sim, '/razorpay/v1/orders', {
      headers: { authorization: basic(keyId, 'x') },
      json: {},
    });
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
    });

    const order = await createOrder(sim);
    expect(order).toMatchObject({
      entity: 'order',
      amount: 592_900,
      amount_paid: 0,
      amount_due: 592_900,
      currency: 'INR',
    });
    expect(order).toMatchObject({
      receipt: 'rcpt-1',
      status: 'created',
      attempts: 0,
      notes: { planId: 'pro-3-months' },
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);

    const small = await call(sim, '/razorpay/v1/orders', {
      headers: auth,
      json: { amount: 99, currency: 'INR' },
    });
    expect(small.status).toBe(400);
    expect(await small.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR', field: 'amount' } });
    const read = await call(sim, `/razorpay/v1/orders/${order.id}`, { headers: auth });
    expect(await read.json()).toMatchObject({ id: order.id, status: 'created' });
    const missing = await call(sim, '/razorpay/v1/payments/pay_doesnotexist00', { headers: auth });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { description: 'The id provided does not exist' } });
  });

  it('pays through the checkout page with a signature that verifies independently', async () => {
    const { sim } = createTestSim();
    const order = await createOrder(sim);
    const res = await call(sim, '/razorpay/checkout/pay', {
      form: { order_id: order.id, key_id: keyId, action: 'approve' },
    });
    expect(res.status).toBe(200);
    const page = await res.text();
    const message = JSON.parse(/var m=(\{.*?\});/s.exec(page)![1]!) as Record<string, string>;
    expect(message).toMatchObject({
      source: 'razorpay-simulator',
      type: 'success',
      razorpay_order_id: order.id,
    });
    expect(message.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(message.razorpay_signature).toBe(hmac(keySecret, `${order.id}|${message.razorpay_payment_id}`));

    const payment = await call(sim, `/razorpay/v1/payments/${message.razorpay_payment_id}`, {
      headers: auth,
    });
    expect(await payment.json()).toMatchObject({
      entity: 'payment',
      amount: 592_900,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      method: 'upi',
      error_code: null,
    });
    const paid = await call(sim, `/razorpay/v1/orders/${order.id}`, { headers: auth });
    expect(await paid.json()).toMatchObject({
      status: 'paid',
      amount_paid: 592_900,
      amount_due: 0,
      attempts: 1,
    });
  });

  it('matches the known HMAC-SHA256 vector and the control signatures', () => {
    expect(hmac('123456', '{"a":1,"b":2,"c":{"d":3}}')).toBe(
      '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
    );
    const { sim } = createTestSim();
    expect(sim.razorpay.sign('order_A', 'pay_B')).toBe(hmac(keySecret, 'order_A|pay_B'));
  });

  it('records failed payments and tampered amounts', async () => {
    const { sim } = createTestSim();
    const order = await createOrder(sim);
    const failed = sim.razorpay.pay(order.id, { fail: true });
    expect(sim.razorpay.payment(failed.paymentId)).toMatchObject({
      status: 'failed',
      captured: false,
      error_reason: 'payment_failed',
    });
    const cheap = sim.razorpay.pay(order.id, { amount: 100 });
    expect(sim.razorpay.payment(cheap.paymentId)).toMatchObject({ status: 'captured', amount: 100 });
  });

  it('captures authorized payments only with the authorized amount', async () => {
    const { sim } = createTestSim();
    const order = await createOrder(sim);
    const { paymentId } = sim.razorpay.pay(order.id, { capture: false });
    const path = `/razorpay/v1/payments/${paymentId}/capture`;
    expect((await call(sim, path, { headers: auth, json: { amount: 100, currency: 'INR' } })).status).toBe(
      400,
    );
    const ok = await call(sim, path, { headers: auth, json: { amount: 592_900, currency: 'INR' } });
    expect(await ok.json()).toMatchObject({ status: 'captured', captured: true });
    const twice = await call(sim, path, { headers: auth, json: { amount: 592_900, currency: 'INR' } });
    expect(await twice.json()).toMatchObject({
      error: { description: 'This payment has already been captured' },
    });
  });

  it('delivers payment.captured webhooks signed over the exact raw body, without blocking', async () => {
    const { sim, deliveries } = createTestSim({ webhooks: { razorpay: WEBHOOK } });
    const order = await createOrder(sim);
    const { paymentId } = sim.razorpay.pay(order.id);
    await sim.settle();
    expect(deliveries).toHaveLength(1);
    const [d] = deliveries;
    expect(d!.url).toBe(WEBHOOK);
    expect(d!.headers.get('x-razorpay-signature')).toBe(hmac(webhookSecret, d!.body));
    expect(d!.headers.get('x-razorpay-event-id')).toMatch(/^[A-Za-z0-9]{14}$/);
    expect(JSON.parse(d!.body)).toMatchObject({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { id: paymentId, order_id: order.id, status: 'captured' } } },
    });
    expect(sim.razorpay.webhookBody(paymentId)).toEqual({
      body: d!.body,
      signature: hmac(webhookSecret, d!.body),
    });
  });

  it('logs and ignores a failing webhook receiver', async () => {
    const failing = (async () => {
      throw new Error('connection refused');
    }) as typeof fetch;
    const { sim, logs } = createTestSim({ webhooks: { razorpay: () => WEBHOOK }, fetch: failing });
    sim.razorpay.pay((await createOrder(sim)).id);
    await sim.settle();
    expect(logs.join('\n')).toContain('connection refused');
  });
});
