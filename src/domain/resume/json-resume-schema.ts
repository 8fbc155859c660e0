/**
 * The JSON Resume schema (v1), read leniently: every field is optional (null reads as absent)
 * and unknown keys are kept, but a field of the wrong type is refused with a message naming it.
 * Also the extensions this app writes: "x-dates" on dated items (each date as written),
 * "x-location" on education, "x-employment" (how a job was held) and "x-group" (the heading a
 * role is filed under) on work, and the root "x-sections" (sections with no JSON Resume place).
 */
import { z } from 'zod';

export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

const text = z.string({ error: 'must be text' }).nullish();
const list = <T extends z.ZodType>(item: T) => z.array(item, { error: 'must be a list' }).nullish();
const object = <S extends z.ZodRawShape>(shape: S) => z.looseObject(shape, { error: 'must be an object' });
const texts = list(text);

const writtenDates = object({ start: text, end: text }).nullish();

const basics = object({
  name: text,
  label: text,
  image: text,
  email: text,
  phone: text,
  url: text,
  summary: text,
  location: object({
    address: text,
    postalCode: text,
    city: text,
    countryCode: text,
    region: text,
  }).nullish(),
  profiles: list(object({ network: text, username: text, url: text })),
});

const work = object({
  name: text,
  position: text,
  url: text,
  startDate: text,
  endDate: text,
  summary: text,
  description: text,
  highlights: texts,
  location: text,
  'x-employment': text,
  'x-group': text,
  'x-dates': writtenDates,
});

const education = object({
  institution: text,
  url: text,
  area: text,
  studyType: text,
  startDate: text,
  endDate: text,
  score: text,
  courses: texts,
  'x-location': text,
  'x-dates': writtenDates,
});

const volunteer = object({
  organization: text,
  position: text,
  url: text,
  startDate: text,
  endDate: text,
  summary: text,
  highlights: texts,
});

export const jsonResumeSchema = object({
  $schema: text,
  basics: basics.nullish(),
  work: list(work),
  volunteer: list(volunteer),
  education: list(education),
  awards: list(object({ title: text, date: text, awarder: text, summary: text })),
  certificates: list(object({ name: text, date: text, issuer: text, url: text })),
  publications: list(object({ name: text, publisher: text, releaseDate: text, url: text, summary: text })),
  skills: list(object({ name: text, level: text, keywords: texts })),
  languages: list(object({ language: text, fluency: text })),
  interests: list(object({ name: text, keywords: texts })),
  references: list(object({ name: text, reference: text })),
  projects: list(
    object({
      name: text,
      description: text,
      highlights: texts,
      startDate: text,
      endDate: text,
      url: text,
      'x-dates': writtenDates,
    }),
  ),
  meta: object({ canonical: text, version: text, lastModified: text }).nullish(),
  'x-sections': list(object({ heading: text, lines: texts })),
});

export type JsonResume = z.output<typeof jsonResumeSchema>;
