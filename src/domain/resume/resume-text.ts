/**
 * A ParsedResume as plain text, one fact a line: what keyword matching, scoring and the fact
 * check read, and a readable fallback wherever HTML cannot go.
 */
import { roleGroups } from './role-groups';
import type { ExperienceEntry, ParsedResume } from './types';

const range = (start: string | null, end: string | null): string => [start, end].filter(Boolean).join(' – ');

/** A role's heading line: "Title — Company", and how the job was held after a dot ("· Contract"). */
export const roleHeading = (e: ExperienceEntry): string =>
  [[e.title, e.company].filter(Boolean).join(' — '), e.employment].filter(Boolean).join(' · ');

export function resumeToText(resume: ParsedResume): string {
  const out: string[] = [];
  const push = (...lines: (string | null | undefined)[]) => {
    for (const l of lines) if (l && l.trim()) out.push(l.trim());
  };
  const c = resume.contact;
  push(c.name, resume.headline, [c.email, c.phone, c.location, ...c.links].filter(Boolean).join(' | '));
  if (resume.summary) push('SUMMARY', resume.summary);
  // Roles the resume files under a heading of its own stay under it.
  for (const g of roleGroups(resume.experience)) {
    push(g.heading?.toUpperCase() ?? 'EXPERIENCE');
    for (const e of g.roles) {
      push(roleHeading(e), [e.location, range(e.startDate, e.endDate)].filter(Boolean).join(' | '));
      push(...e.bullets.map((b) => `• ${b}`));
    }
  }
  if (resume.education.length) push('EDUCATION');
  for (const e of resume.education) {
    push(
      [e.degree, e.school].filter(Boolean).join(' — '),
      [e.location, range(e.startDate, e.endDate)].filter(Boolean).join(' | '),
    );
    push(...e.details.map((d) => `• ${d}`));
  }
  if (resume.skills.length) push('SKILLS', resume.skills.join(', '));
  if (resume.projects.length) push('PROJECTS');
  for (const p of resume.projects) push(p.name, ...p.bullets.map((b) => `• ${b}`));
  if (resume.certifications.length) push('CERTIFICATIONS', ...resume.certifications.map((x) => `• ${x}`));
  for (const o of resume.other) push(o.heading.toUpperCase(), ...o.lines);
  return out.join('\n');
}
