/**
 * Calendar helpers that take the instant and the zone as arguments (domain code never reads
 * the clock). Daily limits count from the caller's local midnight (docs/product-rules.md 6.3).
 */

/**
 * The Firebase callable SDK cannot send custom headers, so the browser adds its IANA time zone to
 * object inputs under this field (src/backend/firebase/callables.ts); the handlers' host takes it
 * off before the handler's strict schema sees the input (functions/src/handlers/invoke.ts).
 */
export const TZ_FIELD = '__tz';

/** A zone name Intl knows (a stored or claimed zone is checked before it is used). */
export function isValidTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || tz.length === 0 || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** `YYYY-MM-DD` of `date` in the IANA zone `tz` (UTC when the zone is unknown). */
export function localDay(date: Date, tz: string): string {
  let fmt: Intl.DateTimeFormat;
  try {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  }
  const parts = Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
