/**
 * How both hosts (Cloud Functions, functions/src/host.ts, and the local backend,
 * server/http/callable-routes.ts) turn a request into a handler call: the context from the
 * verified caller, then invokeHandler with its checks (access, input, site gate).
 */
import type { z } from 'zod';
import { isValidTimeZone, TZ_FIELD } from '@/domain/dates';
import {
  blockedByMaintenance,
  featureDisabledMessage,
  maintenanceMessage,
  siteStatusOf,
  type SiteFeature,
} from '@/domain/site-status';
import {
  HandlerError,
  type AdminStore,
  type HandlerContext,
  type HandlerDef,
  type HandlerDeps,
} from './ports';
import { readSettings } from './read-settings';

/** The caller as the host verified it from the token (custom claims only, never document data). */
export interface VerifiedCaller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  admin: boolean;
}

/**
 * The verified caller, the request's origin and the address it came from. The caller's time zone
 * travels with the input (`TZ_FIELD`) and replaces the UTC default in invokeHandler.
 */
export function requestContext(caller: VerifiedCaller | null, origin: unknown, ip?: unknown): HandlerContext {
  return {
    uid: caller?.uid ?? null,
    email: caller?.email ?? null,
    emailVerified: caller?.emailVerified ?? false,
    admin: caller?.admin ?? false,
    tz: 'UTC',
    origin: typeof origin === 'string' ? origin : null,
    ip: typeof ip === 'string' && ip !== '' ? ip : null,
  };
}

/** Splits the client's time zone (if valid) off the raw input; other inputs pass unchanged. */
export function takeClientTimeZone(raw: unknown): { input: unknown; tz: string | null } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || !(TZ_FIELD in raw)) {
    return { input: raw, tz: null };
  }
  const { [TZ_FIELD]: tz, ...input } = raw as { [TZ_FIELD]?: unknown };
  return { input, tz: isValidTimeZone(tz) ? tz : null };
}

/**
 * The site gate: maintenance mode and feature toggles, enforced here for every handler that names
 * its `site` (the client's maintenance page and notices only reflect this). Throws `unavailable`
 * with the maintenance message during maintenance (unless the caller is the admin and admin
 * access is allowed), then `failed-precondition` when the feature is off.
 */
export async function assertSiteOpen(
  store: Pick<AdminStore, 'get'>,
  ctx: Pick<HandlerContext, 'admin'>,
  feature: SiteFeature,
): Promise<void> {
  const status = siteStatusOf(await readSettings(store));
  if (blockedByMaintenance(status, ctx.admin)) {
    throw new HandlerError('unavailable', maintenanceMessage(status));
  }
  if (!status.features[feature])
    throw new HandlerError('failed-precondition', featureDisabledMessage(feature));
}

/**
 * Runs a handler the way both hosts must: access check from the verified context, then input
 * validation with the handler's zod schema, then the site gate of its feature, then the use case.
 * Hosts only translate errors.
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
