import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineHandler, HandlerError } from '../../functions/src/handlers/ports';
import type { AnyHandlerDef } from '../../functions/src/handlers/registry';
import { signUpEmail, uniqueEmail, type TestAccount } from '../../tests/support/emulator-accounts';
import {
  call,
  createAdminAccount,
  startTestBackend,
  TEST_PROJECT_ID,
  type TestBackend,
} from '../testing/test-backend';

const handlers: AnyHandlerDef[] = [
  defineHandler({
    name: 'echo',
    access: 'user',
    input: z.object({ text: z.string().min(1, 'Text is required.') }).strict(),
    run: async (_deps, ctx, input) => ({ text: input.text, uid: ctx.uid, tz: ctx.tz, at: new Date(0) }),
  }),
  defineHandler({
    name: 'ping',
    access: 'public',
    input: z.unknown(),
    run: async (deps, ctx) => ({ uid: ctx.uid, admin: ctx.admin, adminEmail: deps.config.adminEmail }),
  }),
  defineHandler({ name: 'adminOnly', access: 'admin', input: z.object({}), run: async () => 'ok' }),
  defineHandler({
    name: 'limited',
    access: 'public',
    input: z.object({}),
    run: async () => {
      throw new HandlerError('resource-exhausted', 'Daily limit reached.');
    },
  }),
  defineHandler({
    name: 'broken',
    access: 'public',
    input: z.object({}),
    run: async () => {
      throw new Error('secret internals');
    },
  }),
  defineHandler({
    name: 'writes',
    access: 'user',
    input: z.object({}),
    run: async (deps, ctx) => {
      await deps.store.set(`users/${ctx.uid}`, { uid: ctx.uid, at: deps.clock.now() });
      return (await deps.files.save(`generated/${ctx.uid}.txt`, new TextEncoder().encode('hi'), 'text/plain'))
        .url;
    },
  }),
];

let backend: TestBackend;
let user: TestAccount;
let admin: TestAccount;
const logged: unknown[] = [];
const fn = (name: string, project = TEST_PROJECT_ID) => `/${project}/us-central1/${name}`;

beforeAll(async () => {
  backend = await startTestBackend({
    handlers,
    logError: (e) => logged.push(e),
    appUrls: ['http://127.0.0.1:5173'],
  });
  user = await signUpEmail(uniqueEmail('caller'));
  admin = await createAdminAccount();
});
afterAll(() => backend?.stop());

describe('callable protocol', () => {
  it('answers CORS preflight for callables and file routes', async () => {
    for (const route of [fn('echo'), '/v1/files/uploads/a/b']) {
      const res = await fetch(`${backend.url}${route}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.status, route).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
      expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    }
  });

  it('answers no other page: CORS names none, and its calls are refused before any work', async () => {
    const evil = { origin: 'https://evil.example' };
    const preflight = await fetch(`${backend.url}${fn('ping')}`, {
      method: 'OPTIONS',
      headers: { ...evil, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // A "simple" request needs no preflight: the host itself refuses it.
    const before = (await backend.store.get(`users/${user.uid}`))?.data ?? null;
    for (const [method, route, json] of [
      ['POST', fn('ping'), { data: {} }],
      ['POST', fn('writes'), { data: {} }],
      ['GET', '/v1/files/blog/x.png', undefined],
    ] as const) {
      const res = await call(backend.url, method, route, { token: user.idToken, json, headers: evil });
      expect(res.status, route).toBe(403);
      expect(res.body.error.message).toBe('Calls from https://evil.example are not allowed.');
    }
    expect((await backend.store.get(`users/${user.uid}`))?.data ?? null).toEqual(before);
    // The app under its other loopback name may call.
    const ok = await call(backend.url, 'POST', fn('ping'), {
      json: { data: {} },
      headers: { origin: 'http://localhost:5173' },
    });
    expect(ok.status).toBe(200);
  });

  it('runs a handler with the verified caller and the time zone the input carries, and JSON-encodes the result', async () => {
    const res = await call(backend.url, 'POST', fn('echo'), {
      token: user.idToken,
      json: { data: { text: 'hi', __tz: 'Asia/Kolkata' } },
    });
    expect(res).toEqual({
      status: 200,
      body: { result: { text: 'hi', uid: user.uid, tz: 'Asia/Kolkata', at: '1970-01-01T00:00:00.000Z' } },
    });
  });

  it('maps failures to the callable error statuses', async () => {
    const cases: Array<[string, string | null, unknown, number, string]> = [
      [fn('nope'), user.idToken, {}, 404, 'NOT_FOUND'],
      [fn('echo', 'other-project'), user.idToken, { text: 'x' }, 404, 'NOT_FOUND'],
      [fn('echo'), null, { text: 'x' }, 401, 'UNAUTHENTICATED'],
      [fn('echo'), 'garbage', { text: 'x' }, 401, 'UNAUTHENTICATED'],
      [fn('echo'), user.idToken, { text: '' }, 400, 'INVALID_ARGUMENT'],
      [fn('echo'), user.idToken, { text: 'x', extra: 1 }, 400, 'INVALID_ARGUMENT'],
      [fn('adminOnly'), user.idToken, {}, 403, 'PERMISSION_DENIED'],
      [fn('limited'), null, {}, 429, 'RESOURCE_EXHAUSTED'],
      [fn('broken'), null, {}, 500, 'INTERNAL'],
    ];
    for (const [route, token, data, status, name] of cases) {
      const res = await call(backend.url, 'POST', route, { token, json: { data } });
      expect([route, res.status, res.body?.error?.status], JSON.stringify(res.body)).toEqual([
        route,
        status,
        name,
      ]);
    }
    const broken = await call(backend.url, 'POST', fn('broken'), { json: { data: {} } });
    expect(broken.body.error.message).not.toMatch(/secret/);
    expect(String(logged.at(-1))).toMatch(/secret internals/);
    const noData = await call(backend.url, 'POST', fn('ping'), { json: {} });
    expect(noData.status).toBe(400);
  });

  it('takes the admin flag from the verified token, and gives handlers the real ports', async () => {
    const res = await call(backend.url, 'POST', fn('adminOnly'), {
      token: admin.idToken,
      json: { data: {} },
    });
    expect(res).toEqual({ status: 200, body: { result: 'ok' } });
    const ping = await call(backend.url, 'POST', fn('ping'), { token: admin.idToken, json: { data: null } });
    expect(ping.body.result).toEqual({ uid: admin.uid, admin: true, adminEmail: 'admin@jobkit.test' });

    const url = (await call(backend.url, 'POST', fn('writes'), { token: user.idToken, json: { data: {} } }))
      .body.result as string;
    expect((await backend.store.get(`users/${user.uid}`))?.data.at).toBeInstanceOf(Date);
    expect(url.startsWith(`${backend.url}/v1/files/generated/`)).toBe(true);
    const file = await fetch(url);
    expect([file.status, await file.text(), file.headers.get('content-type')]).toEqual([
      200,
      'hi',
      'text/plain',
    ]);
  });
});
