/**
 * What both callable clients share: where a callable lives in each mode, the caller's time zone
 * the server reads as `ctx.tz`, and the wait. The Functions SDK client is callables.ts; the
 * SDK-free one, for calls that need no caller, is fetch-callables.ts.
 */
import { appEnv } from '@/config/env';
import { TZ_FIELD } from '@/domain/dates';
import { GENERATION_WAIT_MS } from '@/domain/magic-cv/timing';
import { EMULATOR_HOST, EMULATOR_PORTS } from './emulator-address';

export const FUNCTIONS_REGION = 'us-central1';

/** A generation may take the server's whole bound: the client waits as long as the page does. */
export const CALL_TIMEOUT_MS = GENERATION_WAIT_MS;

/** The emulator-style host that answers the callables (the local host, or the Functions emulator); null in production. */
export function functionsEmulatorUrl(): string | null {
  if (appEnv.backend === 'local') return appEnv.localBackendUrl;
  return appEnv.useEmulators ? `http://${EMULATOR_HOST}:${EMULATOR_PORTS.functions}` : null;
}

/** The address of callable `name`, as the Functions SDK builds it. */
export function callableUrl(name: string): string {
  const emulator = functionsEmulatorUrl();
  return emulator
    ? `${emulator.replace(/\/$/, '')}/${appEnv.projectId}/${FUNCTIONS_REGION}/${name}`
    : `https://${FUNCTIONS_REGION}-${appEnv.projectId}.cloudfunctions.net/${name}`;
}

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The call's data with the caller's time zone added (docs/architecture.md section 2). */
export function withTimeZone(data: unknown): unknown {
  const tz = timeZone();
  if (!tz) return data;
  if (data === undefined || data === null) return { [TZ_FIELD]: tz };
  if (typeof data === 'object' && !Array.isArray(data)) return { ...data, [TZ_FIELD]: tz };
  return data;
}
