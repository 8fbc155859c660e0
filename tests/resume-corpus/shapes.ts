/**
 * General shapes of a resume's entries, filled from the corpus generator's vocabulary: a school
 * and its degree in twelve orders, a role's title, employer, place and dates in nineteen, skills
 * set in rows, columns and labelled lists, and where the person lives in nine forms set in
 * fourteen headers. The renderer families print a few of these; the rest are
 * shapes people write that no family here prints, so no family's quirk helps the reader on them.
 * Each shape is read as plain text by parseResume, over a fixed sample of the vocabulary.
 */
import { parseResume } from '@/domain/resume/parse-resume';
import type { Vocabulary } from '../../scripts/resume-corpus/people/vocabulary-schema';

export interface ShapeResult {
  shape: string;
  cases: number;
  misses: number;
  /** The first misses, as "expected -> read". */
  examples: string[];
}

/** Accents, case and every non-alphanumeric character aside ("C++" and "C#" keep their signs). */
const key = (s: unknown): string =>
  String(s ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, '');

const RESUME_HEAD = ['Jane Doe', 'jane.doe@example.com', ''];
const EDUCATION_TAIL = ['', 'Education', 'BSc Computer Science', 'Northbridge University', '2010 - 2014'];
const EXPERIENCE_HEAD = 'Experience|Analyst|Acme Ltd|Jan 2020 - Present|• Ran the weekly reports.|'.split(
  '|',
);

type SchoolShape = (school: string, degree: string, dates: string, town: string) => string[];
export const SCHOOL_SHAPES: Record<string, SchoolShape> = {
  'school / degree / dates': (s, d, t) => [s, d, t],
  'degree / school / dates': (s, d, t) => [d, s, t],
  'school / dates / degree': (s, d, t) => [s, t, d],
  'degree, school    dates': (s, d, t) => [`${d}, ${s}    ${t}`],
  'degree, school / dates': (s, d, t) => [`${d}, ${s}`, t],
  'school, degree    dates': (s, d, t) => [`${s}, ${d}    ${t}`],
  'degree | school | dates': (s, d, t) => [`${d} | ${s} | ${t}`],
  'degree at school / dates': (s, d, t) => [`${d} at ${s}`, t],
  'school: degree / dates': (s, d, t) => [`${s}: ${d}`, t],
  'dates    school / degree': (s, d, t) => [`${t}    ${s}`, d],
  'school    dates / degree': (s, d, t) => [`${s}    ${t}`, d],
  'school, town    dates / degree': (s, d, t, town) => [`${s}, ${town}    ${t}`, d],
};

type Role = { title: string; company: string; place: string; dates: string };
export const ROLE_SHAPES: Record<string, (r: Role) => string[]> = {
  'title at employer    dates': (r) => [`${r.title} at ${r.company}    ${r.dates}`],
  'employer, title    dates': (r) => [`${r.company}, ${r.title}    ${r.dates}`],
  'title, employer    dates': (r) => [`${r.title}, ${r.company}    ${r.dates}`],
  'title | employer | dates': (r) => [`${r.title} | ${r.company} | ${r.dates}`],
  'employer — title / dates': (r) => [`${r.company} — ${r.title}`, r.dates],
  'title / employer / place / dates': (r) => [r.title, r.company, r.place, r.dates],
  'employer    place / title    dates': (r) => [`${r.company}    ${r.place}`, `${r.title}    ${r.dates}`],
  'title    dates / employer    place': (r) => [`${r.title}    ${r.dates}`, `${r.company}    ${r.place}`],
  'employer / title / dates': (r) => [r.company, r.title, r.dates],
  'dates / title / employer': (r) => [r.dates, r.title, r.company],
  'title / employer, place / dates': (r) => [r.title, `${r.company}, ${r.place}`, r.dates],
  'employer    dates / title': (r) => [`${r.company}    ${r.dates}`, r.title],
  'employer    dates / title, place': (r) => [`${r.company}    ${r.dates}`, `${r.title}, ${r.place}`],
  'dates    title / employer': (r) => [`${r.dates}    ${r.title}`, r.company],
  'employer: title    dates': (r) => [`${r.company}: ${r.title}    ${r.dates}`],
  'title (employer) / dates': (r) => [`${r.title} (${r.company})`, r.dates],
  'title - employer. place, dates': (r) => [`${r.title} - ${r.company}. ${r.place}, ${r.dates}`],
  'title, employer / dates': (r) => [`${r.title}, ${r.company}`, r.dates],
  'title, employer – town / dates': (r) => [`${r.title}, ${r.company} – ${r.place.split(', ')[0]}`, r.dates],
};

