/**
 * A ParsedResume as a JSON Resume (v1) document and back. The export writes ISO dates where the
 * written date parses and keeps the written text in "x-dates", so our own export reads back
 * unchanged. The import keeps every JSON Resume field (json-resume-import.ts) and returns a
 * resume checked like any other (resume-schema.ts).
 */
import { fromDocument, isEmpty } from './json-resume-import';
import { isoDate, linkProfile, writtenDates } from './json-resume-map';
import { jsonResumeSchema, JSON_RESUME_SCHEMA_URL, type JsonResume } from './json-resume-schema';
import { parsedResumeSchema, resumeIssueMessage } from './resume-schema';
import type { ParsedResume } from './types';

export { jsonResumeSchema, JSON_RESUME_SCHEMA_URL, type JsonResume } from './json-resume-schema';
export { ISO_DATE_RE } from './json-resume-map';

/** A present value under its key, or nothing (JSON Resume fields are strings, never null). */
const opt = <K extends string>(key: K, value: string | null | undefined) =>
  (value ? { [key]: value } : {}) as { [P in K]?: string };

function dated(start: string | null, end: string | null) {
  const written = writtenDates(start, end);
  return {
    ...opt('startDate', isoDate(start)),
    ...opt('endDate', isoDate(end)),
    ...(written && { 'x-dates': written }),
  };
}

export function toJsonResume(resume: ParsedResume): JsonResume {
  const { contact } = resume;
  const profiles = contact.links.map(linkProfile);
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      ...opt('name', contact.name),
      ...opt('label', resume.headline),
      ...opt('email', contact.email),
      ...opt('phone', contact.phone),
      ...opt('url', profiles.find((p) => p.network === 'Website')?.url),
      ...opt('summary', resume.summary),
      ...(contact.location && { location: { address: contact.location } }),
      profiles,
    },
    work: resume.experience.map((e) => ({
      ...opt('name', e.company),
      ...opt('position', e.title),
      ...opt('location', e.location),
      ...dated(e.startDate, e.endDate),
      highlights: [...e.bullets],
      ...(e.employment !== undefined && { 'x-employment': e.employment }),
      ...(e.group !== undefined && { 'x-group': e.group }),
    })),
    education: resume.education.map((e) => ({
      ...opt('institution', e.school),
      ...opt('studyType', e.degree),
      ...dated(e.startDate, e.endDate),
      courses: [...e.details],
      ...(e.location !== undefined && { 'x-location': e.location }),
    })),
    skills: resume.skills.map((name) => ({ name })),
    projects: resume.projects.map((p) => ({ name: p.name, highlights: [...p.bullets] })),
    certificates: resume.certifications.map((name) => ({ name })),
    'x-sections': resume.other.map((o) => ({ heading: o.heading, lines: [...o.lines] })),
  };
}

export type JsonResumeImport = { ok: true; resume: ParsedResume } | { ok: false; message: string };

/** Reads a JSON Resume document (already parsed from JSON) into a checked ParsedResume. */
export function fromJsonResume(data: unknown): JsonResumeImport {
  const doc = jsonResumeSchema.safeParse(data);
  if (!doc.success) return { ok: false, message: resumeIssueMessage(doc.error, 'A JSON Resume') };
  const resume = parsedResumeSchema.safeParse(fromDocument(doc.data));
  if (!resume.success) return { ok: false, message: resumeIssueMessage(resume.error) };
  if (isEmpty(resume.data)) return { ok: false, message: 'This JSON Resume has nothing to import.' };
  return { ok: true, resume: resume.data };
}
