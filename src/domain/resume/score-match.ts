/**
 * scoreMatch: how well a resume fits a job, 0..100, deterministic.
 *   80 points: weighted keyword coverage. Keywords are weighted by the job's ranking, and a
 *      keyword counts fully where readers and ATS rankers look first (summary, headline, the
 *      first two bullets of each role, the first six skills) and 75 % elsewhere in the resume.
 *      That is why tailoring (a targeted summary, relevant bullets first) raises the score
 *      without adding a single fact.
 *   20 points: the share of requirements the resume backs with a fact (requirement-backing.ts).
 * A keyword matches under the shared normalisation: case, punctuation, synonyms ("JS" =
 * "JavaScript") and simple stemming ("databases" = "database").
 */
import { experienceMonths, resolveAsOf, type AsOfOption } from './experience-years';
import { buildTermIndex } from './normalize';
import { isBacked, resumeDegreeLevel } from './requirement-backing';
import { resumeToText } from './resume-text';
import type { JobProfile, MatchScore, ParsedResume } from './types';
import { termIn } from './vocabulary';

export const PROMINENT_BULLETS = 2;
export const PROMINENT_SKILLS = 6;
const BODY_CREDIT = 0.75;

/** The parts of a resume a reader sees first. */
export function prominentText(resume: ParsedResume): string {
  return [
    resume.headline ?? '',
    resume.summary ?? '',
    ...resume.experience.flatMap((e) => [e.title ?? '', ...e.bullets.slice(0, PROMINENT_BULLETS)]),
    ...resume.skills.slice(0, PROMINENT_SKILLS),
  ].join('\n');
}

/** The weight of the i-th most important keyword: 1, 0.91, 0.83 ... 0.26 for the 30th. */
export const keywordWeight = (i: number): number => 1 / (1 + i * 0.1);

export function scoreMatch(resume: ParsedResume, job: JobProfile, opts?: AsOfOption): MatchScore {
  // 1. Index the whole resume and its prominent parts once.
  const full = buildTermIndex(resumeToText(resume));
  const prominent = buildTermIndex(prominentText(resume));
  // 2. Weighted keyword coverage.
  const matched: string[] = [];
  const missing: string[] = [];
  let got = 0;
  let possible = 0;
  job.keywords.forEach((k, i) => {
    const w = keywordWeight(i);
    possible += w;
    if (!termIn(k, full)) return void missing.push(k);
    matched.push(k);
    got += termIn(k, prominent) ? w : w * BODY_CREDIT;
  });
  const coverage = possible > 0 ? got / possible : 0;
  // 3. Requirements the resume cannot back.
  const facts = {
    index: full,
    keywords: job.keywords,
    months: experienceMonths(resume, resolveAsOf(resume, opts)),
    degreeLevel: resumeDegreeLevel(resume),
  };
  const unbacked = job.requirements.filter((r) => !isBacked(r, facts));
  const backed = job.requirements.length ? 1 - unbacked.length / job.requirements.length : coverage;
  // 4. Combine; rounding keeps equal inputs equal across platforms.
  const score = Math.max(0, Math.min(100, Math.round(coverage * 80 + backed * 20)));
  return { score, matched, missing, unbacked };
}
