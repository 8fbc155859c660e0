/**
 * scoreMatch: how well a resume fits a job, deterministic, explained. One score for Magic CV,
 * the free keyword matcher, Easy Apply's ranking and `npm run tailor` (issue 19, "One explained
 * score"). It reports two figures, each with its reasons:
 *   keyword match rate: the share of the posting's keywords (tools, methods, domain knowledge,
 *      soft skills) the resume backs, shown against an 80 % target, the figure ATS-style checkers
 *      report;
 *   fit (`score`, 0..100): a weighted fit.
 *      70 points: the posting's keywords, a required one counting twice a preferred one and the
 *         most important first (keywordWeight). A keyword counts fully where readers and ATS
 *         rankers look first (summary, headline, the first two bullets of each role, the first
 *         six skills) and 75 % elsewhere: that is why tailoring (a targeted summary, relevant
 *         bullets first) raises the fit without adding a single fact.
 *      20 points: qualifications (years of dated experience, degree level, certifications,
 *         languages), required twice preferred.
 *      10 points: the job title: the resume's headline or a role carries it (full) or its
 *         last word ("Analyst": half).
 *   A part the posting does not ask for (no qualification, no title) takes the keyword share.
 *   The job's conditions (lifting, travel, the right to work) are named in the reasons, not scored.
 * A requirement is met only where the resume's text backs it (requirement-evidence.ts).
 */
import { buildTermIndex, phraseKey, type TermIndex } from './normalize';
import { KEYWORD_TARGET } from './match-target';
import { checkRequirements, unbackedLines } from './requirement-evidence';
import type { AsOfOption } from './experience-years';
import type { JobProfile, MatchScore, ParsedResume, RequirementCheck } from './types';
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

const isQualification = (c: RequirementCheck) => c.requirement.kind === 'qualification';
/** Conditions of the job (lifting, travel) are listed, never scored: a resume cannot show them. */
const isCondition = (c: RequirementCheck) => c.requirement.kind === 'condition';
const isKeyword = (c: RequirementCheck) => !isQualification(c) && !isCondition(c);
const weightOf = (c: RequirementCheck) => (c.requirement.required ? 2 : 1);
const percent = (share: number) => Math.round(share * 100);

/** Seniority and grade words a title match ignores ("Senior Data Analyst II" is a "data analyst"). */
const SENIORITY =
  /\b(?:senior|sr|junior|jr|lead|principal|staff|chief|head|entry|level|mid|intern|i{1,3}|iv|v)\b\.?/gi;

interface ResumeIndexes {
  titles: TermIndex;
  prominent: TermIndex;
}

// One resume is scored against many postings (Easy Apply ranks them all): index it once.
const indexCache = new WeakMap<ParsedResume, ResumeIndexes>();

function indexesOf(resume: ParsedResume): ResumeIndexes {
  let got = indexCache.get(resume);
  if (!got) {
    got = {
      titles: buildTermIndex(
        [resume.headline ?? '', ...resume.experience.map((e) => e.title ?? '')].join('\n'),
      ),
      prominent: buildTermIndex(prominentText(resume)),
    };
    indexCache.set(resume, got);
  }
  return got;
}

/** 1 when the resume carries the job's title, 0.5 for its last word, 0 for neither. */
function titleMatch(resume: ParsedResume, title: string): { share: number; reason: string } | null {
  const core = phraseKey(title.split(/[,(–—|-]/)[0]!.replace(SENIORITY, ' '));
  if (!core) return null;
  const { titles } = indexesOf(resume);
  const shown = title.split(/[,(–—|]/)[0]!.trim();
  if (titles.has(core)) return { share: 1, reason: `Your experience carries the job title "${shown}".` };
  const head = core.split(' ').at(-1)!;
  if (titles.has(head))
    return { share: 0.5, reason: `Your titles share "${head}" with "${shown}", not the whole title.` };
  return { share: 0, reason: `No headline or role of yours carries the job title "${shown}".` };
}

export interface ScoreOptions extends AsOfOption {
  /**
   * The resume whose lines may back a requirement, when `resume` is a tailored copy of it (issue
   * 39): evidence is always a line the person wrote, never a generated one. The tailored copy
   * keeps every such line (the structural round trip, fidelity/structure.ts); where it shows a
   * term still decides the weight.
   */
  evidenceFrom?: ParsedResume;
}

export function scoreMatch(resume: ParsedResume, job: JobProfile, opts?: ScoreOptions): MatchScore {
  // 1. What backs each requirement.
  const checks = checkRequirements(opts?.evidenceFrom ?? resume, job.requirements, opts);
  const keywords = checks.filter(isKeyword);
  const qualifications = checks.filter(isQualification);
  const conditions = checks.filter(isCondition);
  const met = (cs: RequirementCheck[]) => cs.filter((c) => c.evidence !== null);
  // 2. Keyword match rate.
  const keywordShare = keywords.length ? met(keywords).length / keywords.length : 0;
  // 3. Keywords, weighted: required twice preferred, rank, and where in the resume.
  const { prominent } = indexesOf(resume);
  let got = 0;
  let possible = 0;
  keywords.forEach((c, i) => {
    const w = weightOf(c) * keywordWeight(i);
    possible += w;
    if (c.evidence !== null) got += termIn(c.requirement.label, prominent) ? w : w * BODY_CREDIT;
  });
  const keywordFit = possible > 0 ? got / possible : 0;
  // 4. Qualifications and the title.
  const qualPossible = qualifications.reduce((n, c) => n + weightOf(c), 0);
  const qualFit = qualPossible
    ? met(qualifications).reduce((n, c) => n + weightOf(c), 0) / qualPossible
    : keywordFit;
  const title = job.title ? titleMatch(resume, job.title) : null;
  const score = Math.max(
    0,
    Math.min(100, Math.round(keywordFit * 70 + qualFit * 20 + (title?.share ?? keywordFit) * 10)),
  );
  // 5. The reasons, in the person's words.
  const required = keywords.filter((c) => c.requirement.required);
  const preferred = keywords.filter((c) => !c.requirement.required);
  const reasons = [
    `Keyword match rate ${percent(keywordShare)} % (aim for ${KEYWORD_TARGET} %): ${met(keywords).length} of ${keywords.length} keywords found in your resume.`,
    ...(required.length ? [`Required keywords: ${met(required).length} of ${required.length} backed.`] : []),
    ...(preferred.length
      ? [`Preferred keywords: ${met(preferred).length} of ${preferred.length} backed.`]
      : []),
    ...qualifications.map((c) =>
      c.evidence !== null
        ? `Meets "${c.requirement.label}": ${c.evidence}.`
        : `Does not show "${c.requirement.label}"${c.requirement.required ? '' : ' (preferred)'}.`,
    ),
    ...(title ? [title.reason] : []),
    ...(conditions.length
      ? [
          `Not scored, as a resume cannot show them: ${conditions.map((c) => c.requirement.label).join(', ')}.`,
        ]
      : []),
  ];
  return {
    score,
    keywordRate: percent(keywordShare),
    checks,
    reasons,
    matched: met(keywords).map((c) => c.requirement.label),
    missing: keywords.filter((c) => c.evidence === null).map((c) => c.requirement.label),
    // 6. Requirement sentences the resume cannot back with a fact (shown as what to address).
    unbacked: unbackedLines(job, checks),
  };
}
