/**
 * DNS rebinding (docs/architecture.md 3): a page on another name that resolves to 127.0.0.1 sends
 * its own name as Host and, as Origin, the same name: the local host answers 421 to it before any
 * work, and serves the loopback names at its own port as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineHandler } from '../../functions/src/handlers/ports';
import { rawRequest } from '../testing/raw-request';
import { startTestBackend, TEST_PROJECT_ID, type TestBackend } from '../testing/test-backend';

const ran: string[] = [];
const handlers = [
  defineHandler({
    name: 'touch',
    access: 'public',
    input: z.object({}),
    run: async () => {
      ran.push('touch');
      return 'done';
    },
  }),
];

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ handlers, paymentSimulator: false, appUrls: ['http://127.0.0.1:5173'] });
});
afterAll(() => backend?.stop());

const send = (method: string, route: string, host: string, origin = `http://${host}`) =>
  rawRequest(`${backend.url}${route}`, {
    method,
    headers: { host, origin },
    json: method === 'POST' ? { data: {} } : undefined,
  });

describe('the local host’s Host check', () => {
  it('answers 421 to a rebound name, before CORS, routes or handlers', async () => {
    const port = backend.port;
    for (const host of [
      `evil.example:${port}`,
      `EVIL.example:${port}`,
      `127.0.0.1:${port + 1}`,
      `localhost`,
    ]) {
      for (const [method, route] of [
        ['POST', `/${TEST_PROJECT_ID}/us-central1/touch`],
        ['OPTIONS', `/${TEST_PROJECT_ID}/us-central1/touch`],
        ['GET', '/v1/health'],
        ['GET', '/robots.txt'],
        ['GET', '/v1/files/blog/x.png'],
      ] as const) {
        const res = await send(method, route, host);
        expect([host, method, route, res.status]).toEqual([host, method, route, 421]);
      }
    }
    expect(ran).toEqual([]);
  });

  it('serves 127.0.0.1 and localhost at its own port, its own pages included', async () => {
    for (const name of ['127.0.0.1', 'localhost']) {
      const host = `${name}:${backend.port}`;
      const res = await send('POST', `/${TEST_PROJECT_ID}/us-central1/touch`, host);
      expect(res).toEqual({ status: 200, body: { result: 'done' } });
    }
    expect(ran).toEqual(['touch', 'touch']);
  });
});
