/**
 * Scores a reading of a posting against its hand-written requirements. A named requirement is
 * right when its label is the expected label or one of its `also` names (compared without case,
 * punctuation or spacing); each expected requirement is counted once however many names hit it.
 * Precision = right names / names given; recall = requirements named / requirements expected.
 * Marking = right names whose required/preferred mark agrees with the expected one / right names.
 */
import { REQUIREMENT_KINDS, type RequirementKind } from '@/domain/resume/types';
import type { ExpectedRequirement } from '../../../tests/job-postings/schema';

/** Requirements expected and found, of one kind. */
export interface KindTally {
  found: number;
  expected: number;
}

export interface ReadingScore {
  /** Names that match an expected requirement. */
  right: string[];
  /** Names that match none: what the reader invented or over-read. */
  wrong: string[];
  /** Expected requirements no name matched. */
  missed: ExpectedRequirement[];
  /** Right names marked required where the posting only prefers them, or the other way round. */
  misMarked: string[];
  /** How many expected requirements were named. */
  found: number;
  expected: number;
  /** The same, for each kind of requirement (tools, methods, soft skills, ...). */
  byKind: Record<RequirementKind, KindTally>;
  precision: number;
  recall: number;
}

const tallyByKind = (expected: readonly ExpectedRequirement[], hit: ReadonlySet<number>) =>
  Object.fromEntries(
    REQUIREMENT_KINDS.map((kind) => {
      const of = expected.flatMap((r, i) => (r.kind === kind ? [i] : []));
      return [kind, { found: of.filter((i) => hit.has(i)).length, expected: of.length }];
    }),
  ) as Record<RequirementKind, KindTally>;

/** "launches" -> "launch", "controls" -> "control"; "business" and "AWS" stay. */
const singular = (word: string): string =>
  word.length <= 3 || /(?:ss|us|is)$/.test(word)
    ? word
    : word.replace(/(?<=(?:ch|sh|x|ss|z))es$/, '').replace(/(?<![s])s$/, '');

/**
 * "Next.js App Router" -> "next js app router"; "C++" and "C#" keep their signs; a plural
 * names the same requirement as its singular ("Controls testing", "Control testing").
 */
export const labelKey = (label: string): string =>
  label
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()
    .split(' ')
    .map(singular)
    .join(' ');

/** A name the reader gave and whether it read it as required. */
export interface NamedRequirement {
  label: string;
  required: boolean;
}

export function scoreReading(
  named: readonly NamedRequirement[],
  expected: readonly ExpectedRequirement[],
): ReadingScore {
  const owner = new Map<string, number>();
  expected.forEach((r, i) => {
    for (const name of [r.label, ...(r.also ?? [])])
      if (!owner.has(labelKey(name))) owner.set(labelKey(name), i);
  });
  const hit = new Set<number>();
  const right: string[] = [];
  const wrong: string[] = [];
  const misMarked: string[] = [];
  for (const { label, required } of named) {
    const i = owner.get(labelKey(label));
    if (i === undefined) wrong.push(label);
    else {
      right.push(label);
      hit.add(i);
      if (expected[i]!.required !== required) misMarked.push(label);
    }
  }
  const missed = expected.filter((_, i) => !hit.has(i));
  return {
    right,
    wrong,
    missed,
    misMarked,
    found: hit.size,
    expected: expected.length,
    byKind: tallyByKind(expected, hit),
    precision: named.length ? right.length / named.length : 1,
    recall: expected.length ? hit.size / expected.length : 1,
  };
}

export interface SetScore {
  precision: number;
  recall: number;
  /** The share of right names marked required or preferred as the posting does. */
  marking: number;
  named: number;
  expected: number;
  /** Recall for each kind of requirement: found and expected, summed over the postings. */
  byKind: Record<RequirementKind, KindTally>;
}

/** Micro-averaged over postings: every name and every requirement weighs the same. */
export function totalScore(scores: readonly ReadingScore[]): SetScore {
  const right = scores.reduce((n, s) => n + s.right.length, 0);
  const named = scores.reduce((n, s) => n + s.right.length + s.wrong.length, 0);
  const found = scores.reduce((n, s) => n + s.found, 0);
  const expected = scores.reduce((n, s) => n + s.expected, 0);
  const misMarked = scores.reduce((n, s) => n + s.misMarked.length, 0);
  return {
    precision: named ? right / named : 1,
    recall: expected ? found / expected : 1,
    marking: right ? 1 - misMarked / right : 1,
    named,
    expected,
    byKind: Object.fromEntries(
      REQUIREMENT_KINDS.map((kind) => [
        kind,
        {
          found: scores.reduce((n, s) => n + s.byKind[kind].found, 0),
          expected: scores.reduce((n, s) => n + s.byKind[kind].expected, 0),
        },
      ]),
    ) as Record<RequirementKind, KindTally>,
  };
}
