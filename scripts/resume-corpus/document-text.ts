/**
 * The corpus build's proof that a document shows its truth: its text, read by readers other than
 * the one under test (poppler's pdftotext, mammoth's raw text), must hold every expected name,
 * e-mail, phone, address line, employer, title, school, degree and skill. Compared without case, spaces or hyphens,
 * since renderers upper-case headings and LaTeX hyphenates at line ends, with an apostrophe
 * either way it is typeset and a ligature as its letters, and with a page's closing number left
 * out, since a paragraph (a line of skills) may run on across a page's end. A role's dates the
 * page does not show are taken out of the truth instead (shownDates).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import mammoth from 'mammoth';
import type { CorpusDocument } from './families/family';

// NFKC: a ligature glyph's character ("ﬀ") is read as its letters, as the reader reads it (lines.ts).
const flat = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u00ad\u2010-\u2014-]+/g, '')
    // An apostrophe typeset as a closing quote (LaTeX, "smart" quotes) is the one written.
    .replace(/[\u2018\u2019]/g, "'");
/** Letters and digits only: how the evaluation compares a phone or an address line. */
const loose = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The document's text as another reader than the one under test reads it. */
export async function documentText(file: string, ext: CorpusDocument['ext']): Promise<string> {
  if (ext === 'pdf') return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
  if (ext === 'docx') return (await mammoth.extractRawText({ path: file })).value;
  return fs.readFileSync(file, 'utf8');
}

/**
 * The expected fields with the dates the page does not show taken out: a role whose start year
 * the text never prints (a theme that clips its right column when a long line widens the page)
 * expects no dates, so none read is right. Other fields are checked, not dropped (see below).
 */
export function shownDates(raw: string, expected: CorpusDocument['expected']): CorpusDocument['expected'] {
  // The start's year, whatever the date's format ("2024-06", "Jun 2024", "06/2024").
  const year = (date: string) => /(?:19|20)\d{2}/.exec(date)?.[0] ?? date;
  const roles = expected.roles.map((r) =>
    raw.includes(year(r.startDate)) ? r : { ...r, startDate: '', endDate: '' },
  );
  return { ...expected, roles };
}

/** What the document's text lacks, as one line, or null when it shows everything. */
export function checkDocumentText(raw: string, doc: CorpusDocument): string | null {
  // pdftotext ends a page with a form feed; a lone number just before it is the page's number.
  const text = flat(raw.replace(/\n\s*\d{1,3}\s*\n\f/g, '\n'));
  const e = doc.expected;
  const missingLoose = [e.phone ?? '', e.location ?? ''].filter((w) => w && !loose(raw).includes(loose(w)));
  const wanted = [
    ...(e.name ? e.name.split(/\s+/) : []),
    e.email ?? '',
    ...e.roles.flatMap((r) => [r.company, r.title]),
    ...e.schools.flatMap((s) => [s.school, s.degree]),
    ...e.skills,
  ].filter(Boolean);
  const missing = [...missingLoose, ...wanted.filter((w) => !text.includes(flat(w)))];
  return missing.length
    ? `${doc.id}: the document's text lacks ${missing.map((m) => `"${m}"`).join(', ')}`
    : null;
}
