/**
 * The Firebase callable SDK cannot send custom headers, so the browser adds its IANA time zone to
 * object inputs under `__tz` (src/backend/firebase/callables.ts). Hosts strip it before the
 * handler's strict schema sees the input.
 */
export const TZ_FIELD = '__tz';

export function isValidTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || tz.length === 0 || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Splits the client's time zone (if valid) off the raw input; other inputs pass unchanged. */
export function takeClientTimeZone(raw: unknown): { input: unknown; tz: string | null } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || !(TZ_FIELD in raw)) {
    return { input: raw, tz: null };
  }
  const { [TZ_FIELD]: tz, ...input } = raw as Record<string, unknown>;
  return { input, tz: isValidTimeZone(tz) ? tz : null };
}
