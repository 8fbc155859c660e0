/**
 * Ranks real postings against a resume by Magic CV's weighted fit (scoreMatch on the posting read
 * with its title, employer and place: postingText), best first (docs/product-rules.md 5.2).
 *
 * A posting that names fewer than MIN_SCORED_REQUIREMENTS requirements a resume can back has its
 * fit scaled by how many it names: with two requirements, one word the resume happens to hold
 * ("retail clients") would otherwise make half a fit, and a short software resume saw "Retail
 * Sales Associate" above every software posting. Real postings name a dozen or more, so their
 * score is the fit the user sees again when tailoring. Ties go to the newer posting, then by
 * title, so the order is stable for the same inputs. Each posting is read once and its reading
 * kept for the next search (posting-readings.ts).
 */
import { scoreMatch } from '../resume/score-match';
import type { ParsedResume } from '../resume/types';
import { MIN_SCORED_REQUIREMENTS, SAMPLE_JOB_SOURCE, type JobSuggestion, type StoredJob } from './contract';
import { readPosting } from './posting-readings';

/** The fit, scaled down for a posting that names fewer than MIN_SCORED_REQUIREMENTS requirements. */
export function rankingScore(fit: number, requirementCount: number): number {
  return Math.round(fit * Math.min(1, requirementCount / MIN_SCORED_REQUIREMENTS));
}

export function rankPostings(
  resume: ParsedResume,
  postings: readonly StoredJob[],
  now: Date,
): JobSuggestion[] {
  // "Present" in the resume means the request's month, as in the tailorResume handler.
  const asOf = { asOf: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 } };
  const scored = postings.map((p) => {
    const job = readPosting(p);
    const match = scoreMatch(resume, job, asOf);
    // Conditions of the job (lifting, weekends) are never scored, so they do not count either.
    const requirementCount = job.requirements.filter((r) => r.kind !== 'condition').length;
    return { p, match, requirementCount, score: rankingScore(match.score, requirementCount) };
  });
  scored.sort(
    (a, b) =>
      b.score - a.score || b.p.posted.getTime() - a.p.posted.getTime() || a.p.title.localeCompare(b.p.title),
  );
  return scored.map(({ p, match, requirementCount, score }) => ({
    id: p.id,
    title: p.title,
    company: p.company,
    location: p.location,
    url: p.url,
    sample: p.source === SAMPLE_JOB_SOURCE,
    description: p.description,
    posted: p.posted.toISOString(),
    score,
    requirementCount,
    keywordRate: match.keywordRate,
    matched: match.matched,
    missing: match.missing,
  }));
}
