/**
 * makeStyle: how a renderer this project drives lays a person out, chosen by the seeded source;
 * printed dates and the expected fields that follow from person and style.
 */
import type { ExpectedResume } from '../types';
import type { Random } from './random';
import { DATE_FORMATS, ROLE_ORDERS, type Person, type Style, type YearMonth } from './types';
import type { VocabularyLanguage } from './vocabulary-schema';

export function makeStyle(r: Random): Style {
  return {
    nameLines: r.chance(0.25) ? 2 : 1,
    nameCase: r.chance(0.3) ? 'upper' : 'as-is',
    roleOrder: r.pick(ROLE_ORDERS),
    datePlacement: r.pick(['left-column', 'right', 'inline', 'below'] as const),
    dateFormat: r.pick(DATE_FORMATS),
    dateSeparator: r.pick(['en-dash', 'hyphen', 'to', 'tight-dash'] as const),
    contactIcons: r.chance(0.4),
    sidebar: r.weighted([
      ['none', 3],
      ['left', 1],
      ['right', 1],
    ] as const),
    skillsColumns: r.chance(0.35) ? 2 : 1,
    headingCase: r.chance(0.5) ? 'upper' : 'title',
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** One date as the style prints it, in the resume's language. */
export function formatDate(
  d: YearMonth | 'present',
  format: Style['dateFormat'],
  lang: VocabularyLanguage,
): string {
  if (d === 'present') return lang.present;
  switch (format) {
    case 'Mon YYYY':
      return `${lang.monthsShort[d.month - 1]} ${d.year}`;
    case 'Month YYYY':
      return `${lang.monthsLong[d.month - 1]} ${d.year}`;
    case 'MM/YYYY':
      return `${two(d.month)}/${d.year}`;
    case 'YYYY-MM':
      return `${d.year}-${two(d.month)}`;
    case 'MM.YYYY':
      return `${two(d.month)}.${d.year}`;
    case 'YYYY':
      return String(d.year);
  }
}

/** "Mar 2021 – Present", "03/2021 bis heute", "2019–2021". */
export function formatRange(
  start: YearMonth,
  end: YearMonth | 'present',
  style: Pick<Style, 'dateFormat' | 'dateSeparator'>,
  lang: VocabularyLanguage,
): string {
  const sep = { 'en-dash': ' – ', hyphen: ' - ', to: ` ${lang.to} `, 'tight-dash': '–' }[style.dateSeparator];
  return `${formatDate(start, style.dateFormat, lang)}${sep}${formatDate(end, style.dateFormat, lang)}`;
}

export const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;

/** Where the person lives, as most layouts print it. */
export const placeLine = (p: Person) => `${p.city}, ${p.region}`;

/**
 * The fields a reader must find, as the document prints them. `dates` says how the renderer
 * printed dates (a theme may print only years); `location` what it printed for the address.
 */
export function expectedFields(
  p: Person,
  dates: Pick<Style, 'dateFormat'>,
  lang: VocabularyLanguage,
  location: string | null = placeLine(p),
): ExpectedResume & { location: string } {
  return {
    name: fullName(p),
    email: p.email,
    phone: p.phone,
    location: location ?? '',
    roles: p.roles.map((role) => ({
      company: role.company,
      title: role.title,
      startDate: formatDate(role.start, dates.dateFormat, lang),
      endDate: formatDate(role.end, dates.dateFormat, lang),
    })),
    schools: p.schools.map((s) => ({ school: s.school, degree: s.degree })),
    skills: p.skills,
  };
}
