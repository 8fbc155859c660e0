import type { MemoryPair } from '../types';

/** Memory pairs: a workplace abbreviation and what it stands for. */
export const MEMORY_PAIRS: MemoryPair[] = [
  { id: 'ats', term: 'ATS', match: 'Applicant Tracking System' },
  { id: 'cv', term: 'CV', match: 'Curriculum Vitae' },
  { id: 'star', term: 'STAR', match: 'Situation, Task, Action, Result' },
  { id: 'kpi', term: 'KPI', match: 'Key Performance Indicator' },
  { id: 'hr', term: 'HR', match: 'Human Resources' },
  { id: 'pto', term: 'PTO', match: 'Paid Time Off' },
  { id: 'roi', term: 'ROI', match: 'Return on Investment' },
  { id: 'okr', term: 'OKR', match: 'Objectives and Key Results' },
  { id: 'wfh', term: 'WFH', match: 'Work From Home' },
  { id: 'nda', term: 'NDA', match: 'Non-Disclosure Agreement' },
  { id: 'ceo', term: 'CEO', match: 'Chief Executive Officer' },
  { id: 'fte', term: 'FTE', match: 'Full-Time Equivalent' },
];
