/**
 * What the reader's confidence in a field is computed from: a field's text (a job title, an
 * employer, a school, a degree, as read) and the kind it was read as, described by whether the
 * reader's own word lists agree with that kind and by what a misread looks like. The weights
 * live in field-confidence.json, fitted by `npm run fit-confidence`
 * (scripts/resume-model/fit-confidence.ts; docs/architecture.md section 4.7). Adding, removing
 * or reordering a feature means fitting again: the JSON names the features it was fitted on
 * and the scorer refuses a mismatch.
 *
 * One model serves the four kinds, so what marks a misread (a sentence, a date, a lower-case
 * start) is learnt from all of them, also for a kind the corpus rarely misreads that way. No
 * feature describes how the corpus generator happens to spell names: commas, separators and
 * one-word names were features once; the generator writes no employer with a comma, so the
 * model doubted "3M Company, Corporate Research" and "Intuit" on real resumes.
 */
import { findDates } from '../dates';
import { looksLikeDegree, looksLikeSchool } from '../degrees';
import { hasCompanyWord, looksLikeLocation, looksLikeTitle } from '../entry-fields';
import { startsWithPastVerb } from '../past-verbs';
import { isTownName } from '../trailing-town';

export const SCORED_FIELDS = ['title', 'company', 'school', 'degree'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

/** What the word lists say each kind looks like. */
const KIND_WORDS: Record<ScoredField, (text: string) => boolean> = {
  title: looksLikeTitle,
  company: hasCompanyWord,
  school: looksLikeSchool,
  degree: looksLikeDegree,
};

const words = (text: string) => text.split(/\s+/).filter(Boolean);

function capitalisedShare(text: string): number {
  const ws = words(text).filter((w) => /^\p{L}/u.test(w) && w.length > 3);
  return ws.length ? ws.filter((w) => /^\p{Lu}/u.test(w)).length / ws.length : 0;
}

/** Each feature: a name and a value in [0, 1] for a text read as a field. */
const FEATURES: [string, (field: ScoredField, text: string) => number][] = [
  // One per kind: how often that kind is read right at all (the model has no other intercept).
  ...SCORED_FIELDS.map((kind): [string, (field: ScoredField) => number] => [
    `read as ${kind}`,
    (field) => +(field === kind),
  ]),
  ["its kind's words", (field, t) => +KIND_WORDS[field](t)],
  [
    "another kind's words",
    (field, t) => +SCORED_FIELDS.some((kind) => kind !== field && KIND_WORDS[kind](t)),
  ],
  ['a place', (_, t) => +(looksLikeLocation(t) || isTownName(t))],
  ['six to ten words', (_, t) => +(words(t).length >= 6 && words(t).length <= 10)],
  ['over ten words', (_, t) => +(words(t).length > 10)],
  ['capitalised share', (_, t) => capitalisedShare(t)],
  ['all capitals', (_, t) => +(/\p{L}{2}/u.test(t) && t === t.toUpperCase())],
  ['starts lower case', (_, t) => +/^\p{Ll}/u.test(t)],
  ['starts with a past verb', (_, t) => +startsWithPastVerb(t)],
  // A sentence's full stop, after a word, not an abbreviation's ("BSc.", "Co.").
  ['ends a sentence', (_, t) => +/\p{Ll}{3}\.$/u.test(t.trim())],
  ['holds a date', (_, t) => +(findDates(t).start !== null)],
  ['holds digits', (_, t) => +/\d/.test(t)],
  ['holds brackets', (_, t) => +/[()]/.test(t)],
  ['holds a colon', (_, t) => +t.includes(':')],
  ['holds an e-mail or link', (_, t) => +/@|https?:|www\./i.test(t)],
];

export const FEATURE_NAMES = FEATURES.map(([name]) => name);

export function fieldFeatures(field: ScoredField, text: string): number[] {
  return FEATURES.map(([, f]) => f(field, text));
}
