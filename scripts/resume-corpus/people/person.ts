/**
 * makePerson: a whole made-up person from the vocabulary, decided by the seeded random source
 * alone (the same id gives the same person). Lengths vary from a one-page resume to a four-page
 * one; roles run newest first with whole, non-overlapping date ranges before the corpus's "now".
 */
import type { Random } from './random';
import type { Person, PersonRole, PersonSchool, YearMonth } from './types';
import type { Vocabulary, VocabularyCountry, VocabularyProfession } from './vocabulary-schema';

/** The corpus's "today": a role that has not ended runs to it. Fixed so the corpus never changes. */
export const CORPUS_NOW: YearMonth = { year: 2026, month: 6 };

/** How long the resume is: roles and bullets per role. */
const LENGTHS = [
  { roles: [1, 3], bullets: [2, 3], weight: 3 },
  { roles: [3, 4], bullets: [3, 5], weight: 4 },
  { roles: [4, 6], bullets: [4, 6], weight: 2 },
  { roles: [6, 8], bullets: [5, 7], weight: 1 },
] as const;

const months = (d: YearMonth) => d.year * 12 + d.month - 1;
const fromMonths = (n: number): YearMonth => ({ year: Math.floor(n / 12), month: (n % 12) + 1 });

/** ASCII letters only, for e-mail addresses and profile slugs ("Łukasz" -> "lukasz"). */
export function slug(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

const fillDigits = (shape: string, r: Random) => shape.replace(/#/g, () => String(r.int(0, 9)));

function fill(template: string, r: Random, skills: readonly string[]): string {
  return template
    .replace(/\{n\}/g, () => String(r.pick([r.int(2, 9), r.int(10, 60), r.int(10, 95)])))
    .replace(/\{tool\}/g, () => r.pick(skills));
}

function email(first: string, last: string, country: VocabularyCountry, r: Random): string {
  const f = slug(first);
  const l = slug(last);
  const local = r.pick([`${f}.${l}`, `${f}${l}`, `${f[0]}${l}`, `${f}.${l}${r.int(1, 99)}`, `${l}.${f}`]);
  return `${local}@${r.pick(country.emailDomains)}`;
}

function makeRoles(
  r: Random,
  country: VocabularyCountry,
  profession: VocabularyProfession,
  length: (typeof LENGTHS)[number],
): PersonRole[] {
  const count = r.int(length.roles[0], length.roles[1]);
  const companies = r.sample(country.companies, count);
  const titles = profession.titles;
  // The newest title is anywhere from the list's first third to its top; older ones step down.
  const top = r.int(Math.floor(titles.length / 3), titles.length - 1);
  let end: number | 'present' = r.chance(0.7) ? 'present' : months(CORPUS_NOW) - r.int(1, 10);
  const roles: PersonRole[] = [];
  for (let i = 0; i < count; i++) {
    const endAt = end === 'present' ? months(CORPUS_NOW) : end;
    const start = endAt - r.int(8, 60);
    const [city, region] = r.pick(country.cities).split('|') as [string, string];
    const level = Math.max(0, top - i - r.int(0, 1));
    roles.push({
      company: companies[i % companies.length]!,
      title: titles[level]!,
      location: r.chance(0.5) ? `${city}, ${region}` : city,
      start: fromMonths(start),
      end: end === 'present' ? 'present' : fromMonths(end),
      bullets: r
        .sample(profession.bullets, r.int(length.bullets[0], length.bullets[1]))
        .map((b) => fill(b, r, profession.skills)),
    });
    end = start - r.int(0, 4);
  }
  return roles;
}

function makeSchools(
  r: Random,
  country: VocabularyCountry,
  profession: VocabularyProfession,
  before: number,
) {
  const count = r.weighted([
    [1, 5],
    [2, 4],
    [3, 1],
  ] as const);
  const schools = r.sample(country.schools, count);
  const degrees = r.sample(profession.degrees, count);
  const out: PersonSchool[] = [];
  let end = before - r.int(0, 6);
  for (let i = 0; i < count; i++) {
    const start = end - 12 * r.int(1, 4) - r.int(0, 3);
    const [city] = r.pick(country.cities).split('|') as [string, string];
    out.push({
      school: schools[i]!,
      degree: degrees[i] ?? degrees[0]!,
      location: city,
      start: fromMonths(start),
      end: fromMonths(end),
    });
    end = start - r.int(1, 14);
  }
  return out;
}

export function makePerson(id: string, vocab: Vocabulary, r: Random): Person {
  const country = r.pick(vocab.countries);
  const language = r.chance(country.englishShare) ? 'en' : country.language;
  const profession = r.pick(vocab.professions);
  const firstName = r.pick(country.firstNames);
  const lastName = r.pick(country.lastNames);
  const length = r.weighted(LENGTHS.map((l) => [l, l.weight] as const));
  const roles = makeRoles(r, country, profession, length);
  const firstStart = months(roles[roles.length - 1]!.start);
  const schools = makeSchools(r, country, profession, firstStart);
  const skills = r.sample(profession.skills, r.int(6, Math.min(16, profession.skills.length)));
  const [city, region] = r.pick(country.cities).split('|') as [string, string];
  const names = vocab.languages[language].languageNames;
  const fluency = vocab.languages[language].fluency;
  const spoken = [
    ...new Set([country.language === 'en' ? 'en' : country.language, 'en', r.pick(['fr', 'de', 'es'])]),
  ]
    .slice(0, r.int(1, 3))
    .map((code, i) => ({ language: names[code] ?? code, fluency: fluency[Math.min(i, 3)]! }));
  const handle = `${slug(firstName)}${r.chance(0.5) ? '-' : ''}${slug(lastName)}`;
  const years = Math.max(1, Math.round((months(CORPUS_NOW) - firstStart) / 12));
  return {
    id,
    country: country.code,
    countryName: country.name,
    language,
    profession: profession.id,
    firstName,
    lastName,
    headline: roles[0]!.title,
    email: email(firstName, lastName, country, r),
    phone: fillDigits(r.pick(country.phones), r),
    city,
    region,
    linkedin: `linkedin.com/in/${handle}`,
    github: profession.github && r.chance(0.7) ? `github.com/${handle}` : null,
    website: r.chance(0.2) ? `${handle}.${r.pick(['com', 'dev', 'me', 'io'])}` : null,
    summary: r
      .pick(vocab.summaries)
      .replace(/\{title\}/g, roles[0]!.title)
      .replace(/\{years\}/g, String(years))
      .replace(/\{skill\}/g, r.pick(skills)),
    roles,
    schools,
    skills,
    languages: spoken,
    certifications: r.sample(profession.certifications, r.int(0, 3)),
  };
}
