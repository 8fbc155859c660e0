/**
 * The export's date range and file names (docs/product-rules.md 15.7). Pure: callers pass `now`; days are
 * the browser's local calendar days, as the date inputs show them.
 */
import { EXPORT_LIMITS, type ExportFormat, type ExportSource } from './export';

/** The two `<input type="date">` values, `YYYY-MM-DD` (local calendar days). */
export interface ExportDateRange {
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of the local calendar day of `d`. */
export function toDateInput(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The last 30 days, today included. */
export function defaultExportRange(now: Date): ExportDateRange {
  const start = new Date(now);
  start.setDate(start.getDate() - EXPORT_LIMITS.defaultDays);
  return { start: toDateInput(start), end: toDateInput(now) };
}

function parseDay(value: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? [Number(m[1]), Number(m[2]) - 1, Number(m[3])] : null;
}

/**
 * Instants for the query: the start day from local midnight, the end day through
 * 23:59:59.999 local (docs/product-rules.md 15.7). An empty or malformed day leaves that side open.
 */
export function rangeBounds(range: ExportDateRange): { start: Date | null; end: Date | null } {
  const s = parseDay(range.start);
  const e = parseDay(range.end);
  return {
    start: s ? new Date(s[0], s[1], s[2], 0, 0, 0, 0) : null,
    end: e ? new Date(e[0], e[1], e[2], 23, 59, 59, 999) : null,
  };
}

/** `{source}_export_{date}.csv|.json`, `emails_{source}_{date}.txt` (docs/product-rules.md 15.7). */
export function exportFileName(source: ExportSource, format: ExportFormat, now: Date): string {
  const date = toDateInput(now);
  if (format === 'emails') return `emails_${source}_${date}.txt`;
  return `${source}_export_${date}.${format}`;
}
