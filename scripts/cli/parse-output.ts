/**
 * The JSON `npm run parse-resume` prints: the headline fields a script usually wants, flat,
 * then the full structured resume and the layout facts, then the time taken. Pure.
 */
import type { LayoutFacts, ReadResume, ResumeSource } from '@/domain/resume/layout/types';
import type { ParsedResume } from '@/domain/resume/types';

export interface TimeMs {
  read: number;
  parse: number;
  total: number;
}

export interface ParseResumeOutput {
  file: string;
  kind: ResumeSource['kind'];
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  employers: string[];
  titles: string[];
  schools: string[];
  degrees: string[];
  skills: string[];
  resume: ParsedResume;
  layout: LayoutFacts;
  timeMs: TimeMs;
}

/** Each value once, in the order the resume gives them (two roles at one employer: one entry). */
export function distinct(values: (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    const t = v?.trim();
    if (!t || seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    out.push(t);
  }
  return out;
}

/** Tenths of a millisecond: finer is noise, coarser hides the parse step. */
export const roundMs = (ms: number) => Math.round(ms * 10) / 10;

export function parseResumeOutput(
  file: string,
  read: ReadResume,
  time: { read: number; parse: number; total: number },
): ParseResumeOutput {
  const { resume } = read;
  return {
    file,
    kind: read.layout.kind,
    name: resume.contact.name,
    email: resume.contact.email,
    phone: resume.contact.phone,
    location: resume.contact.location,
    employers: distinct(resume.experience.map((e) => e.company)),
    titles: distinct(resume.experience.map((e) => e.title)),
    schools: distinct(resume.education.map((e) => e.school)),
    degrees: distinct(resume.education.map((e) => e.degree)),
    skills: distinct(resume.skills),
    resume,
    layout: read.layout,
    timeMs: { read: roundMs(time.read), parse: roundMs(time.parse), total: roundMs(time.total) },
  };
}
