/**
 * The corpus generator's word lists (vocabulary.json beside this file), read through this schema:
 * countries with their people's names, cities, phone shapes, schools and employers; professions
 * with titles, skills, bullet phrases and degrees; headings, contact labels and date words per language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { HEADING_LANGUAGES } from './types';

const nonEmpty = z.string().min(1);
const list = (min: number) => z.array(nonEmpty).min(min);

const country = z.object({
  /** ISO 3166 alpha-2. */
  code: z.string().length(2),
  name: nonEmpty,
  /** The language its resumes' headings are written in when not English. */
  language: z.enum(HEADING_LANGUAGES),
  /** Share of its resumes written in English anyway (0-1). */
  englishShare: z.number().min(0).max(1),
  firstNames: list(20),
  lastNames: list(20),
  /** "City|Region". */
  cities: list(6),
  /** Phone shapes: "#" is a random digit, everything else is kept ("+44 7### ######"). */
  phones: list(2),
  /** Universities and colleges, some long enough to wrap ("Indian Institute of Technology Delhi"). */
  schools: list(10),
  /** Employers, some long ("Rheinmetall Automotive Systems Engineering GmbH"). */
  companies: list(20),
  /** E-mail domains people use there. */
  emailDomains: list(2),
});

const profession = z.object({
  id: nonEmpty,
  /** Job titles from junior to senior. */
  titles: list(6),
  skills: list(15),
  /** Bullet sentences; "{n}" is replaced by a number, "{tool}" by one of the skills. */
  bullets: list(15),
  /** Degrees as printed, in English ("Bachelor of Science in Nursing"). */
  degrees: list(3),
  certifications: z.array(nonEmpty),
  /** Whether people of this profession list a GitHub profile. */
  github: z.boolean(),
});

const language = z.object({
  headings: z.object({
    summary: nonEmpty,
    experience: nonEmpty,
    education: nonEmpty,
    skills: nonEmpty,
    languages: nonEmpty,
    certifications: nonEmpty,
    /** A sidebar's contact section. */
    contact: nonEmpty,
  }),
  /** Labels before contact fields ("Phone: ..."), or in a label column beside them. */
  contactLabels: z.object({
    name: nonEmpty,
    address: nonEmpty,
    phone: nonEmpty,
    email: nonEmpty,
  }),
  /** Twelve month abbreviations and twelve full names. */
  monthsShort: z.array(nonEmpty).length(12),
  monthsLong: z.array(nonEmpty).length(12),
  present: nonEmpty,
  to: nonEmpty,
  /** The words that tie a title to an employer: "at" ("Nurse at St Mary's"). */
  at: nonEmpty,
  /** Spoken-language levels: native, fluent, intermediate, basic. */
  fluency: z.array(nonEmpty).length(4),
  /** Names of spoken languages, in that language: English, French, German, Spanish, ... */
  languageNames: z.record(z.string(), nonEmpty),
});

export const vocabularySchema = z.object({
  countries: z.array(country).min(12),
  professions: z.array(profession).min(14),
  languages: z.record(z.enum(HEADING_LANGUAGES), language),
  /** Summary sentences; "{title}", "{years}", "{skill}" are filled in. */
  summaries: list(10),
});

export type Vocabulary = z.infer<typeof vocabularySchema>;
export type VocabularyCountry = Vocabulary['countries'][number];
export type VocabularyProfession = Vocabulary['professions'][number];
export type VocabularyLanguage = Vocabulary['languages'][keyof Vocabulary['languages']];

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'vocabulary.json');

export function loadVocabulary(): Vocabulary {
  return vocabularySchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
