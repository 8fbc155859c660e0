import { describe, expect, it } from 'vitest';
import { basic, call, createTestSim, TEST_CREDENTIALS } from './sim-test-utils';
import type { PaymentSimulator } from './simulator';

const { clientId, clientSecret } = TEST_CREDENTIALS.paypal;
const RETURN = 'https://app.test/payment-callback?provider=paypal';
const CANCEL = 'https://app.test/payment-callback?provider=paypal&status=CANCELLED';

async function token(sim: PaymentSimulator): Promise<string> {
  const res = await call(sim, '/paypal/v1/oauth2/token', {
    headers: { authorization: basic(clientId, clientSecret) },
    form: { grant_type: 'client_credentials' },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; token_type: string; expires_in: number };
  expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 32400 });
  return body.access_token;
}

const orderBody = (overrides: Record<string, unknown> = {}) => ({
  intent: 'CAPTURE',
  purchase_units: [
    {
      reference_id: 'pro-3-months',
      custom_id: 'uid-1',
      description: 'Pro — 3 months',
      amount: { currency_code: 'USD', value: '71.00' },
    },
  ],
  payment_source: {
    paypal: {
      experience_context: {
        return_url: RETURN,
        cancel_url: CANCEL,
        user_action: 'PAY_NOW',
        brand_name: 'JobKit',
      },
    },
  },
  ...overrides,
});

async function createOrder(sim: PaymentSimulator, bearer: string) {
  const res = await call(sim, '/paypal/v2/checkout/orders', {
    headers: { authorization: `Bearer ${bearer}` },
    json: orderBody(),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; status: string; links: Array<{ href: string; rel: string }> };
}

const page = (sim: PaymentSimulator, id: string, action: string) =>
  call(sim, '/paypal/checkoutnow', { form: { token: id, action } });
const capture = (sim: PaymentSimulator, bearer: string, id: string) =>
  call(sim, `/paypal/v2/checkout/orders/${id}/capture`, {
    headers: { authorization: `Bearer ${bearer}` },
    json: {},
  });

describe('PayPal simulator', () => {
  it('issues tokens for the test client only and requires them on /v2', async () => {
    const { sim } = createTestSim();
    const bad = await call(sim, '/paypal/v1/oauth2/token', {
      headers: { authorization: basic(clientId, 'wrong') },
      form: { grant_type: 'client_credentials' },
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Client Authentication failed',
    });
    const anonymous = await call(sim, '/paypal/v2/checkout/orders', { json: orderBody() });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });
    const forged = await call(sim, '/paypal/v2/checkout/orders', {
      headers: { authorization: 'Bearer nope' },
      json: orderBody(),
    });
    expect(forged.status).toBe(401);
    expect(await token(sim)).toMatch(/^A21AA/);
  });

  it('creates, approves on the page, captures COMPLETED with the amount, and refuses a second capture', async () => {
    const { sim } = createTestSim();
    const bearer = await token(sim);
    const order = await createOrder(sim, bearer);
    expect(order.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(order.status).toBe('PAYER_ACTION_REQUIRED');
    const payerAction = order.links.find((l) => l.rel === 'payer-action')!.href;
    expect(payerAction).toBe(`http://sim.test/sim/paypal/checkoutnow?token=${order.id}`);

    const early = await capture(sim, bearer, order.id);
    expect(early.status).toBe(422);
    expect(await early.json()).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
    });

    const approved = await page(sim, order.id, 'approve');
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location')!);
    expect(back.searchParams.get('provider')).toBe('paypal');
    expect(back.searchParams.get('token')).toBe(order.id);
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);

    const done = await capture(sim, bearer, order.id);
    expect(done.status).toBe(201);
    expect(await done.json()).toMatchObject({
      id: order.id,
      status: 'COMPLETED',
      payer: { payer_id: back.searchParams.get('PayerID') },
      purchase_units: [
        {
          reference_id: 'pro-3-months',
          payments: {
            captures: [
              { status: 'COMPLETED', amount: { currency_code: 'USD', value: '71.00' }, final_capture: true },
            ],
          },
        },
      ],
    });
    const again = await capture(sim, bearer, order.id);
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });

    const read = await call(sim, `/paypal/v2/checkout/orders/${order.id}`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(await read.json()).toMatchObject({
      status: 'COMPLETED',
      purchase_units: [{ custom_id: 'uid-1', amount: { value: '71.00' } }],
    });
  });

  it('declines the instrument at capture after Fail, and reports a tampered capture amount', async () => {
    const { sim } = createTestSim();
    const bearer = await token(sim);
    const declined = await createOrder(sim, bearer);
    expect((await page(sim, declined.id, 'fail')).status).toBe(303);
    const res = await capture(sim, bearer, declined.id);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ details: [{ issue: 'INSTRUMENT_DECLINED' }] });

    const cheap = await createOrder(sim, bearer);
    sim.paypal.approve(cheap.id);
    sim.paypal.setCaptureAmount(cheap.id, '1.00');
    const body = (await (await capture(sim, bearer, cheap.id)).json()) as Record<string, never>;
    expect(JSON.stringify(body)).toContain('"value":"1.00"');
    expect(sim.paypal.order(cheap.id)?.status).toBe('COMPLETED');
  });

  it('cancels back to cancel_url keeping its query, and leaves the order unapproved', async () => {
    const { sim } = createTestSim();
    const order = await createOrder(sim, await token(sim));
    const res = await page(sim, order.id, 'cancel');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${CANCEL}&token=${order.id}`);
    expect(sim.paypal.order(order.id)?.status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('validates the order like PayPal and 404s unknown orders', async () => {
    const { sim } = createTestSim();
    const bearer = await token(sim);
    const auth = { authorization: `Bearer ${bearer}` };
    const noAmount = orderBody({ purchase_units: [{ reference_id: 'x' }] });
    const res = await call(sim, '/paypal/v2/checkout/orders', { headers: auth, json: noAmount });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }],
    });
    const noReturn = orderBody({ payment_source: { paypal: { experience_context: {} } } });
    expect((await call(sim, '/paypal/v2/checkout/orders', { headers: auth, json: noReturn })).status).toBe(
      400,
    );
    const unknown = await capture(sim, bearer, 'NOSUCHORDER000000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });
  });

  it('answers a retried create with the same PayPal-Request-Id with the first order', async () => {
    const { sim } = createTestSim();
    const headers = { authorization: `Bearer ${await token(sim)}`, 'paypal-request-id': 'req-1' };
    const a = (await (
      await call(sim, '/paypal/v2/checkout/orders', { headers, json: orderBody() })
    ).json()) as { id: string };
    const b = (await (
      await call(sim, '/paypal/v2/checkout/orders', { headers, json: orderBody() })
    ).json()) as { id: string };
    expect(b.id).toBe(a.id);
  });
});
