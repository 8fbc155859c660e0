/**
 * analyzeJob: a job posting's text -> JobProfile (title, company, ranked keywords, requirements).
 *   1. text -> clean lines (the resume parser's step 1)
 *   2. lines -> title and company (labels, layout, then prose)
 *   3. lines -> sentences, each placed (requirements, "nice to have", body, the employer's own
 *      text, the header) and marked required or preferred; the requirement sentences among them
 *   4. lines + requirement sentences -> keywords ranked by importance
 *   5. requirement sentences -> qualifications (experience, degree, languages)
 *   6. keywords + qualifications -> requirements, each with its kind, required or preferred,
 *      and the sentence it was read from; then the job's conditions (lifting, travel, the right
 *      to work), listed but never scored
 */
import { jobConditions } from './job-conditions';
import { postingTowns, rankKeywords } from './job-keywords';
import { jobQualifications, withoutDegreeSubject } from './job-qualifications';
import { jobRequirements } from './job-requirements';
import { findCompany, findJobTitle } from './job-sections';
import { asksSomething, postingSentences, withoutCollaborators } from './job-sentences';
import { toLines } from './lines';
import type { JobProfile } from './types';
import { postingLineReader } from './vocabulary';

export function analyzeJob(text: string): JobProfile {
  const lines = toLines(text);
  // Steps 4 and 6 look terms up in the same sentences: each is read once for both.
  const read = postingLineReader();
  const title = findJobTitle(lines);
  const company = findCompany(lines);
  const sentences = postingSentences(lines, { title, company });
  const requirementLines = [...new Set(sentences.filter((s) => s.requirement).map((s) => s.text))];
  // The header and what the employer offers or says of itself ask for nothing (SentenceContext); a
  // degree's subject is part of the degree ("Bachelor's in Statistics"), and the teams a person works
  // with are colleagues, not skills ("partner with sales ops").
  const askingSentences = sentences.filter(asksSomething);
  const asking = askingSentences.map((s) => withoutCollaborators(withoutDegreeSubject(s.text)));
  const keywords = rankKeywords(
    asking,
    requirementLines,
    title,
    company,
    postingTowns(lines.map((l) => l.text).join('\n')),
    read,
  );
  const requirements = jobRequirements(
    keywords,
    sentences,
    [...jobQualifications(sentences), ...jobConditions(askingSentences)],
    read,
  );
  return { title, company, keywords, requirementLines, requirements };
}
