/**
 * analyzeJob: a job posting's text -> JobProfile (title, company, ranked keywords, requirements).
 *   1. text -> clean lines (the resume parser's step 1)
 *   2. lines -> title and company (labels, layout, then prose)
 *   3. lines -> requirement lines (requirement sections and requirement-shaped sentences)
 *   4. lines + requirements -> keywords ranked by importance
 *   5. requirements -> qualifications (experience, degree, languages)
 */
import { rankKeywords } from './job-keywords';
import { jobQualifications } from './job-qualifications';
import { findCompany, findJobTitle, requirementLines } from './job-sections';
import { toLines } from './lines';
import type { JobProfile } from './types';

export function analyzeJob(text: string): JobProfile {
  const lines = toLines(text);
  const title = findJobTitle(lines);
  const company = findCompany(lines);
  const requirements = requirementLines(lines);
  const keywords = rankKeywords(
    lines.map((l) => l.text),
    requirements,
    title,
    company,
  );
  return { title, company, keywords, requirements, qualifications: jobQualifications(requirements) };
}
