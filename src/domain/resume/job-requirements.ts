/**
 * Job analysis, part 4: everything a posting asks for, each thing once, as a recruiter lists it:
 * its label, its kind, whether the posting requires it or only welcomes it, and the sentence it
 * was read from. A keyword the posting names anywhere outside a "nice to have" (its requirements
 * or its description of the work) is required; one named only where the posting's own words make
 * it welcome ("Nice to have", "a plus", "preferred", "familiarity with") is preferred.
 */
import { namesDegree } from './job-qualifications';
import type { PostingSentence } from './job-sentences';
import { buildTermIndex, phraseKey } from './normalize';
import type { JobRequirement, RequirementKind } from './types';
import { termIn, vocabEntry } from './vocabulary';

/** A known term's kind; an unknown capitalised name is taken for a tool, a lower-case phrase for domain knowledge. */
function kindOf(term: string): RequirementKind {
  return vocabEntry(term)?.kind ?? (/[A-Z]/.test(term) ? 'tool' : 'domain');
}

export function jobRequirements(
  keywords: readonly string[],
  sentences: readonly PostingSentence[],
  qualifications: readonly JobRequirement[],
): JobRequirement[] {
  const indexed = sentences.map((s) => ({ s, index: buildTermIndex(s.text) }));
  const named: JobRequirement[] = keywords
    .filter((label) => !namesDegree(label))
    .map((label) => {
      const naming = indexed.filter(({ index }) => termIn(label, index)).map(({ s }) => s);
      const requiredBy = naming.find((s) => s.required);
      return {
        label,
        kind: kindOf(label),
        required: requiredBy !== undefined || naming.length === 0,
        line: (requiredBy ?? naming[0])?.text ?? '',
      };
    });
  // A qualification read from the requirements ("Fluent Spanish") replaces the same name read as a keyword.
  const qualificationKeys = new Set(qualifications.map((q) => phraseKey(q.label)));
  return [...named.filter((r) => !qualificationKeys.has(phraseKey(r.label))), ...qualifications];
}
