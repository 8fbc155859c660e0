/**
 * findInventedFacts: every employer, title, date, degree and skill in a generated resume that
 * the original does not contain. The handler parses AI output with parseResume and calls this
 * to flag or remove what the AI made up.
 *   - Employers and titles compare case-, space- and punctuation-insensitively against the
 *     original's employers, titles, headline and locations (parsing can swap a title and a
 *     company, or read a bare city as a company; that is not an invention).
 *   - Dates compare as year-month ("Jan 2020" = "January 2020" = "01/2020"); a year alone is
 *     present if the original has any date in that year; "Present" must be in the original.
 *   - A skill is present if it appears anywhere in the original text (synonyms and stemming
 *     included), or every word of it does ("Python (Django)" when both are listed).
 *   - With the source text (what the person uploaded or reviewed), an employer, title or degree
 *     the source states in so many words is never an invention, whatever the parser made of the
 *     source: the check must not remove a fact because the original was misread.
 */
import { dateKey } from './dates';
import { buildTermIndex, normalizeText, stemWords } from './normalize';
import { resumeToText } from './resume-text';
import type { InventedFact, ParsedResume } from './types';
import { termIn } from './vocabulary';

const norm = (s: string | null | undefined): string => normalizeText(s ?? '');

/** The value equals, or is a whole-word part of, one of the fields. */
function inFields(value: string, fields: string[]): boolean {
  const v = norm(value);
  if (!v) return true;
  return fields.some((f) => f === v || ` ${f} `.includes(` ${v} `));
}

export function findInventedFacts(
  original: ParsedResume,
  generated: ParsedResume,
  sourceText = '',
): InventedFact[] {
  const facts: InventedFact[] = [];
  const seen = new Set<string>();
  const report = (kind: InventedFact['kind'], value: string | null | undefined) => {
    const key = `${kind}:${norm(value)}`;
    if (!value || !norm(value) || seen.has(key)) return;
    seen.add(key);
    facts.push({ kind, value: value.trim() });
  };
  // 1. What the original says.
  const o = original.experience;
  const people = [...o.map((e) => e.company), ...o.map((e) => e.title), original.headline]
    .concat(
      o.map((e) => e.location),
      [original.contact.location],
    )
    .map(norm)
    .filter(Boolean);
  const degrees = original.education
    .flatMap((e) => [e.degree, ...e.details])
    .map(norm)
    .filter(Boolean);
  const dateKeys = new Set(
    [...o, ...original.education]
      .flatMap((e) => [e.startDate, e.endDate])
      .map(dateKey)
      .filter(Boolean),
  );
  const source = ` ${norm(sourceText)} `;
  const stated = (value: string) => Boolean(norm(value)) && source.includes(` ${norm(value)} `);
  const text = `${resumeToText(original)}\n${sourceText}`;
  const index = buildTermIndex(text);
  const words = new Set(stemWords(text));
  // 2. What the generated resume claims.
  for (const e of generated.experience) {
    if (e.company && !inFields(e.company, people) && !stated(e.company)) report('employer', e.company);
    if (e.title && !inFields(e.title, people) && !stated(e.title)) report('title', e.title);
  }
  if (
    generated.headline &&
    !inFields(generated.headline, people) &&
    !stated(generated.headline) &&
    !index.has(stemWords(generated.headline).join(' '))
  ) {
    report('title', generated.headline);
  }
  for (const e of [...generated.experience, ...generated.education]) {
    for (const d of [e.startDate, e.endDate]) {
      const key = dateKey(d);
      if (!d || !key) continue;
      const ok = dateKeys.has(key) || (/^\d{4}$/.test(key) && [...dateKeys].some((k) => k!.startsWith(key)));
      if (!ok && !stated(d)) report('date', d);
    }
  }
  for (const e of generated.education)
    if (e.degree && !inFields(e.degree, degrees) && !stated(e.degree)) report('degree', e.degree);
  for (const skill of generated.skills) {
    const parts = stemWords(skill).filter((w) => w.length > 1);
    if (!termIn(skill, index) && !parts.every((w) => words.has(w))) report('skill', skill);
  }
  return facts;
}
