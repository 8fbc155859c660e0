import type { ResumeChange } from '../changes/change-schema';

/** A tailored summary as "What we changed" lists it (page tests of Magic CV and Easy Apply). */
export const SUMMARY_CHANGE: ResumeChange = {
  id: 'summary',
  kind: 'summary',
  where: 'Summary',
  effect: 4,
  before: 'Analyst who builds reports.',
  after: 'Data Analyst skilled in SQL and Python. Analyst who builds reports.',
};
