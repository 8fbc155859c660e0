/**
 * JSON Resume themes from npm, each its own family: the person as JSON Resume, the theme's HTML,
 * printed to PDF by the system Chromium (network refused, so web fonts fall back to local ones).
 * What each theme prints decides the expected fields: some print only years, some no address.
 */
import { expectedFields } from '../people/style';
import type { Person } from '../people/types';
import { eachDocument, type CorpusDocument, type Family, type FamilyContext } from './family';
import { loadTheme, type ThemeModule } from './install-theme';
import { toJsonResume } from './json-resume-data';
import { withoutOmitted, type ThemeOmits } from './theme-omits';

export interface ThemeSpec {
  name: string;
  version: string;
  /** The precision of the dates it prints. */
  dates: 'month' | 'year';
  /** The address line it prints, or null when it prints none. */
  location: (p: Person) => string | null;
  /** The longest school or employer name it shows whole (longer ones are clipped). */
  longestName?: number;
  /** The longest e-mail address it shows whole (a narrow column clips longer ones). */
  longestEmail?: number;
  /** It prints the family name in capitals, which spell some names otherwise ("Großmann", "GROSSMANN"). */
  upperFamilyName?: boolean;
  /** Fields of the person the theme never prints (their truth is then "none shown"). */
  omits?: ThemeOmits;
  /** The JSON Resume document as this theme reads it, where it reads other names than the rest. */
  resume?: (data: Record<string, unknown>, p: Person) => Record<string, unknown>;
  /** Every n-th document committed, where its PDFs are the largest (THEME_SUBSET_EVERY when unset). */
  subsetEvery?: number;
}

// What each theme prints for the address, read off its pages (the evaluation compares without
// punctuation, so "Salta, Salta" and "SALTA SALTA" are one value).
const cityRegion = (p: Person) => `${p.city}, ${p.region}`;
const cityRegionCode = (p: Person) => `${p.city}, ${p.region}, ${p.country}`;

/** Every 8th document of a theme is committed (eight of 60), to keep the subset under 30 MB. */
const THEME_SUBSET_EVERY = 8;

