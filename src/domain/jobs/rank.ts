/**
 * Ranks real postings against a resume with Magic CV's own scoring (analyzeJob + scoreMatch on
 * the posting's description), so the score a suggestion shows is the "before" score the user
 * would see after tailoring for it. Ties go to the newer posting, then by title, so the order
 * is stable for the same inputs.
 */
import { analyzeJob } from '../resume/analyze-job';
import { scoreMatch } from '../resume/score-match';
import type { ParsedResume } from '../resume/types';
import type { JobSuggestion, StoredJob } from './contract';

export function rankPostings(
  resume: ParsedResume,
  postings: readonly StoredJob[],
  now: Date,
): JobSuggestion[] {
  // "Present" in the resume means the request's month, as in the tailorResume handler.
  const asOf = { asOf: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 } };
  const scored = postings.map((p) => {
    const match = scoreMatch(resume, analyzeJob(p.description), asOf);
    return { p, match };
  });
  scored.sort(
    (a, b) =>
      b.match.score - a.match.score ||
      b.p.posted.getTime() - a.p.posted.getTime() ||
      a.p.title.localeCompare(b.p.title),
  );
  return scored.map(({ p, match }) => ({
    id: p.id,
    title: p.title,
    company: p.company,
    location: p.location,
    url: p.url,
    description: p.description,
    posted: p.posted.toISOString(),
    score: match.score,
    keywordRate: match.keywordRate,
    matched: match.matched,
    missing: match.missing,
  }));
}
