import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { defineWebhook, ok, type WebhookRequest } from '../../functions/src/handlers/webhook';
import type { HandlerDeps } from '../../functions/src/handlers/ports';
import { registerWebhookRoutes } from './webhook-routes';

describe('webhook routes', () => {
  it('hand the exact raw body and lower-case headers to the webhook, beside the callable route', async () => {
    const seen: WebhookRequest[] = [];
    const hook = defineWebhook({
      name: 'testWebhook',
      run: async (_deps, req) => {
        seen.push(req);
        return ok({ got: req.rawBody.length });
      },
    });
    const app = Fastify();
    await registerWebhookRoutes(app, {
      projectId: 'demo-x',
      webhooks: [hook],
      handlerDeps: {} as HandlerDeps,
      logError: () => {},
    });
    app.post('/:projectId/:region/:name', async (req) => ({
      callable: (req.params as { name: string }).name,
      body: req.body,
    }));

    // Spacing and key order matter to a signature: the body must arrive byte for byte.
    const body = '{ "b":2,  "a":1 }';
    const res = await app.inject({
      method: 'POST',
      url: '/demo-x/us-central1/testWebhook',
      headers: { 'content-type': 'application/json', 'X-Razorpay-Signature': 'abc' },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, got: body.length });
    expect(seen[0]!.rawBody).toBe(body);
    expect(seen[0]!.headers['x-razorpay-signature']).toBe('abc');

    // Other names still reach the callable route, with JSON parsed as before.
    const other = await app.inject({
      method: 'POST',
      url: '/demo-x/us-central1/syncUser',
      payload: { data: { a: 1 } },
    });
    expect(other.json()).toEqual({ callable: 'syncUser', body: { data: { a: 1 } } });
    await app.close();
  });

  it('answers 500 when the webhook throws, so the provider retries', async () => {
    const app = Fastify();
    await registerWebhookRoutes(app, {
      projectId: 'demo-x',
      webhooks: [defineWebhook({ name: 'boom', run: async () => Promise.reject(new Error('db down')) })],
      handlerDeps: {} as HandlerDeps,
      logError: () => {},
    });
    const res = await app.inject({ method: 'POST', url: '/demo-x/us-central1/boom', payload: '{}' });
    expect(res.statusCode).toBe(500);
    await app.close();
  });
});
