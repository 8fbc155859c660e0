/**
 * The samples the field-confidence model is fitted and judged on: every job title, employer,
 * school and degree the reader read from a document, labelled right when it is one the
 * document's truth holds (scripts/lib/resume-compare.ts's `same`), wrong otherwise.
 */
import type { ParsedResume } from '@/domain/resume/types';
import type { ScoredField } from '@/domain/resume/confidence/field-features';
import { same } from '../lib/resume-compare';

export interface FieldSample {
  /** The renderer family (or "devset") the document came from. */
  group: string;
  field: ScoredField;
  text: string;
  right: boolean;
}

export interface FieldTruth {
  roles: { company: string; title: string }[];
  schools: { school: string; degree: string }[];
}

export function fieldSamples(group: string, read: ParsedResume, truth: FieldTruth): FieldSample[] {
  const fields: [ScoredField, (string | null)[], string[]][] = [
    ['title', read.experience.map((r) => r.title), truth.roles.map((r) => r.title)],
    ['company', read.experience.map((r) => r.company), truth.roles.map((r) => r.company)],
    ['school', read.education.map((s) => s.school), truth.schools.map((s) => s.school)],
    ['degree', read.education.map((s) => s.degree), truth.schools.map((s) => s.degree)],
  ];
  return fields.flatMap(([field, texts, expected]) =>
    texts
      .filter((text): text is string => !!text?.trim())
      .map((text) => ({ group, field, text, right: expected.some((e) => same(e, text)) })),
  );
}
