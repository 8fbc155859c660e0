/**
 * checkResume: how well a machine can read a resume. Starts at 100 and takes off each reason's
 * penalty (penalties.ts); the report also carries the fields the parser read and the sections
 * it could not place, so the visitor sees exactly what an ATS sees. Pure and deterministic.
 */
import type { ReadResume } from '../layout/types';
import { mixedDateFormatsIssue, unreadableDatesIssue } from './date-formats';
import { gluedIconsIssue } from './glued-icons';
import { multiColumnIssue, textInImagesIssue } from './layout-reasons';
import { missingContactIssues } from './missing-contact';
import { missingHeadingsIssue } from './missing-headings';
import type { AtsIssue, AtsReport } from './types';

/** Each reason in a fixed order: equal penalties keep this order in the report. */
const REASONS: ((read: ReadResume) => AtsIssue | AtsIssue[] | null)[] = [
  textInImagesIssue,
  multiColumnIssue,
  missingContactIssues,
  gluedIconsIssue,
  missingHeadingsIssue,
  unreadableDatesIssue,
  mixedDateFormatsIssue,
];

export function checkResume(read: ReadResume): AtsReport {
  const issues = REASONS.flatMap((reason) => reason(read) ?? []);
  // Array.prototype.sort is stable, so ties stay in REASONS order.
  issues.sort((a, b) => b.penalty - a.penalty);
  const lost = issues.reduce((sum, i) => sum + i.penalty, 0);
  return {
    score: Math.max(0, Math.min(100, 100 - lost)),
    issues,
    fields: read.resume,
    unplaced: read.resume.other,
  };
}

/** A word for the score, shown beside the number. */
export function scoreLabel(score: number): string {
  if (score >= 90) return 'Excellent';
  if (score >= 75) return 'Good';
  if (score >= 50) return 'Fair';
  return 'Poor';
}
