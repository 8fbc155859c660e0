/**
 * What the parser was unsure of, for "Review what we read" (issue 16): a missing name or e-mail,
 * a role or school with a field it could not find, and lines it kept without placing them (a
 * section under a heading it knows, such as "Work Experience", or the header's "Other details").
 * Keys are form paths ("experience.0.title"); values are the note shown beside the field.
 */
import { detectHeading } from './headings';
import { UNPLACED_HEADER_HEADING } from './keep-unplaced';
import type { ParsedResume } from './types';

export type ReviewHints = Record<string, string>;

export function reviewHints(resume: ParsedResume): ReviewHints {
  const hints: ReviewHints = {};
  if (!resume.contact.name) hints['contact.name'] = 'We could not find your name.';
  if (!resume.contact.email) hints['contact.email'] = 'We could not find an e-mail address.';
  resume.experience.forEach((role, i) => {
    if (!role.title) hints[`experience.${i}.title`] = 'We could not find the job title.';
    if (!role.company) hints[`experience.${i}.company`] = 'We could not find the employer.';
    if (!role.startDate) hints[`experience.${i}.startDate`] = 'We could not find the dates.';
  });
  resume.education.forEach((school, i) => {
    if (!school.school) hints[`education.${i}.school`] = 'We could not find the school.';
    if (!school.degree) hints[`education.${i}.degree`] = 'We could not find the degree.';
  });
  resume.other.forEach((section, i) => {
    const kind = detectHeading(section.heading)?.kind;
    if (section.heading === UNPLACED_HEADER_HEADING || (kind && kind !== 'other'))
      hints[`other.${i}.lines`] =
        'We kept these lines but could not place them: move them where they belong.';
  });
  return hints;
}
