/**
 * The SDK-free callable client against the local host, which answers the callable protocol as
 * Cloud Functions does: results, the caller's time zone, and errors with their codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineHandler, HandlerError } from '../../../functions/src/handlers/ports';
import { startTestBackend, TEST_PROJECT_ID, type TestBackend } from '../../../server/testing/test-backend';
import type { Callables } from '../ports';
import { createFetchCallables, decodeCallableValue } from './fetch-callables';

let backend: TestBackend;
let callables: Callables;

beforeAll(async () => {
  backend = await startTestBackend({
    handlers: [
      defineHandler({
        name: 'echo',
        access: 'public',
        input: z.object({ text: z.string() }),
        run: async (_deps, ctx, input) => ({ text: input.text, uid: ctx.uid, tz: ctx.tz }),
      }),
      defineHandler({
        name: 'limited',
        access: 'public',
        input: z.object({}),
        run: async () => {
          throw new HandlerError('resource-exhausted', 'Daily limit reached.');
        },
      }),
      defineHandler({ name: 'mine', access: 'user', input: z.object({}), run: async () => 'ok' }),
    ],
  });
  callables = createFetchCallables({
    urlOf: (name) => `${backend.url}/${TEST_PROJECT_ID}/us-central1/${name}`,
  });
});
afterAll(() => backend?.stop());

describe('callables over fetch', () => {
  it('sends the data with the time zone, as nobody, and reads the result', async () => {
    expect(await callables.call('echo', { text: 'hi' })).toEqual({
      text: 'hi',
      uid: null,
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it("keeps the server's error code and message", async () => {
    await expect(callables.call('limited', {})).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: 'Daily limit reached.',
    });
    await expect(callables.call('echo', { text: 3 })).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(callables.call('mine', {})).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('adds the given headers to each call', async () => {
    const sent: RequestInit[] = [];
    const withHeaders = createFetchCallables({
      urlOf: (name) => `http://x/${name}`,
      fetchImpl: async (_url, init) => {
        sent.push(init ?? {});
        return Response.json({ result: 'ok' });
      },
      headers: async () => ({ 'X-Firebase-AppCheck': 'token-1' }),
    });
    expect(await withHeaders.call('echo', {})).toBe('ok');
    expect(sent[0]?.headers).toEqual({
      'content-type': 'application/json',
      'X-Firebase-AppCheck': 'token-1',
    });
  });

  it('reports a server it cannot reach as unavailable', async () => {
    const offline = createFetchCallables({ urlOf: (name) => `http://127.0.0.1:9/${name}` });
    await expect(offline.call('echo', { text: 'hi' })).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('reads wrapped 64-bit integers as numbers, as the SDK does', () => {
    expect(
      decodeCallableValue({
        n: { '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: '12' },
        list: [{ a: 1 }],
      }),
    ).toEqual({ n: 12, list: [{ a: 1 }] });
  });
});