export const THEMES: ThemeSpec[] = [
  {
    name: 'jsonresume-theme-actual',
    version: '0.2.2',
    dates: 'month',
    location: cityRegionCode,
  },
  // Skills and languages in a left sidebar beside the work; the two columns break whole onto page 2.
  {
    name: 'jsonresume-theme-autumn',
    version: '1.0.1',
    dates: 'month',
    location: (p) => `${p.city}, ${p.region}, ${p.countryName}`,
    subsetEvery: 12,
  },
  {
    name: 'jsonresume-theme-caffeine',
    version: '1.2.3',
    dates: 'month',
    location: cityRegion,
    longestName: 44,
    // About 75 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  // Centred: a photo's alternative text over the name, the place and labelled contact lines; ISO-day ranges
  // over each employer, the title in italics under it; skills as one comma-separated paragraph.
  {
    name: 'jsonresume-theme-fresh',
    version: '0.0.3',
    dates: 'month',
    location: cityRegionCode,
    // 175 KB a document, the largest of the themes: five of 60 committed.
    subsetEvery: 12,
  },
  // The employer over the title, month dates flush right ("Mar 2022 - Present"); e-mail, phone and site
  // in one row under the summary, the place with its country code under it; skills as a labelled row.
  {
    name: 'jsonresume-theme-full',
    version: '0.0.4',
    dates: 'month',
    location: cityRegionCode,
    // About 55 KB a document: five of 60 committed, to make room for latex-tabular-cv.
    subsetEvery: 12,
  },
  // One page: no address, month dates ("Dec 2022 - Present"), a school's single date.
  {
    name: 'jsonresume-theme-compact',
    version: '1.0.4',
    dates: 'month',
    location: () => null,
  },
  // The city, region and country code as three labelled rows ("City", "Country code", "Region") under a
  // "Location" heading, e-mail and phone under labels; ISO-day ranges over each role's title.
  {
    name: 'jsonresume-theme-boilerplate',
    version: '0.1.2',
    dates: 'month',
    location: (p) => `${p.city} ${p.country} ${p.region}`,
    // About 60 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  // Years only, and the city alone under the name.
  {
    name: 'jsonresume-theme-crisp',
    version: '0.2.12',
    dates: 'year',
    location: (p) => p.city,
    subsetEvery: 12,
  },
  // The name and label centred in capitals over "e-mail — phone", no address; "Title at Employer Town,
  // Region" with upper-cased month dates flush right under it ("APR 2022 - NOW").
  {
    name: 'jsonresume-theme-direct',
    version: '0.1.1',
    dates: 'month',
    location: () => null,
    upperFamilyName: true,
    // About 60 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  {
    name: 'jsonresume-theme-elegant',
    version: '1.16.1',
    dates: 'month',
    location: cityRegionCode,
    // About 65 to 75 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  // A dark left sidebar (contact, profiles, skills, languages) beside the work; "TITLE EMPLOYER" upper-cased
  // on one line, the employer set apart by its grey alone; a role's highlights run on as tags. Its sidebar
  // prints a skill entry's name and no keywords, and a language by the older names (name, level): each
  // skill is its own entry here, and a language carries both names.
  {
    name: 'jsonresume-theme-elite',
    version: '1.2.0',
    dates: 'month',
    location: cityRegionCode,
    resume: (data, p) => ({
      ...data,
      skills: p.skills.map((name) => ({ name, level: '', keywords: [] })),
      languages: p.languages.map((l) => ({ ...l, name: l.language, level: l.fluency })),
    }),
    // About 65 to 75 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  // "Title, Employer" over its dates and their duration ("March 2023 — December 2023 9 months").
  {
    name: 'jsonresume-theme-eloquent',
    version: '5.0.0',
    dates: 'month',
    location: cityRegionCode,
    // About 75 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  {
    name: 'jsonresume-theme-even',
    version: '0.26.1',
    dates: 'month',
    location: (p) => `${p.city}, ${p.countryName}`,
    // About 60 KB a document: five of 60 committed, to make room for typst and html-to-docx-themes-pdf.
    subsetEvery: 12,
  },
  { name: 'jsonresume-theme-flat', version: '0.3.7', dates: 'month', location: () => null, subsetEvery: 12 },
  // Name and label on one line over a bar of contact chips; "Title at Employer" with its dates at the
  // right ("Sept 2023 - Current") and the role's place under it; headings in wide-tracked capitals;
  // skills in two columns.
  {
    name: 'jsonresume-theme-folio',
    version: '1.3.1',
    dates: 'month',
    location: (p) => `${p.city}, ${p.region} (${p.country})`,
    // About 60 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  // A bordered page: each employer in a grey box over its month range, the title under it, the contact
  // lines under a heading near the end, schools' years stacked over the school; skills in two columns.
  {
    name: 'jsonresume-theme-keloran',
    version: '1.0.2',
    dates: 'month',
    location: cityRegionCode,
    // Five of 60 committed, to make room for the theme printers' families under 30 MB.
    subsetEvery: 12,
  },
  {
    name: 'jsonresume-theme-kendall',
    version: '0.2.0',
    dates: 'month',
    location: cityRegionCode,
    // About 65 to 75 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  {
    name: 'jsonresume-theme-macchiato',
    version: '1.1.0',
    dates: 'month',
    location: cityRegionCode,
    // 82 KB a document, among the largest: five of 60 committed.
    subsetEvery: 12,
  },
  // Contact lines under labels ("Email", "Phone", "Location"), monospace text, the employer over its dates.
  // A sidebar in a coloured box at the left (skills as tags, certificates, languages) beside the work;
  // the family name upper-cased after the given name; headings and dates in French ("Juil. 2022 -
  // Nov. 2025") with the duration under them; the place as "City, (CC)".
  {
    name: 'jsonresume-theme-lucide',
    version: '1.1.0',
    dates: 'month',
    upperFamilyName: true,
    location: (p) => `${p.city} (${p.country})`,
    // 120 KB a document, after the fresh theme the largest: five of 60 committed.
    subsetEvery: 12,
  },
  {
    name: 'jsonresume-theme-mantra',
    version: '0.3.1',
    dates: 'month',
    location: cityRegionCode,
    // About 65 to 75 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  // A photo's alternative text beside the name; the city alone under it; years only ("2025 - Present").
  {
    name: 'jsonresume-theme-modern',
    version: '0.0.18',
    dates: 'year',
    location: (p) => p.city,
    // About 55 KB a document: five of 60 committed, to make room for latex-two-column-cv.
    subsetEvery: 12,
  },
  // A coloured right sidebar with the name, the contact lines, the schools and the languages; the title over
  // "Employer, Town" with years flush right; no address. Skills are bars named by each skill alone (the
  // keywords of a group are not printed), so each skill is given as a group of its own.
  {
    name: 'jsonresume-theme-orbit',
    version: '3.0.0',
    dates: 'year',
    location: () => null,
    resume: (data, p) => ({ ...data, skills: p.skills.map((name) => ({ name, level: '', keywords: [] })) }),
    // 86 KB a document, among the largest: five of 60 committed.
    subsetEvery: 12,
  },
  // No address; the employer with its ISO-day range flush right and no end for a role still held ("2022-03-01 —"),
  // "Highlights" over the bullets; skills as tags in rows.
  {
    name: 'jsonresume-theme-minimal',
    version: '0.1.1',
    dates: 'month',
    location: () => null,
    subsetEvery: 12,
  },
  // Dates as printed ISO days ("2024-08-01 - present"), the month their precision; city and country code.
  {
    name: 'jsonresume-theme-minyma',
    version: '0.0.5',
    dates: 'month',
    location: (p) => `${p.city}, ${p.country}`,
    // Five of 60 committed, to make room for the theme printers' families under 30 MB.
    subsetEvery: 12,
  },
  // The name and headline on one line over "e-mail | phone | place" with the country code; section headings in
  // a left column; "Employer - Title" with ISO-day ranges at its right.
  {
    name: 'jsonresume-theme-dinesh',
    version: '0.0.7',
    dates: 'month',
    location: cityRegionCode,
    // Five of 60 committed, to make room for the theme printers' families under 30 MB.
    subsetEvery: 12,
  },
  // Section headings in a left column; "Employer, Title" with ISO-day dates at its right.
  {
    name: 'jsonresume-theme-onepage',
    version: '0.0.3',
    dates: 'month',
    location: cityRegionCode,
    // About 60 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  // The region alone under a "Region" label (the address and postal code it would print before it
  // are empty); ISO-day dates in a left column ("2023-03-01 to Present"); a school's degree only when
  // it has an area of study, so the degree is given as the area (printed in italics under the school).
  {
    name: 'jsonresume-theme-paper',
    version: '0.5.0',
    dates: 'month',
    location: (p) => p.region,
    resume: (data, p) => ({
      ...data,
      education: p.schools.map((s, i) => ({
        ...(data.education as Record<string, unknown>[])[i],
        area: s.degree,
        studyType: '',
      })),
    }),
    // About 75 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  // Name and label on a dark banner; contact lines under labels ("Email", "Phone"); the employer with its
  // dates at the right over a dotted leader, the title under it; no address. It prints "Present" for
  // an end date given as null (any other it formats, an empty one as today's month).
  {
    name: 'jsonresume-theme-pumpkin',
    version: '1.1.4',
    dates: 'month',
    location: () => null,
    resume: (data) => ({
      ...data,
      work: (data.work as Record<string, unknown>[]).map((w) =>
        w.endDate === '' ? { ...w, endDate: null } : w,
      ),
    }),
    // About 55 KB a document: five of 60 committed, to make room for latex-tabular-cv.
    subsetEvery: 12,
  },
  // No address; skills before the work, and abbreviated dates after the title ("Sep 2025 - Present").
  {
    name: 'jsonresume-theme-short',
    version: '0.1.7',
    dates: 'month',
    location: () => null,
    // About 55 KB a document: five of 60 committed, to make room for latex-two-column-cv.
    subsetEvery: 12,
  },
  // Section names in a left column ("Work", "Education") beside the entries; the employer over the title,
  // month range and town stacked under it; contact lines beside icons under the summary.
  {
    name: 'jsonresume-theme-projects',
    version: '0.30.0',
    dates: 'month',
    location: (p) => `${p.city}, ${p.countryName}`,
    // About 55 KB a document: five of 60 committed, to make room for docs-templates.
    subsetEvery: 12,
  },
  // The name and headline on one line, labelled contact lines ("Phone: ..."), no address; each employer
  // run into its years with no space ("GIG Logistics2020 - 2021") over the title; skills as a list.
  {
    name: 'jsonresume-theme-riga',
    version: '1.0.16',
    dates: 'year',
    location: () => null,
    // About 60 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  // Two columns on one page, no address; month dates set with a dash ("September 2023 — January 2026").
  {
    name: 'jsonresume-theme-rocketspacer',
    version: '1.2.2',
    dates: 'month',
    location: () => null,
    subsetEvery: 12,
  },
  // Section headings in a left column, dates at the right of the employer; the contact lines come last.
  // Contact lines under labels in a right column, the city alone; each role's employer, ISO-day dates and
  // title stacked at the left beside its highlights in a column of their own.
  {
    name: 'jsonresume-theme-simple',
    version: '1.0.0',
    dates: 'month',
    location: (p) => p.city,
    // About 55 KB a document: five of 60 committed, to make room for latex-tabular-cv.
    subsetEvery: 12,
  },
  {
    name: 'jsonresume-theme-simple-red',
    version: '1.0.4',
    dates: 'month',
    location: cityRegion,
    // About 60 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  // A photo's alternative text beside the name (the photo never loads); contact lines beside icons in two
  // columns; "Title, Employer" as a list item over its dates and their duration.
  {
    name: 'jsonresume-theme-simplyelegant',
    version: '1.7.2',
    dates: 'month',
    location: cityRegionCode,
    // About 60 KB a document: five of 60 committed, to make room for typst and html-to-docx-themes-pdf.
    subsetEvery: 12,
  },
  // No address; ISO-day dates under the title ("2021-11-01 - Present").
  {
    name: 'jsonresume-theme-slick',
    version: '0.1.16',
    dates: 'month',
    location: () => null,
    // Five of 60 committed, to make room for the theme printers' families under 30 MB.
    subsetEvery: 12,
  },
  // A left column of contact lines, skills and schools beside the summary and the work; each role's
  // employer with its title flush right, month dates under the title ("Apr 2024 - Present").
  {
    name: 'jsonresume-theme-spartacus',
    version: '1.0.0',
    dates: 'month',
    location: cityRegionCode,
    longestEmail: 32,
    // About 55 KB a document: five of 60 committed, to make room for latex-tabular-cv.
    subsetEvery: 12,
  },
  // The employer over its dates ("August 2025 - Present") over the title; the country code after the city.
  {
    name: 'jsonresume-theme-spartan',
    version: '0.3.0',
    dates: 'month',
    location: (p) => `${p.city} (${p.country}), ${p.region}`,
    // About 55 KB a document: five of 60 committed, to make room for docs-templates.
    subsetEvery: 12,
  },
  {
    name: 'jsonresume-theme-stackoverflow',
    version: '3.3.0',
    dates: 'month',
    location: cityRegionCode,
    // About 75 KB a document: five of 60 committed, to make room for new families under 30 MB.
    subsetEvery: 12,
  },
  {
    name: 'jsonresume-theme-straightforward',
    version: '0.5.0',
    dates: 'month',
    location: cityRegion,
    // About 60 KB a document: five of 60 committed, to make room for typst and html-to-docx-themes-pdf.
    subsetEvery: 12,
  },
  // One column in plain type: the place, phone, e-mail and site on one line parted by bars; the title over
  // "Employer, Town" with ISO-day ranges at its right; skills as a labelled row.
  {
    name: 'jsonresume-theme-tech',
    version: '1.5.1',
    dates: 'month',
    location: cityRegion,
  },
  // No address; each range set with an arrow ("2021-11 → Present").
  {
    name: 'jsonresume-theme-tachyons-clean',
    version: '0.0.9',
    dates: 'month',
    location: () => null,
    // About 55 KB a document: five of 60 committed, to make room for latex-tabular-cv.
    subsetEvery: 12,
  },
  // No address, years only; each section's name in a left column, each entry's employer over its title
  // with its years flush right; an entry breaks onto a new page where the next would not fit whole.
  {
    name: 'jsonresume-theme-simplistic',
    version: '0.0.1',
    dates: 'year',
    location: () => null,
    // Five of 60 committed, to make room for the theme printers' families under 30 MB.
    subsetEvery: 12,
  },
  // The name and each employer in capitals, "Town, CC | e-mail" under the headline, no phone and no
  // skills; "Title | Mon YYYY - Current" under each employer, languages in a row of columns.
  {
    name: 'jsonresume-theme-standard-resume',
    version: '2.1.0',
    dates: 'month',
    location: (p) => `${p.city}, ${p.country}`,
    upperFamilyName: true,
    omits: ['phone', 'skills'],
  },
  // One page: the name twice, "Cell:" and "Email:" lines, section names in a label column, each
  // employer with its ISO-day range flush right and no title; skills as one comma-joined paragraph.
  {
    name: 'jsonresume-theme-onepageresume',
    version: '0.0.6',
    dates: 'month',
    location: () => null,
    omits: ['title'],
    // Five of 60 committed, to make room for the theme printers' families under 30 MB.
    subsetEvery: 12,
  },
  // No address; headings flush right over the entries, each employer with its ISO-day range flush right
  // over the title and a "Highlights" label; skills one a line under the group's name.
  {
    name: 'jsonresume-theme-wraypro',
    version: '0.0.5',
    dates: 'month',
    location: () => null,
    // Five of 60 committed: the subset has little room left under 30 MB.
    subsetEvery: 12,
  },
  // No address and no degree; e-mail and phone under labels side by side, each employer over its title
  // with month dates beside it; a school with its dates and no degree.
  {
    name: '@jsonresume/jsonresume-theme-class',
    version: '0.4.2',
    dates: 'month',
    location: () => null,
    omits: ['degree'],
    // Five of 60 committed, as wraypro.
    subsetEvery: 12,
  },
  // Each role one line, "Title - Employer. Town, dates", no bullets; "Town CC / phone / e-mail" under
  // the name, no skills.
  {
    name: 'jsonresume-theme-techlead',
    version: '1.0.1',
    dates: 'month',
    location: (p) => `${p.city} ${p.country}`,
    omits: ['skills'],
  },
  // A serif name over the headline and one monospaced row of details parted by slashes (the place with
  // its country code, e-mail, phone, profiles); each role's title over a small monospaced row of
  // employer, town and month range parted by slashes; skills as one row parted by slashes.
  {
    name: 'jsonresume-theme-colophon',
    version: '0.2.0',
    dates: 'month',
    location: cityRegionCode,
    // About 95 KB a document: five of 60 committed.
    subsetEvery: 12,
  },
];

/** Whether the theme shows this person whole (see ThemeSpec's limits). */
export const themeAccepts = (spec: ThemeSpec, p: Person): boolean =>
  (!spec.longestName ||
    [...p.roles.map((r) => r.company), ...p.schools.map((s) => s.school)].every(
      (n) => n.length <= spec.longestName!,
    )) &&
  (!spec.longestEmail || p.email.length <= spec.longestEmail) &&
  (!spec.upperFamilyName || p.lastName.toUpperCase().toLowerCase() === p.lastName.toLowerCase());

/** The theme's module, installed under .corpus/renderers on first use. */
export const themeModule = (spec: ThemeSpec, ctx: FamilyContext): Promise<ThemeModule> =>
  loadTheme(ctx.root, spec.name, spec.version);

/**
 * The person drawn by the theme (its module loaded once by the caller, themeModule) and printed by
 * `print` (Chromium's, as the print dialog sets it by default), with the truth it shows.
 */
export async function themeDocument(
  spec: ThemeSpec,
  theme: ThemeModule,
  person: Person,
  ctx: FamilyContext,
  print: (html: string) => Promise<Uint8Array> = (html) => ctx.chrome().render(html),
): Promise<CorpusDocument> {
  const data = toJsonResume(person);
  const html = await theme.render(spec.resume ? spec.resume(data, person) : data);
  const lang = ctx.vocab.languages.en;
  return {
    id: person.id,
    ext: 'pdf',
    bytes: await print(html),
    expected: withoutOmitted(
      expectedFields(
        person,
        { dateFormat: spec.dates === 'year' ? 'YYYY' : 'YYYY-MM' },
        lang,
        spec.location(person),
      ),
      spec.omits,
    ),
    covers: `${person.country} ${person.profession}, ${person.roles.length} roles`,
  };
}

/** The theme by its package name. */
export const themeSpec = (name: string): ThemeSpec => {
  const spec = THEMES.find((t) => t.name === name);
  if (!spec) throw new Error(`no theme ${name}`);
  return spec;
};

export function themeFamily(spec: ThemeSpec, count: number): Family {
  const id = spec.name.replace(/^(@[^/]+\/)?jsonresume-theme-/, 'theme-');
  return {
    id,
    renderer: `${spec.name}@${spec.version} in Chromium`,
    count,
    subsetEvery: spec.subsetEvery ?? THEME_SUBSET_EVERY,
    accepts: (p) => themeAccepts(spec, p),
    async render(inputs, ctx) {
      const theme = await themeModule(spec, ctx);
      return eachDocument(inputs, ({ person }) => themeDocument(spec, theme, person, ctx));
    },
  };
}
