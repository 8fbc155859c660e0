/**
 * What the parser was unsure of, for "Review what we read" (issue 16): a missing name or e-mail,
 * a name that shares no word with the account's name (a town or a heading read as the name;
 * issue 38), a role or school with a field it could not find, and lines it kept without placing
 * them (a section under a heading it knows, such as "Work Experience", or the header's "Other
 * details"), and a title, employer, school or degree the fitted confidence model
 * (confidence/field-confidence.ts) scores under its threshold.
 * Keys are form paths ("experience.0.title"); values are the note shown beside the field.
 */
import { fieldConfidence, shippedModel } from './confidence/field-confidence';
import type { ScoredField } from './confidence/field-features';
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

const FIELD_NAMES: Record<ScoredField, string> = {
  title: 'the job title',
  company: 'the employer',
  school: 'the school',
  degree: 'the degree',
};

export const unsureHint = (field: ScoredField) =>
  `We are not sure this is ${FIELD_NAMES[field]}: check it against your resume.`;

/** A note for a field read but scored low, or for one not found at all. */
function fieldHint(field: ScoredField, text: string | null, missing: string): string | null {
  if (!text?.trim()) return missing;
  return fieldConfidence(field, text) < shippedModel().threshold ? unsureHint(field) : null;
}

/** `accountName`: the signed-in person's name, when the account has one. */
export function reviewHints(resume: ParsedResume, accountName?: string | null): ReviewHints {
  const hints: ReviewHints = {};
  const name = resume.contact.name;
  if (!name) hints['contact.name'] = 'We could not find your name.';
  else if (accountName?.trim() && namesDiffer(name, accountName))
    hints['contact.name'] = nameDiffersHint(accountName.trim());
  if (!resume.contact.email) hints['contact.email'] = 'We could not find an e-mail address.';
  const mark = (key: string, hint: string | null) => {
    if (hint) hints[key] = hint;
  };
  resume.experience.forEach((role, i) => {
    mark(`experience.${i}.title`, fieldHint('title', role.title, 'We could not find the job title.'));
    mark(`experience.${i}.company`, fieldHint('company', role.company, 'We could not find the employer.'));
    if (!role.startDate) hints[`experience.${i}.startDate`] = 'We could not find the dates.';
  });
  resume.education.forEach((school, i) => {
    mark(`education.${i}.school`, fieldHint('school', school.school, 'We could not find the school.'));
    mark(`education.${i}.degree`, fieldHint('degree', school.degree, 'We could not find the degree.'));
  });
  resume.other.forEach((section, i) => {
    const kind = detectHeading(section.heading)?.kind;
    if (section.heading === UNPLACED_HEADER_HEADING || (kind && kind !== 'other'))
      hints[`other.${i}.lines`] =
        'We kept these lines but could not place them: move them where they belong.';
  });
  return hints;
}
