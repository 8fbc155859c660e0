/**
 * Lines kept under a heading of a standard kind ("SKILLS", "Programming Languages", "About") that
 * no field holds (keep-unplaced.ts) belong to that section, not to a second copy of it (issue 39
 * item 2): a renderer draws them at the end of the standard section of their kind. Sections of
 * another kind ("Publications", "Other details") stay sections of their own.
 */
import { detectHeading, type SectionKind } from './headings';
import type { ParsedResume } from './types';

export type StandardKind = Exclude<SectionKind, 'contact' | 'other'>;

const STANDARD = new Set<SectionKind>([
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certifications',
]);

export interface SectionExtras {
  /** Lines to draw at the end of the standard section of each kind, in reading order. */
  extras: Partial<Record<StandardKind, string[]>>;
  /** The `other` sections drawn under their own heading. */
  rest: ParsedResume['other'];
}

export function sectionExtras(resume: ParsedResume): SectionExtras {
  const extras: SectionExtras['extras'] = {};
  const rest: ParsedResume['other'] = [];
  for (const o of resume.other) {
    const kind = detectHeading(o.heading)?.kind;
    if (kind && STANDARD.has(kind)) (extras[kind as StandardKind] ??= []).push(...o.lines);
    else rest.push(o);
  }
  return { extras, rest };
}
