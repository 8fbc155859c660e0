/**
 * A person's name as written atop a resume, without what surrounds it: an honorific before it
 * ("mr. Sanne de Groot", "Dr. Ana Ruiz", "Prof. Li Wei") and credentials after it ("Daniel
 * Nguyen, PharmD, BCPS", "Ana Ruiz (PhD)", "Li Wei (MSc., BSc.)") are titles, not the name.
 * A document title in front of it on the same line ("Curriculum Vitae    John Doe", "Resume of
 * John Doe") or after it ("John Doe - Resume", "John Doe's CV"), as a page's title names it, is
 * neither.
 */
/** Honorifics; the short ones that are also given names ("Ing", "Mag") only with their dot. */
const HONORIFIC_RE =
  /^(?:(?:mr|mrs|ms|mx|miss|dr|prof|sir|dame|herr|frau|mme|mlle)\.?|(?:drs|ir|ing|mgr|mag|sr|sra|m)\.)\s+(?=\p{Lu})/iu;
const DOC_TITLE_LEAD_RE =
  /^(?:resume|résumé|curriculum vitae|cv|lebenslauf|hoja de vida)(?:\s{2,}|\s*[|:–—-]\s*|\s+of\s+)(?=\p{L})/iu;
const DOC_TITLE_END_RE = /(?:resume|résumé|curriculum vitae|cv)$/iu;

/** "Derek Thomas · Curriculum Vitae", "Jane Doe - Resume": text that closes on a document's title. */
export const endsWithDocumentTitle = (text: string): boolean =>
  /(?<!\p{L})(?:resume|résumé|curriculum vitae|cv|lebenslauf)$/iu.test(text.trim());

/** "John Doe - Resume", "John Doe | CV", "John Doe's Résumé": the name before a document title. */
function withoutTitleAfter(text: string): string {
  const title = DOC_TITLE_END_RE.exec(text);
  if (!title || title.index === 0) return text;
  const head = text.slice(0, title.index).trimEnd();
  if (/\s[|:–—-]$/.test(head)) return head.slice(0, -1).trimEnd();
  return /\p{L}['’]s$/u.test(head) ? head.slice(0, -2) : text;
}
/** Degrees written with one capital ("MSc", "BEng"); others carry two or more ("PhD", "RN"). */
const ONE_CAPITAL_DEGREE = /^(?:msc|bsc|meng|beng|ma|ba|mba|esq|eng|dipl|mag)\.?$/i;

/** "PharmD", "BCPS", "RN", "Ph.D.", "MSc.": a credential, not a part of the name. */
export function isCredential(token: string): boolean {
  const t = token.trim();
  if (!/^\p{Lu}[\p{L}.]{0,7}$/u.test(t)) return false;
  return (t.match(/\p{Lu}/gu) ?? []).length >= 2 || ONE_CAPITAL_DEGREE.test(t);
}

/** The name alone: honorific, document title and trailing credentials removed. */
export function bareName(text: string): string {
  let name = withoutTitleAfter(text.trim()).replace(DOC_TITLE_LEAD_RE, '').replace(HONORIFIC_RE, '');
  // "(PhD)", "(MSc., Eng., BSc.)", "(Dr.)": a parenthesis of credentials or an honorific.
  name = name.replace(/(?<!\s)\s*\(([^()]*)\)\s*$/, (all, inner: string) => {
    const parts = inner.split(/[,;]\s*|\s+/).filter(Boolean);
    return parts.every((p) => isCredential(p) || HONORIFIC_RE.test(`${p} X`)) ? '' : all;
  });
  // ", PharmD, BCPS": every part after the first comma a credential.
  const [first, ...rest] = name.split(/(?:(?<!\s)\s+)?,\s*/);
  if (rest.length && rest.every(isCredential)) name = first!;
  return name.replace(/\s+/g, ' ').trim();
}
