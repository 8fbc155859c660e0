/**
 * The Callables adapter against a tiny server speaking the callable protocol, the way the local
 * backend does: request path, body, time zone field, and error mapping.
 */
// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import type { Callables } from '../ports';
import { createCallables } from './callables';

const requests: Array<{ url: string; body: { data: Record<string, unknown> } }> = [];
let server: http.Server;
let app: FirebaseApp;
let callables: Callables;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as { data: Record<string, unknown> };
      requests.push({ url: req.url ?? '', body });
      const limited = req.url?.endsWith('/limited');
      res.writeHead(limited ? 429 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          limited
            ? { error: { status: 'RESOURCE_EXHAUSTED', message: 'You have reached your daily limit.' } }
            : { result: { echo: body.data } },
        ),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-callables' }, `callables-${Date.now()}`);
  const functions = getFunctions(app, 'us-central1');
  connectFunctionsEmulator(functions, '127.0.0.1', (server.address() as AddressInfo).port);
  callables = createCallables(functions);
});

afterAll(async () => {
  await deleteApp(app);
  await new Promise((r) => server.close(r));
});

describe('Callables over httpsCallable', () => {
  it('posts {data} to /{projectId}/us-central1/{name} with the caller time zone', async () => {
    const out = await callables.call<{ a: number }, { echo: Record<string, unknown> }>('doThing', { a: 1 });
    expect(requests.at(-1)?.url).toBe('/demo-callables/us-central1/doThing');
    expect(out.echo.a).toBe(1);
    expect(typeof out.echo.__tz).toBe('string');
  });

  it('maps protocol errors to BackendError codes with the server message', async () => {
    const error = await callables.call('limited', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'BackendError', code: 'resource-exhausted' });
    expect((error as Error).message).toBe('You have reached your daily limit.');
  });
});
