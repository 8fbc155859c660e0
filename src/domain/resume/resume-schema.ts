/**
 * The checked form of a ParsedResume: what the server stores as a person's reviewed base resume
 * and what a callable accepts as a reviewed resume. Every string is trimmed; an empty or missing
 * nullable field is null and a missing list is empty; empty lines in a list are dropped; unknown
 * keys are dropped. Limits keep one stored document small.
 */
import { z } from 'zod';
import type { ParsedResume } from './types';

export const MAX_RESUME_STRING = 2000;
/** Lines (bullets, details, links...) in one entry or list of strings. */
export const MAX_RESUME_LINES = 200;
/** Entries (roles, schools, projects, sections) in one list. */
export const MAX_RESUME_ENTRIES = 100;
/** The whole resume as JSON, in UTF-8 bytes. */
export const MAX_RESUME_JSON_BYTES = 100_000;

export const RESUME_MESSAGES = {
  text: 'must be text',
  list: 'must be a list',
  object: 'must be an object',
  string: `is too long (at most ${MAX_RESUME_STRING} characters)`,
  lines: `has too many lines (at most ${MAX_RESUME_LINES})`,
  entries: `has too many entries (at most ${MAX_RESUME_ENTRIES})`,
  whole: `This resume is too large to save (at most ${MAX_RESUME_JSON_BYTES / 1000} KB). Please shorten it.`,
} as const;

const text = z.string({ error: RESUME_MESSAGES.text }).trim().max(MAX_RESUME_STRING, RESUME_MESSAGES.string);

/** A trimmed string or null: "" and a missing value both read as null. */
const nullableText = text.nullish().transform((s): string | null => s || null);

/** Lines of text: each trimmed, empty ones dropped; a missing list is empty. */
const lines = z
  .array(text, { error: RESUME_MESSAGES.list })
  .max(MAX_RESUME_LINES, RESUME_MESSAGES.lines)
  .default([])
  .transform((l) => l.filter(Boolean));

const entries = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry, { error: RESUME_MESSAGES.list })
    .max(MAX_RESUME_ENTRIES, RESUME_MESSAGES.entries)
    .default([]);

const object = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: RESUME_MESSAGES.object });

const experienceSchema = object({
  company: nullableText,
  title: nullableText,
  startDate: nullableText,
  endDate: nullableText,
  location: nullableText,
  bullets: lines,
  employment: nullableText.optional(),
  group: nullableText.optional(),
});

const educationSchema = object({
  school: nullableText,
  degree: nullableText,
  startDate: nullableText,
  endDate: nullableText,
  details: lines,
  location: nullableText.optional(),
});

const utf8Bytes = (s: string): number => new TextEncoder().encode(s).length;

export const parsedResumeSchema = object({
  contact: object({
    name: nullableText,
    email: nullableText,
    phone: nullableText,
    location: nullableText,
    links: lines,
  }),
  headline: nullableText.optional(),
  summary: nullableText,
  experience: entries(experienceSchema),
  education: entries(educationSchema),
  skills: lines,
  projects: entries(object({ name: text, bullets: lines })),
  certifications: lines,
  other: entries(object({ heading: text, lines })),
}).superRefine((resume, ctx) => {
  if (utf8Bytes(JSON.stringify(resume)) > MAX_RESUME_JSON_BYTES) {
    ctx.addIssue({ code: 'custom', message: RESUME_MESSAGES.whole, path: [] });
  }
});

type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
/** Fails to compile unless the schema's output and ParsedResume are assignable both ways. */
export type ParsedResumeSchemaMatchesType = Expect<
  MutuallyAssignable<z.output<typeof parsedResumeSchema>, ParsedResume>
>;

/**
 * "experience[2].bullets[0] is too long (at most 2000 characters)": the first problem, readable.
 * A problem with the whole value is said of `subject`.
 */
export function resumeIssueMessage(error: z.ZodError, subject = 'The resume'): string {
  const issue = error.issues[0];
  if (!issue) return `${subject} is not valid.`;
  const path = issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
  if (path) return `${path} ${issue.message}`;
  return issue.code === 'custom' ? issue.message : `${subject} ${issue.message}`;
}

export type ResumeCheck = { ok: true; resume: ParsedResume } | { ok: false; message: string };

/** Checks and normalises a resume; the message names the first problem. */
export function checkResume(data: unknown): ResumeCheck {
  const parsed = parsedResumeSchema.safeParse(data);
  return parsed.success
    ? { ok: true, resume: parsed.data }
    : { ok: false, message: resumeIssueMessage(parsed.error) };
}
