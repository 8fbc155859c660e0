import type { z } from 'zod';
import { takeClientTimeZone } from './client-meta';
import { assertSiteOpen } from './site-gate';
import { HandlerError, type HandlerContext, type HandlerDef, type HandlerDeps } from './ports';

/**
 * Runs a handler the way both hosts must: access check from the verified context, then input
 * validation with the handler's zod schema, then the site gate of its feature, then the use case. Hosts only translate errors.
 * A `__tz` field in an object input (the browser's time zone) is removed and becomes `ctx.tz`.
 */
export async function invokeHandler<S extends z.ZodType, R>(
  def: HandlerDef<S, R>,
  deps: HandlerDeps,
  ctx: HandlerContext,
  rawInput: unknown,
): Promise<R> {
  if (def.access !== 'public' && !ctx.uid) {
    throw new HandlerError('unauthenticated', 'Please log in to continue.');
  }
  if (def.access === 'admin' && !ctx.admin) {
    throw new HandlerError('permission-denied', 'Admin access required.');
  }
  const { input, tz } = takeClientTimeZone(rawInput);
  const parsed = def.input.safeParse(input ?? {});
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new HandlerError('invalid-argument', first?.message ?? 'Invalid input.');
  }
  if (def.site) await assertSiteOpen(deps.store, ctx, def.site);
  return def.run(deps, tz ? { ...ctx, tz } : ctx, parsed.data);
}
