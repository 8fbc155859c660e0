/**
 * Parser step 3b: a section under a heading the parser does not know ("Product Development /
 * R&D", "Academic / Managerial") whose entries are dated roles is a group of roles. It is read
 * as experience, and its heading stays with its roles (ExperienceEntry.group), so the rebuilt
 * resume shows the roles under the heading the person gave them.
 * A heading that names what it holds ("Volunteering", "Awards", "Publications") keeps its
 * section as written, whatever the entries look like. Dated roles set under the header with no
 * heading at all are experience too (headerRoles).
 */
import { findDates } from './dates';
import { headerFragments } from './experience-header';
import { detectHeading } from './headings';
import type { ResumeLine } from './lines';
import type { Section } from './sections';

/** Text naming a job: a title or an employer among its fields. */
const namesJob = (text: string): boolean =>
  headerFragments(text).some((f) => f.kind === 'title' || f.kind === 'company');

/** The date range on a line (a role's, a publication's, a project's), or null. */
function rangeOn(line: ResumeLine | undefined): { rest: string } | null {
  if (!line || line.bullet) return null;
  const found = findDates(line.text);
  return found.start && found.end ? found : null;
}

/**
 * Whether the date range on line k dates a role: a title or employer beside it
 * ("Researcher, University of X    2015 – 2021"), or on the undated line above it
 * ("Researcher — University of X" / "Germany | 2015 – 2021").
 */
function datesRole(lines: ResumeLine[], k: number): boolean {
  const range = rangeOn(lines[k]);
  if (!range) return false;
  if (namesJob(range.rest)) return true;
  const above = lines[k - 1];
  return Boolean(above && !above.bullet && !rangeOn(above) && namesJob(above.text));
}

/**
 * Whether a section's lines are roles: it opens with a dated role (its first or second line),
 * and every date range in it dates a role.
 */
export function holdsRoles(lines: ResumeLine[]): boolean {
  const opens = datesRole(lines, 0) || (!rangeOn(lines[0]) && datesRole(lines, 1));
  return opens && lines.every((l, k) => !rangeOn(l) || datesRole(lines, k));
}

/** Sections the parser keeps as `other` only because it does not know their heading. */
const unknownHeading = (label: string): boolean => detectHeading(label) === null;

/**
 * Roles set right under the header with no heading of their own ("Title - Employer. Town, 2023 -
 * Present" lines after the contact line): from the first line whose date range dates a role (or the
 * undated line naming the job above it) to the header's end, when every date range there dates a
 * role, the lines are an experience section without a heading. The name's line never starts it.
 */
function headerRoles(header: Section): Section[] {
  const lines = header.lines;
  for (let k = 1; k < lines.length; k++) {
    const range = rangeOn(lines[k]);
    if (!range || !datesRole(lines, k)) continue;
    const from = namesJob(range.rest) || k < 2 ? k : k - 1;
    const roles = lines.slice(from);
    if (!holdsRoles(roles)) return [header];
    return [
      { ...header, lines: lines.slice(0, from) },
      { kind: 'experience', label: '', lines: roles },
    ];
  }
  return [header];
}

export function roleSections(sections: Section[]): Section[] {
  return sections.flatMap((s) =>
    s.kind === 'header'
      ? headerRoles(s)
      : s.kind === 'other' && unknownHeading(s.label) && holdsRoles(s.lines)
        ? [{ ...s, kind: 'experience' as const, group: true }]
        : [s],
  );
}
