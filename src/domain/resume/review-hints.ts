/**
 * What the parser was unsure of, for "Review what we read" (issue 16): a missing name or e-mail,
 * a name that shares no word with the account's name (a town or a heading read as the name;
 * issue 38), a role or school with a field it could not find, and lines it kept without placing
 * them (a section under a heading it knows, such as "Work Experience", or the header's "Other
 * details").
 * Keys are form paths ("experience.0.title"); values are the note shown beside the field.
 */
import { detectHeading } from './headings';
import { UNPLACED_HEADER_HEADING } from './keep-unplaced';
import type { ParsedResume } from './types';

export type ReviewHints = Record<string, string>;

/** The words of a name, as letters only: "José  DE-LA Cruz" -> jose, de, la, cruz. */
function nameWords(name: string): Set<string> {
  const plain = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return new Set(plain.split(/[^\p{L}]+/u).filter((w) => w.length > 1));
}

/** Whether two names share no word at all (initials and one-letter words aside). */
export function namesDiffer(read: string, account: string): boolean {
  const a = nameWords(read);
  const b = nameWords(account);
  return a.size > 0 && b.size > 0 && ![...a].some((w) => b.has(w));
}

export const nameDiffersHint = (accountName: string) =>
  `This is not the name on your account (${accountName}). Check that it is your name, not a place or a heading.`;

/** `accountName`: the signed-in person's name, when the account has one. */
export function reviewHints(resume: ParsedResume, accountName?: string | null): ReviewHints {
  const hints: ReviewHints = {};
  const name = resume.contact.name;
  if (!name) hints['contact.name'] = 'We could not find your name.';
  else if (accountName?.trim() && namesDiffer(name, accountName))
    hints['contact.name'] = nameDiffersHint(accountName.trim());
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