export const SKILL_SHAPES: Record<string, (skills: string[]) => string[]> = {
  'one comma line': (k) => [k.join(', ')],
  'one a line, bulleted': (k) => k.map((x) => `• ${x}`),
  'two rows of pipes': (k) => [k.slice(0, 4).join(' | '), k.slice(4).join(' | ')],
  'two columns': (k) => k.filter((_, i) => i % 2 === 0).map((x, i) => `${x}    ${k[2 * i + 1] ?? ''}`.trim()),
  'three columns': (k) => [0, 3, 6].map((i) => k.slice(i, i + 3).join('    ')).filter(Boolean),
  'middle dots': (k) => [k.join(' · ')],
  'labelled lists': (k) => [`Technical: ${k.slice(0, 4).join(', ')}`, `Tools: ${k.slice(4).join(', ')}`],
  'bulleted comma lists': (k) => [`• ${k.slice(0, 4).join(', ')}`, `• ${k.slice(4).join(', ')}`],
  'diamonds wrapped anywhere': (k) => wrapInside(k.join(' ◆ ')),
};

/** A row wrapped as type wraps it: at the word space nearest its middle, inside an item if one is there. */
function wrapInside(row: string): string[] {
  const spaces = [...row.matchAll(/(?<=[^\s◆]) (?=[^\s◆])/g)].map((m) => m.index);
  if (!spaces.length) return [row];
  const at = spaces.reduce((a, b) => (Math.abs(b - row.length / 2) < Math.abs(a - row.length / 2) ? b : a));
  return [row.slice(0, at), row.slice(at + 1)];
}

type Place = { city: string; region: string; code: string; country: string };
/** The forms a place takes in a header, each case taking the next. */
export const PLACE_FORMS: ((p: Place) => string)[] = [
  (p) => p.city,
  (p) => `${p.city}, ${p.region}`,
  (p) => `${p.city}, ${p.region}, ${p.code}`,
  (p) => `${p.city}, ${p.region}, ${p.country}`,
  (p) => `${p.city}, ${p.country}`,
  (p) => `${p.city}, ${p.code}`,
  (p) => `${p.city}, ${p.region} (${p.code})`,
  (p) => `${p.city} (${p.code})`,
  (p) => `${p.region}, ${p.country}`,
];

