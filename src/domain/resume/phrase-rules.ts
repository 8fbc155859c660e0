/**
 * Requirements a posting names in a phrase of its own rather than by a term ("lift up to 40 lbs",
 * "a portfolio of shipped work"): a pattern and the label it reads, each label once, with the
 * sentence it was read from. Used by job-conditions.ts and job-qualifications.ts.
 */
import type { PostingSentence } from './job-sentences';
import type { JobRequirement, RequirementKind } from './types';

/** A phrase's pattern and the label its match reads as ("lift up to 40 lbs" -> "Ability to lift 40 lbs"). */
export type PhraseRule = readonly [RegExp, (m: RegExpExecArray) => string];

export function readPhrases(
  sentences: readonly PostingSentence[],
  rules: readonly PhraseRule[],
  kind: RequirementKind,
): JobRequirement[] {
  const out: JobRequirement[] = [];
  for (const s of sentences)
    for (const [re, label] of rules) {
      const m = re.exec(s.text);
      const name = m && label(m);
      if (name && !out.some((r) => r.label === name))
        out.push({ label: name, kind, required: s.required, line: s.text });
    }
  return out;
}
