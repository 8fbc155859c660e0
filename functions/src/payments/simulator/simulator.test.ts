import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { basic, call, createTestSim, TEST_CREDENTIALS } from './sim-test-utils';
import { createPaymentSimulator } from './simulator';

const { keyId, keySecret } = TEST_CREDENTIALS.razorpay;

const frameMessage = (page: string) =>
  JSON.parse(/var m=(\{.*?\});/s.exec(page)![1]!) as Record<string, unknown>;

describe('payment simulator', () => {
  it('answers unknown paths with 404 JSON, inside and outside its base path', async () => {
    const { sim } = createTestSim();
    for (const url of [
      'http://sim.test/sim/nope/x',
      'http://sim.test/sim/paypal/v9/x',
      'http://sim.test/other/paypal',
    ]) {
      const res = await sim.handle(new Request(url));
      expect(res.status, url).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('follows a base URL that is only known later, and prefixes ids', async () => {
    let base = '';
    const sim = createPaymentSimulator({
      baseUrl: () => base,
      credentials: TEST_CREDENTIALS,
      idPrefix: 'p7',
    });
    base = 'http://127.0.0.1:9999/sim/';
    const res = await sim.handle(
      new Request('http://127.0.0.1:9999/sim/razorpay/v1/orders', {
        method: 'POST',
        headers: { authorization: basic(keyId, keySecret), 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 100, currency: 'INR' }),
      }),
    );
    expect(((await res.json()) as { id: string }).id).toMatch(/^order_p7[A-Za-z0-9]{12}$/);
  });

  it('tells checkout.js about a failed or cancelled payment from the frame', async () => {
    const { sim } = createTestSim();
    const created = await call(sim, '/razorpay/v1/orders', {
      headers: { authorization: basic(keyId, keySecret) },
      json: { amount: 5000, currency: 'INR' },
    });
    const orderId = ((await created.json()) as { id: string }).id;
    const act = async (action: string) =>
      frameMessage(
        await (
          await call(sim, '/razorpay/checkout/pay', { form: { order_id: orderId, key_id: keyId, action } })
        ).text(),
      );
    expect(await act('cancel')).toEqual({ source: 'razorpay-simulator', type: 'dismiss' });
    const failed = await act('fail');
    expect(failed).toMatchObject({
      type: 'failed',
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: orderId },
      },
    });
    const paymentId = (failed.error as { metadata: { payment_id: string } }).metadata.payment_id;
    expect(sim.razorpay.payment(paymentId)?.status).toBe('failed');
    expect(await act('approve')).toMatchObject({ type: 'success', razorpay_order_id: orderId });
    const again = await call(sim, `/razorpay/checkout/pay?order_id=${orderId}&key_id=${keyId}`);
    expect(again.status).toBe(409);
  });

  it('settles with nothing in flight and after slow deliveries', async () => {
    let release = () => {};
    const slow = (() =>
      new Promise<Response>(
        (resolve) => (release = () => resolve(new Response('', { status: 500 }))),
      )) as typeof fetch;
    const { sim, logs } = createTestSim({ fetch: slow, webhooks: { phonepe: 'http://hook.test/p' } });
    await sim.settle();
    const { merchantId, saltKey } = TEST_CREDENTIALS.phonepe;
    const payload = {
      merchantId,
      merchantTransactionId: 'MTS',
      merchantUserId: 'u',
      amount: 100,
      redirectUrl: 'http://a.test/',
      callbackUrl: 'http://a.test/cb',
      paymentInstrument: { type: 'PAY_PAGE' },
    };
    const request = Buffer.from(JSON.stringify(payload)).toString('base64');
    const xVerify = `${createHash('sha256').update(`${request}/pg/v1/pay${saltKey}`).digest('hex')}###1`;
    await call(sim, '/phonepe/pg/v1/pay', { headers: { 'x-verify': xVerify }, json: { request } });
    sim.phonepe.complete('MTS', 'success');
    let settled = false;
    const waiting = sim.settle().then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    release();
    await waiting;
    expect(logs.join('\n')).toContain('HTTP 500');
  });
});
