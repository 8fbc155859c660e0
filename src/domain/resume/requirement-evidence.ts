/**
 * The resume's evidence for each thing a job asks for (issue 19, "Evidence"): a requirement is
 * met only where the resume's own text backs it, and the line that backs it is kept so the
 * person can see it. A keyword is backed by a line naming it under any of its names or word forms
 * (a bullet first, then the summary, skills, certifications, education; a short name that only its
 * case sets apart, "Go", only as a skills item); "N+ years" by the dated
 * experience; a degree by an education entry at that level or above, or, where the posting's
 * sentence accepts "equivalent experience", by four years of it. The posting's sentences the
 * resume cannot back (`unbackedLines`) are read from the same checks: one engine.
 */
import { degreeLevels } from './degrees';
import { experienceMonths, resolveAsOf, type AsOfOption } from './experience-years';
import { experienceMonthsAsked } from './job-qualifications';
import { buildTermIndex, type TermIndex } from './normalize';
import type { JobProfile, JobRequirement, ParsedResume, RequirementCheck } from './types';
import { termSearch } from './vocabulary';

type EducationEntry = ParsedResume['education'][number];

/** An education entry's degree level (degrees.ts levels), 0 when it names none. */
const entryLevel = (e: EducationEntry): number =>
  Math.max(0, ...degreeLevels(`${e.degree ?? ''} ${e.school ?? ''}`));

/** The highest degree level the resume's education shows, 0 for none. */
const resumeDegreeLevel = (resume: ParsedResume): number => Math.max(0, ...resume.education.map(entryLevel));

/** "…or equivalent experience": the posting accepts work in place of the degree. */
const EQUIVALENT_RE = /\bequivalent\b/i;
/** The dated experience that stands in for a degree where the posting accepts an equivalent. */
const EQUIVALENT_MONTHS = 48;

interface ResumeFacts {
  /** `listed`: an item of the skills section, where a short name like "Go" counts. */
  lines: { text: string; index: TermIndex; listed: boolean }[];
  months: number;
  degreeLevel: number;
}

/** The resume's lines in the order evidence is looked for: what the person did first. */
function evidenceLines(resume: ParsedResume): string[] {
  const degreeLine = (e: EducationEntry) => [e.degree, e.school].filter(Boolean).join(', ');
  return [
    ...resume.experience.flatMap((e) => e.bullets),
    ...resume.projects.flatMap((p) => [p.name, ...p.bullets]),
    ...(resume.summary ?? '').split(/(?<=[.!?])\s+/),
    resume.headline ?? '',
    ...resume.experience.map((e) => [e.title, e.company].filter(Boolean).join(', ')),
    ...resume.skills,
    ...resume.certifications,
    ...resume.education.flatMap((e) => [degreeLine(e), ...e.details]),
    ...resume.other.flatMap((o) => o.lines),
  ].filter((l) => l.trim() !== '');
}

// One resume is checked against many postings (Easy Apply ranks them all): index it once.
const factsCache = new WeakMap<ParsedResume, Map<string, ResumeFacts>>();

function factsOf(resume: ParsedResume, opts?: AsOfOption): ResumeFacts {
  const asOf = resolveAsOf(resume, opts);
  const key = asOf ? `${asOf.year}-${asOf.month}` : '';
  let byMonth = factsCache.get(resume);
  if (!byMonth) factsCache.set(resume, (byMonth = new Map()));
  let facts = byMonth.get(key);
  if (!facts) {
    facts = {
      lines: evidenceLines(resume).map((text) => ({
        text,
        index: buildTermIndex(text),
        listed: resume.skills.includes(text),
      })),
      months: experienceMonths(resume, asOf),
      degreeLevel: resumeDegreeLevel(resume),
    };
    byMonth.set(key, facts);
  }
  return facts;
}

/** "3 years of dated experience" (or months, under a year). */
function datedExperience(months: number): string {
  const years = Math.floor(months / 12);
  return years >= 1
    ? `${years} year${years === 1 ? '' : 's'} of dated experience`
    : `${months} months of dated experience`;
}

