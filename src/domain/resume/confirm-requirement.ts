/**
 * "I have this" (issue 19, "Honest gains"): a person's own statement that they meet a requirement
 * their resume does not show. Only a confirmed requirement is ever added, as the person's words:
 * the requirement's name joins the skills (a certification or licence joins the certifications)
 * and the optional line of evidence they wrote is kept under "Additional Information". Years of
 * experience and degrees are facts of the dated roles and the education, so they cannot be
 * confirmed this way.
 */
import { degreeLevels } from './degrees';
import { experienceMonthsAsked } from './job-qualifications';
import { buildTermIndex } from './normalize';
import type { JobRequirement, ParsedResume } from './types';
import { termIn } from './vocabulary';

export const CONFIRMED_HEADING = 'Additional Information';
export const MAX_CONFIRMATION_EVIDENCE = 300;

export interface Confirmation {
  requirement: JobRequirement;
  /** The person's own line saying how they have it (trimmed; empty: none). */
  evidence: string;
}

/**
 * Whether "I have this" may be offered: not for years of experience or a degree, nor for a
 * condition of the job (lifting, travel), which a resume does not state.
 */
export function canConfirm(requirement: JobRequirement): boolean {
  if (requirement.kind === 'condition' || experienceMonthsAsked(requirement.label) !== null) return false;
  return !(requirement.kind === 'qualification' && degreeLevels(requirement.label).length > 0);
}

/** The resume with the person's confirmations added; the resume itself is not changed. */
export function withConfirmations(
  resume: ParsedResume,
  confirmations: readonly Confirmation[],
): ParsedResume {
  const kept = confirmations.filter((c) => canConfirm(c.requirement));
  if (kept.length === 0) return resume;
  const next: ParsedResume = {
    ...resume,
    skills: [...resume.skills],
    certifications: [...resume.certifications],
    other: resume.other.map((o) => ({ ...o, lines: [...o.lines] })),
  };
  const listed = (label: string, list: string[]) => termIn(label, buildTermIndex(list.join('\n')));
  for (const { requirement, evidence } of kept) {
    const { label } = requirement;
    const certificate = requirement.kind === 'qualification' && !/^[A-Z][a-z]+$/.test(label);
    const list = certificate ? next.certifications : next.skills;
    if (!listed(label, list)) list.push(label);
    const line = evidence.trim().slice(0, MAX_CONFIRMATION_EVIDENCE);
    if (!line) continue;
    let section = next.other.find((o) => o.heading === CONFIRMED_HEADING);
    if (!section) next.other.push((section = { heading: CONFIRMED_HEADING, lines: [] }));
    if (!section.lines.includes(line)) section.lines.push(line);
  }
  return next;
}
