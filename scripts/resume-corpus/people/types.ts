/**
 * A generated person: the truth a corpus file is rendered from. Every field is what the person
 * "is"; how a renderer prints it (date format, role-line order, columns) is the Style. The expected
 * fields a reader must find are derived from both (expected.ts), never from a reader.
 */
export interface YearMonth {
  year: number;
  /** 1-12. */
  month: number;
}

export interface PersonRole {
  company: string;
  title: string;
  /** "Pune, Maharashtra" or "Lyon". */
  location: string;
  start: YearMonth;
  end: YearMonth | 'present';
  bullets: string[];
}

export interface PersonSchool {
  school: string;
  /** The whole degree as printed: "Bachelor of Science in Nursing", "Master in Finance". */
  degree: string;
  location: string;
  start: YearMonth;
  end: YearMonth;
}

/** The language a resume's headings, dates and labels are written in. */
export const HEADING_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl'] as const;
export type HeadingLanguage = (typeof HEADING_LANGUAGES)[number];

export interface Person {
  /** Unique in the corpus: "<family>-<nnnn>". */
  id: string;
  /** ISO 3166 alpha-2 of the vocabulary country. */
  country: string;
  countryName: string;
  language: HeadingLanguage;
  profession: string;
  firstName: string;
  lastName: string;
  /** The one-line title under the name. */
  headline: string;
  email: string;
  /** As printed: "+44 7700 900123". */
  phone: string;
  city: string;
  region: string;
  linkedin: string;
  github: string | null;
  website: string | null;
  summary: string;
  /** Newest first. */
  roles: PersonRole[];
  schools: PersonSchool[];
  skills: string[];
  /** Spoken languages with a level ("English — Native"). */
  languages: { language: string; fluency: string }[];
  certifications: string[];
}

/** How a renderer this project drives (LaTeX, DOCX, plain text) lays a person out. */
export interface Style {
  /** The name set on one line, or given name over family name. */
  nameLines: 1 | 2;
  nameCase: 'as-is' | 'upper';
  /** Which way a role's first line reads. */
  roleOrder: RoleOrder;
  /** Where a role's dates stand. */
  datePlacement: 'left-column' | 'right' | 'inline' | 'below';
  dateFormat: DateFormat;
  /** Between start and end: " – ", " - ", " to " (translated), "–". */
  dateSeparator: 'en-dash' | 'hyphen' | 'to' | 'tight-dash';
  /** Contact items led by icon-font glyphs (FontAwesome in LaTeX, symbol characters elsewhere). */
  contactIcons: boolean;
  sidebar: 'none' | 'left' | 'right';
  skillsColumns: 1 | 2;
  headingCase: 'upper' | 'title';
}

export const ROLE_ORDERS = [
  'title-over-company',
  'company-over-title',
  'company-comma-title',
  'title-at-company',
  'title-pipe-company-dates',
] as const;
export type RoleOrder = (typeof ROLE_ORDERS)[number];

export const DATE_FORMATS = ['Mon YYYY', 'Month YYYY', 'MM/YYYY', 'YYYY-MM', 'MM.YYYY', 'YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
