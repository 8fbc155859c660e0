/**
 * Calendar helpers that take the instant and the zone as arguments (domain code never reads
 * the clock). Daily limits count from the caller's local midnight (spec 1 section 9).
 */

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
