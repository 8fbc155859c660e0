/**
 * The local host's document routes refuse field names that reach a prototype before any other
 * work (issue 17): with no token, a write naming `__proto__` changes nothing in the process.
 * New documents in the collections anyone may add to are limited per client address.
 */
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineHandler } from '../../functions/src/handlers/ports';
import { call, startTestBackend, TEST_PROJECT_ID, type TestBackend } from '../testing/test-backend';
import { ANONYMOUS_CREATE_LIMITS, createCreateLimiter, TOO_MANY_CREATES_MESSAGE } from './create-limits';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({
    handlers: [
      defineHandler({
        name: 'strictEcho',
        access: 'public',
        input: z.object({ text: z.string() }).strict(),
        run: async (_deps, _ctx, input) => input.text,
      }),
    ],
  });
  // A published post: anyone may read it, so an update to it reaches the write step.
  await backend.store.set('blogs/open', { type: 'blog', status: 'published', title: 'Open' });
});
afterAll(() => backend?.stop());

describe('document writes on the local host', () => {
  it('refuses __proto__, constructor and prototype in paths and keys, without a token', async () => {
    // Dotted paths reach the store's write step, which refuses them.
    for (const path of ['__proto__.polluted', 'title.constructor.prototype.polluted']) {
      const res = await call(backend.url, 'PATCH', '/v1/docs/blogs/open', { json: { [path]: 'yes' } });
      expect(res.status, path).toBe(400);
      expect(res.body.error.message).toMatch(/is not allowed/);
    }
    // A "__proto__" key in the body is refused by the JSON reader before that.
    for (const [method, route, body] of [
      ['PUT', '/v1/docs/blogs/open?merge=true', '{"__proto__": {"polluted": "yes"}}'],
      ['POST', '/v1/docs/ideas', '{"text": "x", "meta": {"__proto__": {"polluted": "yes"}}}'],
    ] as const) {
      const res = await fetch(`${backend.url}${route}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status, route).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await backend.store.get('blogs/open'))?.data).toEqual({
      type: 'blog',
      status: 'published',
      title: 'Open',
    });
    // Strict-schema callables still work afterwards.
    const echo = await call(backend.url, 'POST', `/${TEST_PROJECT_ID}/us-central1/strictEcho`, {
      json: { data: { text: 'still fine' } },
    });
    expect(echo).toEqual({ status: 200, body: { result: 'still fine' } });
  });
});

describe('new documents anyone may add', () => {
  const idea = (n: number) => ({
    name: 'Jane',
    email: 'jane@example.test',
    idea: `Idea number ${n}, long enough to send.`,
    userId: null,
    createdAt: { __op: 'serverTime' },
  });

  it(`accepts ${ANONYMOUS_CREATE_LIMITS.ideas!.points} ideas from one address in a window, then refuses with 429`, async () => {
    const { points } = ANONYMOUS_CREATE_LIMITS.ideas!;
    for (let n = 0; n < points; n++) {
      const res = await call(backend.url, 'POST', '/v1/docs/ideas', { json: idea(n) });
      expect(res.status, `idea ${n}`).toBe(200);
    }
    const over = await call(backend.url, 'POST', '/v1/docs/ideas', { json: idea(points) });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(TOO_MANY_CREATES_MESSAGE);
    const stored = await backend.store.query({ collection: 'ideas' });
    expect(stored).toHaveLength(points);
    // The newsletter box has its own count.
    const signUp = await call(backend.url, 'POST', '/v1/docs/newsletterSubscribers', {
      json: { email: 'jane@example.test', source: 'blog', createdAt: { __op: 'serverTime' } },
    });
    expect(signUp.status).toBe(200);
  });

  it('does not count writes the rules refuse', async () => {
    const limiter = createCreateLimiter({ ideas: { points: 1, windowSeconds: 600 } });
    await limiter.take('ideas', 'a');
    await expect(limiter.take('ideas', 'a')).rejects.toMatchObject({ httpStatus: 429 });
    await expect(limiter.take('ideas', 'b')).resolves.toBeUndefined();
    await expect(limiter.take('blogs', 'a')).resolves.toBeUndefined();
    const refused = await call(backend.url, 'POST', '/v1/docs/newsletterSubscribers', {
      json: { email: 'not an address', source: 'blog', createdAt: { __op: 'serverTime' } },
    });
    expect(refused.status).toBe(403);
  });
});
