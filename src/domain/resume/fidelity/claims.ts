/**
 * Claims without a source line (issue 39 item 3, measured): every vocabulary skill a tailored
 * resume's summary names in a sentence the person did not write must have a source line in the
 * base resume (claim-source.ts). What such a sentence quotes of the person word for word (a
 * skills item, their title, a degree: "Registered Nurse …", "Candidate with a B.S. …") is theirs;
 * so are the person's own summary sentences.
 */
import { replaceAsides } from '../bracket-asides';
import { claimSource } from '../claim-source';
import { stemLines } from '../normalize';
import type { ParsedResume } from '../types';
import { vocabularyNamedIn } from '../vocabulary';
import { valueKey } from './structure';

const sentences = (text: string | null | undefined): string[] =>
  (text ?? '').split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The text with each of the person's own phrases quoted in it (whole words, any case) cut out. */
function withoutQuoted(text: string, phrases: string[]): string {
  let out = text;
  for (const phrase of [...new Set(phrases.map((p) => p.trim().toLowerCase()))].sort(
    (a, b) => b.length - a.length,
  )) {
    const lower = out.toLowerCase();
    // Cut in the lower-cased copy where lower-casing changed the length (a rare letter).
    if (lower.length !== out.length) out = lower;
    let at = lower.indexOf(phrase);
    let cut = '';
    let from = 0;
    while (at >= 0) {
      const end = at + phrase.length;
      const whole = !WORD_CHAR.test(lower.charAt(at - 1) || ' ') && !WORD_CHAR.test(lower.charAt(end) || ' ');
      if (whole) {
        cut += `${out.slice(from, at)} | `;
        from = end;
      }
      at = lower.indexOf(phrase, whole ? end : at + 1);
    }
    out = cut + out.slice(from);
  }
  return out;
}

/** The skills the result's generated summary sentences name that the base resume never states. */
export function unsourcedClaims(base: ParsedResume, resultSummary: string | null): string[] {
  const own = new Set(sentences(base.summary).map(valueKey));
  const generated = sentences(resultSummary).filter((s) => !own.has(valueKey(s)));
  if (generated.length === 0) return [];
  // What the sentences quote of the person (a skills item, their title) is theirs: what is left names.
  const quoted = [
    base.headline,
    ...base.experience.map((e) => e.title),
    ...base.education.flatMap((e) => [e.degree, e.school]),
    ...base.skills.flatMap((s) => [s, replaceAsides(s, '')]),
    ...base.certifications,
  ].filter((l): l is string => Boolean(l && l.trim()));
  const named = vocabularyNamedIn(stemLines(withoutQuoted(generated.join('\n'), quoted)));
  return [...named].map((entry) => entry.canonical).filter((term) => claimSource(term, base) === null);
}
