import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invokeHandler } from './invoke';
import { defineHandler } from './ports';
import { createTestDeps, userCtx } from '../testing/fakes';

const echoTz = defineHandler({
  name: 'echoTz',
  access: 'user',
  input: z.object({ n: z.number().optional() }).strict(),
  run: async (_deps, ctx, input) => ({ tz: ctx.tz, input }),
});

describe('invokeHandler client time zone', () => {
  it('takes __tz off the input before strict validation', async () => {
    const r = await invokeHandler(echoTz, createTestDeps(), userCtx('u'), { n: 1, __tz: 'Europe/Berlin' });
    expect(r).toEqual({ tz: 'Europe/Berlin', input: { n: 1 } });
  });

  it('keeps the host time zone when __tz is invalid or absent', async () => {
    const deps = createTestDeps();
    const ctx = userCtx('u', { tz: 'Asia/Tokyo' });
    expect(await invokeHandler(echoTz, deps, ctx, { __tz: 'Not/AZone' })).toEqual({
      tz: 'Asia/Tokyo',
      input: {},
    });
    expect(await invokeHandler(echoTz, deps, ctx, undefined)).toEqual({ tz: 'Asia/Tokyo', input: {} });
  });
});
