/**
 * Every callable handler, hosted by Cloud Functions (functions/src/index.ts) and by the local
 * backend (server/). Adding a handler here exposes it in both; the bundle test checks index.ts.
 */
import type { HandlerDef } from './ports';
import { getDailyUsage } from './get-daily-usage';
import { seedHumanKeysReviews } from './seed-human-keys-reviews';
import { syncUser } from './sync-user';
import { tailorResume } from './tailor-resume';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler has its own schema/result
export type AnyHandlerDef = HandlerDef<any, unknown>;

export const handlers = [
  syncUser,
  tailorResume,
  getDailyUsage,
  seedHumanKeysReviews,
] as const satisfies readonly AnyHandlerDef[];

export function findHandler(name: string): AnyHandlerDef | undefined {
  return handlers.find((h) => h.name === name);
}
