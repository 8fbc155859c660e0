/**
 * Zod readers for single fields of stored documents. The stores hold documents from several
 * generations of the product, so a field may be missing, empty, a numeric string or an ISO date
 * string; each reader turns what is there into one type and never throws (`.catch`), so one odd
 * record cannot break a table that lists it.
 */
import { z } from 'zod';

/** A non-empty trimmed string (a finite number reads as its text), else null. */
export const storedText = z
  .preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string().min(1),
  )
  .nullable()
  .catch(null);

/** A finite number, also from a numeric string ('71.5'), else null. */
export const storedNumber = z
  .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number())
  .nullable()
  .catch(null);

/**
 * A Date from a Date, an epoch-milliseconds number or a date string. Missing -> null; present
 * but unparsable -> an Invalid Date, so a table can say 'Invalid date' rather than 'N/A'.
 */
export const storedDate = z
  .union([
    z.union([z.null(), z.undefined(), z.literal('')]).transform(() => null),
    z.date(),
    z.union([z.number(), z.string()]).transform((v) => new Date(v)),
  ])
  .catch(() => new Date(NaN));

/** True for a Date that holds a real instant. */
export const isValidDate = (d: Date | null | undefined): d is Date =>
  d instanceof Date && !Number.isNaN(d.getTime());

/** {@link storedDate}, with an unparsable date read as missing. */
export const storedValidDate = storedDate.transform((d) => (isValidDate(d) ? d : null));

/** A nested map with its values as stored (for an editor that shows raw values); {} when not a map. */
export const storedMap = z.record(z.string(), z.unknown()).catch(() => ({}));