/** A line of the resume that backs the requirement, or a fact computed from it (`derived`). */
type Evidence = { text: string; derived?: true } | null;

function evidenceFor(requirement: JobRequirement, resume: ParsedResume, facts: ResumeFacts): Evidence {
  // A condition of the job is accepted by the person, not shown by a resume (job-conditions.ts).
  if (requirement.kind === 'condition') return null;
  const asked = experienceMonthsAsked(requirement.label);
  if (asked !== null)
    return facts.months < asked ? null : { text: datedExperience(facts.months), derived: true };
  const levels = requirement.kind === 'qualification' ? degreeLevels(requirement.label) : [];
  if (levels.length) {
    if (facts.degreeLevel < Math.min(...levels)) {
      const equivalent = EQUIVALENT_RE.test(requirement.line) && facts.months >= EQUIVALENT_MONTHS;
      return equivalent
        ? { text: `${datedExperience(facts.months)} in place of the degree`, derived: true }
        : null;
    }
    const entry = resume.education.find((e) => entryLevel(e) === facts.degreeLevel);
    return entry ? { text: [entry.degree, entry.school].filter(Boolean).join(', ') } : null;
  }
  const label = termSearch(requirement.label);
  const line = facts.lines.find((l) => (l.listed ? label.in(l.index) : label.inProse(l.index)));
  return line ? { text: line.text } : null;
}

export function checkRequirements(
  resume: ParsedResume,
  requirements: readonly JobRequirement[],
  opts?: AsOfOption,
): RequirementCheck[] {
  const facts = factsOf(resume, opts);
  return requirements.map((requirement) => {
    const evidence = evidenceFor(requirement, resume, facts);
    if (!evidence) return { requirement, evidence: null };
    return evidence.derived
      ? { requirement, evidence: evidence.text, derived: true as const }
      : { requirement, evidence: evidence.text };
  });
}

// A posting is scored against every resume that searches (its reading is kept,
// src/domain/jobs/posting-readings.ts): which requirements each of its sentences names is read once.
const namedCache = new WeakMap<JobProfile, Map<string, Set<JobRequirement>>>();

/**
 * The requirements each sentence of the posting asks for: those read from it, and the keywords it
 * names under any of their names though they were first read from another sentence. Conditions
 * of the job are not among them (a resume cannot show them).
 */
function requirementsNamed(job: JobProfile): Map<string, Set<JobRequirement>> {
  let named = namedCache.get(job);
  if (named) return named;
  named = new Map();
  const scored = job.requirements.filter((r) => r.kind !== 'condition');
  const keywords = scored
    .filter((r) => r.kind !== 'qualification')
    .map((r) => [r, termSearch(r.label)] as const);
  for (const line of job.requirementLines) {
    const index = buildTermIndex(line);
    const own = scored.filter((r) => r.line === line);
    named.set(line, new Set([...own, ...keywords.filter(([, search]) => search.in(index)).map(([r]) => r)]));
  }
  namedCache.set(job, named);
  return named;
}

/**
 * The posting's requirement sentences the resume cannot back with a fact it contains, by the
 * checks of `checkRequirements`: one that asks for a qualification (years, a degree, a
 * certificate, a language) the resume does not show, or one that names keywords none of which it
 * backs. A sentence that asks for nothing a resume can show (conditions of the job only) is not one.
 */
export function unbackedLines(job: JobProfile, checks: readonly RequirementCheck[]): string[] {
  const backed = new Map(checks.map((c) => [c.requirement, c.evidence !== null]));
  return [...requirementsNamed(job)].flatMap(([line, asked]) => {
    const read = [...asked].filter((r) => backed.has(r));
    const keywords = read.filter((r) => r.kind !== 'qualification');
    const lacking =
      read.some((r) => r.kind === 'qualification' && !backed.get(r)) ||
      (keywords.length > 0 && !keywords.some((r) => backed.get(r)));
    return lacking ? [line] : [];
  });
}
