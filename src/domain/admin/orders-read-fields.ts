/**
 * Defensive readers for admin records: the stores hold documents from several generations of
 * the product, so a field may be missing, empty, a numeric string or an ISO date string.
 */

/** A non-empty trimmed string (numbers read as their text), else null. */
export function readString(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t ? t : null;
}

/** A finite number, also from a numeric string ('71.5'), else null. */
export function readNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * A Date from a Date, an epoch-milliseconds number or a date string. Missing -> null; present
 * but unparsable -> an Invalid Date, so the table can say 'Invalid date' rather than 'N/A'.
 */
export function readDate(v: unknown): Date | null {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return v;
  if (typeof v === 'number' || typeof v === 'string') return new Date(v);
  return new Date(NaN);
}

/** True for a Date that holds a real instant. */
export const isValidDate = (d: Date | null | undefined): d is Date =>
  d instanceof Date && !Number.isNaN(d.getTime());
