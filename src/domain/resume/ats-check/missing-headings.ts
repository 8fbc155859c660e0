/**
 * The core sections an ATS looks for. A section counts as found when the parser filled it or a
 * line reads as its heading (an empty "Skills" section is still a heading a machine can see).
 */
import { detectHeading } from '../headings';
import type { ReadResume } from '../layout/types';
import { PENALTY } from './penalties';
import type { AtsIssue } from './types';

const CORE = [
  { kind: 'experience', label: 'Experience' },
  { kind: 'education', label: 'Education' },
  { kind: 'skills', label: 'Skills' },
] as const;

export function missingSections({ resume, lines }: ReadResume): string[] {
  const headed = new Set(lines.filter((l) => !l.bullet).map((l) => detectHeading(l.text)?.kind));
  return CORE.filter(({ kind }) => resume[kind].length === 0 && !headed.has(kind)).map((c) => c.label);
}

export function missingHeadingsIssue(read: ReadResume): AtsIssue | null {
  const missing = missingSections(read);
  if (missing.length === 0) return null;
  const names = missing.map((m) => `"${m}"`).join(', ');
  return {
    id: 'missing-headings',
    title: 'Missing section headings',
    detail: `No ${names} section was found. An ATS files your details under standard headings: give each section a plain heading such as ${names}.`,
    penalty: PENALTY.missingHeading * missing.length,
  };
}
