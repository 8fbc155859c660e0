/**
 * The resume's evidence for each thing a job asks for (issue 19, "Evidence"): a requirement is
 * met only where the resume's own text backs it, and the line that backs it is kept so the
 * person can see it. A keyword is backed by a line naming it under any of its names or word forms
 * (a bullet first, then the summary, skills, certifications, education; a short name that only its
 * case sets apart, "Go", only as a skills item); "N+ years" by the dated
 * experience; a degree by an education entry at that level or above.
 */
import { degreeLevels } from './degrees';
import { experienceMonths, resolveAsOf, type AsOfOption } from './experience-years';
import { experienceMonthsAsked } from './job-qualifications';
import { buildTermIndex, type TermIndex } from './normalize';
import { resumeDegreeLevel } from './requirement-backing';
import type { JobRequirement, ParsedResume, RequirementCheck } from './types';
import { termSearch } from './vocabulary';

interface ResumeFacts {
  /** `listed`: an item of the skills section, where a short name like "Go" counts. */
  lines: { text: string; index: TermIndex; listed: boolean }[];
  months: number;
  degreeLevel: number;
}

/** The resume's lines in the order evidence is looked for: what the person did first. */
function evidenceLines(resume: ParsedResume): string[] {
  const degreeLine = (e: ParsedResume['education'][number]) =>
    [e.degree, e.school].filter(Boolean).join(', ');
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

function evidenceFor(requirement: JobRequirement, resume: ParsedResume, facts: ResumeFacts): string | null {
  // A condition of the job is accepted by the person, not shown by a resume (job-conditions.ts).
  if (requirement.kind === 'condition') return null;
  const asked = experienceMonthsAsked(requirement.label);
  if (asked !== null) {
    if (facts.months < asked) return null;
    const years = Math.floor(facts.months / 12);
    return years >= 1
      ? `${years} year${years === 1 ? '' : 's'} of dated experience`
      : `${facts.months} months of dated experience`;
  }
  const levels = requirement.kind === 'qualification' ? degreeLevels(requirement.label) : [];
  if (levels.length) {
    if (facts.degreeLevel < Math.min(...levels)) return null;
    const entry = resume.education.find(
      (e) => Math.max(0, ...degreeLevels(`${e.degree ?? ''} ${e.school ?? ''}`)) === facts.degreeLevel,
    );
    return entry ? [entry.degree, entry.school].filter(Boolean).join(', ') : null;
  }
  const label = termSearch(requirement.label);
  return facts.lines.find((l) => (l.listed ? label.in(l.index) : label.inProse(l.index)))?.text ?? null;
}

export function checkRequirements(
  resume: ParsedResume,
  requirements: readonly JobRequirement[],
  opts?: AsOfOption,
): RequirementCheck[] {
  const facts = factsOf(resume, opts);
  return requirements.map((requirement) => {
    const evidence = evidenceFor(requirement, resume, facts);
    return evidence !== null && experienceMonthsAsked(requirement.label) !== null
      ? { requirement, evidence, derived: true as const }
      : { requirement, evidence };
  });
}
