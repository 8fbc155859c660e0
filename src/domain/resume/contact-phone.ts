/**
 * Phone numbers in a contact line, from "(415) 555-0132" to "+44 20 7946 0958",
 * "+55 11 91234-5678", "0044 20 7946 0958", "+1 (415) 555-0132" and "(+86) 138-1234-5678", and never a date range
 * ("2019 - 2021", "03.2019 - 06.2021", "2018-02 - 2021-12"), a birth date ("12.03.1990") or a postcode ("01310-100").
 */
const PHONE_RE = /(?:\(\+|\+|\(|\b)\d[\d\s()./-]{5,18}\d\b/g;

const NOT_PHONE = [
  /^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/,
  /^\d{1,2}[./-]\d{1,2}[./-](?:19|20)?\d{2}$/,
  /^(?:\d{1,2}[./])?(?:19|20)\d{2}\s*[-/]\s*(?:\d{1,2}[./])?(?:19|20)\d{2}$/,
  /^\d{5}-\d{3}$/,
  // ISO months and days, alone or as a range: "2018-02 - 2021-12", "2016-08-01".
  /^(?:19|20)\d{2}[./-]\d{1,2}(?:[./-]\d{1,2})?(?:\s*[-–/]\s*(?:19|20)\d{2}[./-]\d{1,2}(?:[./-]\d{1,2})?)?$/,
];

const BOX_RE =
  /\b(?:p\.?\s*o\.?\s*)?box\s*(?:no\.?\s*)?$|\b(?:postfach|apartado(?: postal)?|caixa postal|bo[iî]te postale|bp|casilla)\s*$/i;

/**
 * A postcode just before a bracketed area code ("CA 94588 (555) 123-4567") ends the address:
 * digits before the area code are only ever a short country code ("+1 (415)", "0044 (20)").
 */
const POSTCODE_BEFORE_AREA_RE = /(?<![+\d])\b(?!00)\d{4,6}(?=\s+\(\d{2,4}\))/g;

export function findPhone(line: string): string | null {
  const text = line.replace(POSTCODE_BEFORE_AREA_RE, (zip) => ' '.repeat(zip.length));
  for (const m of text.matchAll(PHONE_RE)) {
    const candidate = m[0].trim();
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    if (NOT_PHONE.some((re) => re.test(candidate))) continue;
    // "P.O. Box 30512-00100", "Postfach 1234": a box number, however long.
    if (BOX_RE.test(text.slice(0, m.index))) continue;
    return candidate;
  }
  return null;
}
