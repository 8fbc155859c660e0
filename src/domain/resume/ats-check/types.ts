/** The ATS parseability report: what a machine reads from a resume, and what makes it harder. */
import type { ParsedResume } from '../types';

export type AtsIssueId =
  | 'multi-column'
  | 'text-in-images'
  | 'glued-icons'
  | 'missing-headings'
  | 'unreadable-dates'
  | 'mixed-date-formats'
  | 'missing-name'
  | 'missing-email'
  | 'missing-phone';

export interface AtsIssue {
  id: AtsIssueId;
  /** One short sentence, shown as the reason's heading. */
  title: string;
  /** What was found and what to do about it. */
  detail: string;
  /** Points taken off the 100-point parseability score. */
  penalty: number;
}

export interface AtsReport {
  /** 0..100: 100 minus the penalties, never below 0. */
  score: number;
  /** Largest penalty first. */
  issues: AtsIssue[];
  /** The structured resume as a machine reads it. */
  fields: ParsedResume;
  /** Sections with a heading the parser could not place. */
  unplaced: ParsedResume['other'];
}
