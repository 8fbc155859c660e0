/**
 * The structural round trip (issue 39): a tailored resume, read back with the same reader, against
 * the base resume the person reviewed. Tailoring may reword bullets (within the honesty check),
 * reorder bullets and skills and rewrite the summary; it keeps everything else as it was:
 *   - the name and each contact detail;
 *   - the roles: the same groups, in the same order within each, each with its title, employer,
 *     place and whole date range;
 *   - the schools and degrees, in order, with their dates;
 *   - every bullet of a role inside that role (most of its content words, as completeness.ts
 *     counts a bullet kept);
 *   - every skill, project and certification;
 *   - every section once: no heading repeated, no section of one kind twice.
 * Values compare as a reader compares them: case, accents, spacing and punctuation aside, a date by
 * its month ("Jan 2020" = "January 2020"). A role's header (title, employer, place) and a school's
 * (school, degree, place) are the same when they hold the same words: a reader may cut a printed
 * "Clinical Pharmacist, Internal Medicine — University of Michigan Health" into fields in more
 * than one way, and what the round trip guards is what is printed. `fieldSplits` counts the
 * headers read back whole but cut differently, so that figure stays in sight.
 */
import { replaceAsides } from '../bracket-asides';
import { dateKey } from '../dates';
import { foldAccents } from '../fold';
import { detectHeading } from '../headings';
import { roleGroups } from '../role-groups';
import type { ExperienceEntry, ParsedResume } from '../types';
import { BULLET_WORDS_KEPT } from '../completeness';
import { isContentWord, tokens } from './words';

export type MismatchKind =
  'name' | 'contact' | 'role' | 'school' | 'bullet' | 'skill' | 'project' | 'certification' | 'section';

/** The words of a header's fields, in any order: what is printed, however a reader cuts it. */
const headerWords = (fields: (string | null | undefined)[]): string =>
  fields
    .flatMap((f) => tokens(foldAccents(f ?? '')))
    .sort()
    .join(' ');

export interface StructureMismatch {
  kind: MismatchKind;
  /** What differs, in words a person can read: `role 2 of "Experience": end "Present" became "2021"`. */
  detail: string;
}