type Header = { name: string; headline: string; place: string; email: string; phone: string };
export const HEADER_SHAPES: Record<string, (h: Header) => string[]> = {
  'name / headline / place / e-mail / phone': (h) => [h.name, h.headline, h.place, h.email, h.phone],
  'name / headline / phone · e-mail / place': (h) => [h.name, h.headline, `${h.phone} · ${h.email}`, h.place],
  'name / e-mail, phone, place': (h) => [h.name, `${h.email}, ${h.phone}, ${h.place}`],
  'name / headline / e-mail phone place': (h) => [h.name, h.headline, `${h.email} ${h.phone} ${h.place}`],
  'name / place / phone / e-mail': (h) => [h.name, h.place, h.phone, h.email],
  'name / headline / e-mail | phone | place': (h) => [
    h.name,
    h.headline,
    `${h.email} | ${h.phone} | ${h.place}`,
  ],
  'name / headline / place    e-mail    phone': (h) => [
    h.name,
    h.headline,
    `${h.place}    ${h.email}    ${h.phone}`,
  ],
  'name / place / headline / e-mail': (h) => [h.name, h.place, h.headline, h.email],
  'name    place / headline / e-mail': (h) => [`${h.name}    ${h.place}`, h.headline, h.email],
  'name / headline / Location: place / Email: e-mail': (h) => [
    h.name,
    h.headline,
    `Location: ${h.place}`,
    `Email: ${h.email}`,
  ],
  'name / headline / e-mail / phone / profile / place': (h) => [
    h.name,
    h.headline,
    h.email,
    h.phone,
    'linkedin.com/in/someone',
    h.place,
  ],
  'place / name / headline / e-mail': (h) => [h.place, h.name, h.headline, h.email],
  'name / place / phone / e-mail parted by slashes': (h) => [h.name, `${h.place} / ${h.phone} / ${h.email}`],
  'name / headline — place / e-mail / phone': (h) => [
    h.name,
    `${h.headline} — ${h.place}`,
    `${h.email} / ${h.phone}`,
  ],
};

const DATES = [
  'Jan 2020 - Present',
  'March 2018 – June 2021',
  '2019-03 to 2021-12',
  '03/2017 - 05/2019',
  '2015 – 2018',
];
const EXAMPLES = 3;

type Pairing = {
  country: Vocabulary['countries'][number];
  profession: Vocabulary['professions'][number];
  n: number;
};

/** Every `step`-th pairing of a country with a profession: a fixed sample of the vocabulary. */
function* pairings(v: Vocabulary, step: number): Generator<Pairing> {
  let n = 0;
  for (const country of v.countries)
    for (const profession of v.professions) if (n++ % step === 0) yield { country, profession, n };
}

/**
 * Each shape read over the sample: `readOne` lays one case out, reads it and says what it missed
 * (null: nothing; undefined: no case for this pairing).
 */
function readShapes<L>(
  shapes: Record<string, L>,
  v: Vocabulary,
  step: number,
  readOne: (lay: L, p: Pairing) => string | null | undefined,
): ShapeResult[] {
  return Object.entries(shapes).map(([shape, lay]) => {
    const result: ShapeResult = { shape, cases: 0, misses: 0, examples: [] };
    for (const p of pairings(v, step)) {
      const miss = readOne(lay, p);
      if (miss === undefined) continue;
      result.cases += 1;
      if (miss === null) continue;
      result.misses += 1;
      if (result.examples.length < EXAMPLES) result.examples.push(miss);
    }
    return result;
  });
}

/** The expected entries the read ones lack (`same` pairs them), as "expected -> read", or null. */
function lostEntries<E, R>(
  expected: E[],
  read: R[],
  same: (e: E, r: R) => boolean,
  show: (x: E | R) => string,
) {
  const lost = expected.filter((e) => !read.some((r) => same(e, r)));
  return lost.length === 0 ? null : `${lost.map(show).join('; ')} -> ${read.map(show).join('; ')}`;
}

type Schooled = { school: string | null; degree: string | null };
const showSchool = (e: Schooled) => `${e.school} | ${e.degree}`;

/** Two schools of one shape a section; both must come back with their degrees. */
export const readSchoolShapes = (v: Vocabulary, step: number): ShapeResult[] =>
  readShapes(SCHOOL_SHAPES, v, step, (lay, { country, profession, n }) => {
    const pick = (k: number) => ({
      school: country.schools[(n * 7 + k) % country.schools.length]!,
      degree: profession.degrees[(n + k) % profession.degrees.length]!,
      town: country.cities[(n + k) % country.cities.length]!.split('|')[0]!,
    });
    const [a, b] = [pick(0), pick(1)];
    const lines = [
      ...RESUME_HEAD,
      ...EXPERIENCE_HEAD,
      'Education',
      ...lay(a.school, a.degree, 'Sep 2015 - Jun 2019', a.town),
      ...lay(b.school, b.degree, 'Sep 2011 - Jun 2014', b.town),
    ];
    const read = parseResume(lines.join('\n')).education;
    const same = (e: Schooled, r: Schooled) =>
      key(e.school) === key(r.school) && key(e.degree) === key(r.degree);
    return lostEntries<Schooled, Schooled>([a, b], read, same, showSchool);
  });

