/**
 * The local host's document routes refuse field names that reach a prototype before any other
 * work (issue 17): with no token, a write naming `__proto__` changes nothing in the process.
 */
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineHandler } from '../../functions/src/handlers/ports';
import { call, startTestBackend, TEST_PROJECT_ID, type TestBackend } from '../testing/test-backend';

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