/** A value as a reader compares it: no case, accents, spaces or punctuation. */
export const valueKey = (s: string | null | undefined): string =>
  foldAccents(s ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

const dateSame = (a: string | null | undefined, b: string | null | undefined): boolean => {
  const ka = dateKey(a);
  const kb = dateKey(b);
  return ka !== null && kb !== null ? ka === kb : valueKey(a) === valueKey(b);
};

const quote = (s: string | null | undefined) => (s ? `"${s}"` : 'nothing');

/** A field's name, its value in the base and in the result, and whether it is a date. */
type Field = [string, string | null | undefined, string | null | undefined, boolean?];

function fieldDiffs(where: string, fields: Field[]): string[] {
  return fields
    .filter(([, a, b, isDate]) => !(isDate ? dateSame(a, b) : valueKey(a) === valueKey(b)))
    .map(([name, a, b]) => `${where}: ${name} ${quote(a)} became ${quote(b)}`);
}

type Dated = Pick<ExperienceEntry, 'startDate' | 'endDate'>;

/**
 * An entry's differences: its header's fields (counted apart in `splits`, not as differences, when
 * they hold the same words cut another way) and its start and end dates.
 */
function entryDiffs(where: string, header: Field[], base: Dated, got: Dated, splits: string[]): string[] {
  const sameWords = headerWords(header.map((f) => f[1])) === headerWords(header.map((f) => f[2]));
  if (sameWords && fieldDiffs(where, header).length) splits.push(where);
  return fieldDiffs(where, [
    ...(sameWords ? [] : header),
    ['start', base.startDate, got.startDate, true],
    ['end', base.endDate, got.endDate, true],
  ]);
}

/**
 * Which of the result's bullets holds a base bullet: one not taken yet that has most of its content
 * words (-1 when none). Each result bullet stands for one base bullet, so two bullets run into one
 * are one bullet missing.
 */
function bulletAt(bullet: string, bullets: string[], taken: Set<number>): number {
  const content = tokens(bullet).filter(isContentWord);
  return bullets.findIndex((b, i) => {
    if (taken.has(i)) return false;
    if (content.length === 0) return true;
    const words = new Set(tokens(b));
    return content.filter((w) => words.has(w)).length / content.length >= BULLET_WORDS_KEPT;
  });
}

function compareRoles(
  base: ExperienceEntry[],
  result: ExperienceEntry[],
  splits: string[],
): StructureMismatch[] {
  const out: StructureMismatch[] = [];
  const resultGroups = roleGroups(result);
  for (const group of roleGroups(base)) {
    const name = group.heading ?? 'Experience';
    const other = resultGroups.find((g) => valueKey(g.heading) === valueKey(group.heading));
    if (!other) {
      out.push({ kind: 'role', detail: `the roles under "${name}" are missing` });
      continue;
    }
    if (other.roles.length !== group.roles.length)
      out.push({
        kind: 'role',
        detail: `"${name}" has ${group.roles.length} roles, the result ${other.roles.length}`,
      });
    group.roles.forEach((role, i) => {
      const got = other.roles[i];
      const where = `role ${i + 1} of "${name}"`;
      if (!got) return;
      const header: Field[] = [
        ['title', role.title, got.title],
        ['employer', role.company, got.company],
        ['place', role.location, got.location],
      ];
      for (const detail of entryDiffs(where, header, role, got, splits)) out.push({ kind: 'role', detail });
      const taken = new Set<number>();
      for (const bullet of role.bullets) {
        const at = bulletAt(bullet, got.bullets, taken);
        if (at >= 0) taken.add(at);
        else out.push({ kind: 'bullet', detail: `${where}: bullet "${bullet.slice(0, 60)}" is not there` });
      }
    });
  }
  return out;
}

/**
 * Every item of the base list is in the result's (order aside). A skill's aside is its detail
 * ("Web Technologies (Advanced)": the reader may take the level apart from the name), so a skill
 * is found by its name when the whole item is not.
 */
function missingItems(kind: MismatchKind, base: string[], result: string[]): StructureMismatch[] {
  const bare = (s: string) => valueKey(replaceAsides(s, ''));
  const have = new Set(result.flatMap((s) => [valueKey(s), bare(s)]));
  return base
    .filter((s) => valueKey(s) && !have.has(valueKey(s)) && !(kind === 'skill' && have.has(bare(s))))
    .map((s) => ({ kind, detail: `${kind} "${s}" is not there` }));
}

/**
 * Headings that repeat: the same words twice, or (`byKind`) two sections of one known kind. Read
 * off a text rather than a drawing, a sub-label ("Programming Languages" inside Skills) looks like a
 * heading of its section's kind, so a text is judged by words alone.
 */
export function repeatedSections(headings: string[], byKind = true): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const h of headings) {
    const kind = byKind ? detectHeading(h)?.kind : undefined;
    // Roles filed under headings of their own are experience sections, one per heading.
    const key = kind && kind !== 'other' && kind !== 'experience' ? `kind:${kind}` : `words:${valueKey(h)}`;
    if (seen.has(key)) repeated.push(h);
    seen.add(key);
  }
  return repeated;
}

/**
 * What the result changed of the base resume's structure; empty when it kept it whole.
 * `resultHeadings`: the result's section headings in order, as drawn (the h2 of the HTML).
 */
export function compareStructure(
  base: ParsedResume,
  result: ParsedResume,
  resultHeadings: string[],
  /** Collects the headers read back with the same words cut into other fields. */
  fieldSplits: string[] = [],
): StructureMismatch[] {
  const out: StructureMismatch[] = [];
  const splits = fieldSplits;
  if (base.contact.name && valueKey(base.contact.name) !== valueKey(result.contact.name))
    out.push({
      kind: 'name',
      detail: `the name ${quote(base.contact.name)} became ${quote(result.contact.name)}`,
    });
  const contact = fieldDiffs('contact', [
    ['e-mail', base.contact.email, result.contact.email],
    ['phone', base.contact.phone, result.contact.phone],
    ['place', base.contact.location, result.contact.location],
  ]);
  out.push(...contact.map((detail) => ({ kind: 'contact' as const, detail })));
  out.push(...missingItems('contact', base.contact.links, result.contact.links));
  out.push(...compareRoles(base.experience, result.experience, splits));
  if (base.education.length !== result.education.length)
    out.push({
      kind: 'school',
      detail: `${base.education.length} schools became ${result.education.length}`,
    });
  base.education.forEach((school, i) => {
    const got = result.education[i];
    if (!got) return;
    const where = `school ${i + 1}`;
    const header: Field[] = [
      ['school', school.school, got.school],
      ['degree', school.degree, got.degree],
      ['place', school.location, got.location],
    ];
    for (const detail of entryDiffs(where, header, school, got, splits)) out.push({ kind: 'school', detail });
  });
  out.push(...missingItems('skill', base.skills, result.skills));
  out.push(
    ...missingItems(
      'project',
      base.projects.map((p) => p.name),
      result.projects.map((p) => p.name),
    ),
  );
  out.push(...missingItems('certification', base.certifications, result.certifications));
  for (const h of repeatedSections(resultHeadings))
    out.push({ kind: 'section', detail: `the section "${h}" appears twice` });
  return out;
}