type Employed = { title: string | null; company: string | null };
const showRole = (e: Employed) => `${e.title} | ${e.company}`;

/** Two roles of one shape, a bullet under each; both must come back with title and employer. */
export const readRoleShapes = (v: Vocabulary, step: number): ShapeResult[] =>
  readShapes(ROLE_SHAPES, v, step, (lay, { country, profession, n }) => {
    const pick = (k: number): Role => {
      const [town, region] = country.cities[(n + k) % country.cities.length]!.split('|');
      return {
        title: profession.titles[(n + k) % profession.titles.length]!,
        company: country.companies[(n * 3 + k) % country.companies.length]!,
        place: `${town}, ${region}`,
        dates: DATES[(n + k) % DATES.length]!,
      };
    };
    const [a, b] = [pick(0), pick(1)];
    if (a.company === b.company) return undefined;
    const bullets = ['• Led a team of five people.', '• Cut costs by 12 percent.'];
    const lines = [
      ...RESUME_HEAD,
      'Experience',
      ...lay(a),
      bullets[0]!,
      ...lay(b),
      bullets[1]!,
      ...EDUCATION_TAIL,
    ];
    const read = parseResume(lines.join('\n')).experience;
    const same = (e: Employed, r: Employed) =>
      key(e.company) === key(r.company) && key(e.title) === key(r.title);
    return lostEntries<Employed, Employed>([a, b], read, same, showRole);
  });

/** Eight of a profession's skills set in one shape; every one must come back as a skill of its own. */
export const readSkillShapes = (v: Vocabulary, step: number): ShapeResult[] =>
  readShapes(SKILL_SHAPES, v, step, (lay, { profession, n }) => {
    const eight = Array.from(
      { length: 8 },
      (_, i) => profession.skills[(n + i * 3) % profession.skills.length]!,
    );
    const skills = [...new Set(eight)];
    const lines = [...RESUME_HEAD, ...EXPERIENCE_HEAD, 'Skills', ...lay(skills), ...EDUCATION_TAIL];
    const read = new Set(parseResume(lines.join('\n')).skills.map(key));
    const lost = skills.filter((s) => !read.has(key(s)));
    return lost.length === 0 ? null : `${lost.join(', ')} -> ${[...read].join(', ')}`;
  });

/** A header of one shape over one role and one school; the place and the name must come back. */
export const readHeaderShapes = (v: Vocabulary, step: number): ShapeResult[] =>
  readShapes(HEADER_SHAPES, v, step, (lay, { country, profession, n }) => {
    const [city, region] = country.cities[n % country.cities.length]!.split('|') as [string, string];
    const place = PLACE_FORMS[n % PLACE_FORMS.length]!({
      city,
      region,
      code: country.code,
      country: country.name,
    });
    const first = country.firstNames[n % country.firstNames.length]!;
    const last = country.lastNames[(n * 3) % country.lastNames.length]!;
    const header: Header = {
      name: `${first} ${last}`,
      headline: profession.titles[n % profession.titles.length]!,
      place,
      email: 'someone@example.com',
      phone: '+44 20 7946 0958',
    };
    const lines = [...lay(header), '', ...EXPERIENCE_HEAD, ...EDUCATION_TAIL];
    const { contact } = parseResume(lines.join('\n'));
    const ok = key(contact.location) === key(place) && key(contact.name) === key(header.name);
    return ok ? null : `${header.name} | ${place} -> ${contact.name} | ${contact.location}`;
  });
