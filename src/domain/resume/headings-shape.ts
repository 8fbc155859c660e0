/**
 * Headings a reader recognises by their shape rather than their words, in a resume whose known
 * headings are written the same way (Title Case, alone on a line):
 *   - a short question standing alone before a paragraph ("Why Me?");
 *   - a Title Case line of one to four words standing alone before a paragraph ("What's Next"),
 *     outside the sections whose entries open with a short name (experience, education, ...);
 *   - a short slash-joined Title Case line before a dated entry ("Product Development / R&D").
 * Names, job titles, places (a country's name or code alone) and known skills are never such
 * headings.
 */
import { classifyFragment, looksLikeTitle, splitFields } from './entry-fields';
import type { ResumeLine } from './lines';
import { vocabEntry } from './vocabulary';
import { isCountryName } from './world-names';

/** Sections where a short Title Case line before a paragraph is an entry (an employer, a school). */
const ENTRY_SECTIONS = new Set(['experience', 'education', 'projects', 'skills', 'certifications']);

/** A paragraph line: a sentence's worth of words. */
const isProse = (line: ResumeLine | undefined): boolean =>
  Boolean(line && !line.bullet && line.text.length >= 60 && line.text.split(/\s+/).length >= 10);

/** A dated entry line: a year in it ("Researcher, University of X    2015 – 2021"). */
const isDated = (line: ResumeLine | undefined): boolean =>
  Boolean(line && !line.bullet && /\b(?:19|20)\d{2}\b/.test(line.text));

/**
 * A dated entry from line i: its dates on its first line, or on the second under a first line
 * of separated fields ("Researcher — University of X" / "Germany | 2015 – 2021").
 */
const datedEntry = (lines: ResumeLine[], i: number): boolean => {
  const first = lines[i];
  if (isDated(first)) return true;
  return Boolean(first && !first.bullet && splitFields(first.text).length >= 2 && isDated(lines[i + 1]));
};

const CONNECTOR_RE = /^(?:and|of|the|for|in|to|a|an|&|\/)$/;

/**
 * The heading a line is by its shape, or null. `section` is the kind of section the line is in
 * ('header' before the first heading) and `afterContent` whether that section has lines yet: a
 * line right under a heading is a sub-heading ("Publications" / "Conference Papers"), not a
 * heading between paragraphs. `styled` says the resume's known headings are Title Case lines.
 */
export function shapedHeading(
  lines: ResumeLine[],
  i: number,
  section: { kind: string; afterContent: boolean },
  styled: boolean,
): string | null {
  const line = lines[i];
  if (!styled || !section.afterContent || !line || line.bullet || i === 0) return null;
  // A stray mark before the heading (".Why Me?") is not part of it.
  const label = line.text.replace(/^[^\p{L}]+/u, '').trim();
  if (!label || label.length > 40 || /\d|\s{2,}|[,;:|·•.!]/.test(label.replace(/\?$/, ''))) return null;
  if (!/^\p{Lu}/u.test(label)) return null;
  const words = label.split(/\s+/);
  const next = lines[i + 1];
  // 1. A short question before a paragraph.
  if (/\?$/.test(label)) return words.length <= 6 && (isProse(next) || isProse(lines[i + 2])) ? label : null;
  const content = words.filter((w) => !CONNECTOR_RE.test(w.toLowerCase()));
  const titled = content.every((w) => /^\p{Lu}/u.test(w));
  if (!titled || content.length === 0 || content.length > 4) return null;
  if (looksLikeTitle(label) || vocabEntry(label)) return null;
  // A country, by name or code ("Nigeria", "NG"), is the end of a place wrapped onto its line.
  if (isCountryName(label) || content.every((w) => w.length < 3)) return null;
  const kind = classifyFragment(label);
  // 2. Slash-joined parts before a dated entry ("Academic / Managerial"); a field of work
  // ("Product Development") reads like a company's name but the slash makes it a heading.
  if (/\s\/\s/.test(label) && datedEntry(lines, i + 1) && kind !== 'location') return label;
  if (kind !== 'unknown') return null;
  // 3. Title Case words before a paragraph, where entries do not open with a short name.
  if (!ENTRY_SECTIONS.has(section.kind) && isProse(next)) return label;
  return null;
}

/**
 * Whether a resume's headings are Title Case lines of their own: at least one known heading, and
 * none in capitals or with content after a colon.
 */
export function titleCaseHeadings(headings: { text: string; inline: boolean }[]): boolean {
  if (headings.length === 0) return false;
  return headings.every((h) => !h.inline && h.text !== h.text.toUpperCase());
}
