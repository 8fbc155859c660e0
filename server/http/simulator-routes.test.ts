import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSimulatorCredentials } from '../../functions/src/payments/simulator/credentials';
import { createPaymentSimulator } from '../../functions/src/payments/simulator/simulator';
import { registerSimulatorRoutes } from './simulator-routes';

const credentials = generateSimulatorCredentials();
const { keyId, keySecret } = credentials.razorpay;
const basic = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
const sim = createPaymentSimulator({ baseUrl: () => 'http://127.0.0.1:8787/sim', credentials });
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await registerSimulatorRoutes(app, sim);
  // The callable route shape of the real app must not swallow /sim/{provider}/{page}, and the
  // app's own JSON parsing must be untouched outside /sim.
  app.post('/:projectId/:region/:name', async (req) => ({ parsed: req.body }));
  await app.ready();
});
afterAll(() => app.close());

describe('simulator routes', () => {
  it('passes raw JSON and form bodies through and sends status, headers and body back', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/sim/razorpay/v1/orders',
      headers: { authorization: basic, 'content-type': 'application/json', host: '127.0.0.1:8787' },
      payload: '{"amount":592900,"currency":"INR","receipt":"r1"}',
    });
    expect(created.statusCode).toBe(200);
    expect(created.headers['content-type']).toContain('application/json');
    const order = created.json<{ id: string; amount: number }>();
    expect(order.amount).toBe(592_900);

    const page = await app.inject({
      method: 'POST',
      url: '/sim/razorpay/checkout/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order_id=${order.id}&key_id=${keyId}&action=approve`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('"type":"success"');
  });

  it('carries Basic auth, form bodies and 303 redirects through a PayPal approval', async () => {
    const paypal = credentials.paypal;
    const token = await app.inject({
      method: 'POST',
      url: '/sim/paypal/v1/oauth2/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    const bearer = token.json<{ access_token: string }>().access_token;
    const created = await app.inject({
      method: 'POST',
      url: '/sim/paypal/v2/checkout/orders',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      payload: {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'USD', value: '71.00' } }],
        payment_source: {
          paypal: { experience_context: { return_url: 'http://app.test/cb?provider=paypal' } },
        },
      },
    });
    const { id, links } = created.json<{ id: string; links: Array<{ rel: string; href: string }> }>();
    expect(links.find((l) => l.rel === 'payer-action')?.href).toBe(
      `http://127.0.0.1:8787/sim/paypal/checkoutnow?token=${id}`,
    );
    const approved = await app.inject({
      method: 'POST',
      url: '/sim/paypal/checkoutnow',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${id}&action=approve`,
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toMatch(
      new RegExp(`^http://app\\.test/cb\\?provider=paypal&token=${id}&PayerID=[A-Z0-9]{13}$`),
    );
  });

  it('answers pages, redirects and unknown paths', async () => {
    const js = await app.inject({ method: 'GET', url: '/sim/razorpay/v1/checkout.js' });
    expect(js.headers['content-type']).toContain('application/javascript');
    expect(js.body).toContain('window.Razorpay = Razorpay');
    const cancel = await app.inject({
      method: 'POST',
      url: '/sim/paypal/checkoutnow',
      headers: { 'content-type': 'text/plain' },
      payload: 'token=NOPE&action=cancel',
    });
    expect(cancel.statusCode).toBe(404);
    const missing = await app.inject({ method: 'GET', url: '/sim/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
    const outside = await app.inject({ method: 'POST', url: '/p/r/fn', payload: { data: 1 } });
    expect(outside.json()).toEqual({ parsed: { data: 1 } });
  });
});
