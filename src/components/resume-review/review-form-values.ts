/**
 * The review form's values: a ParsedResume with every list of lines as one text (a line each),
 * which is what a person edits comfortably, and back. Empty fields become null, blank lines go.
 */
import type { ParsedResume } from '@/domain/resume/types';

export interface ReviewFormValues {
  contact: { name: string; email: string; phone: string; location: string; links: string };
  headline: string;
  summary: string;
  experience: {
    title: string;
    company: string;
    location: string;
    startDate: string;
    endDate: string;
    bullets: string;
    /** Not edited in the form, carried through it: how the job was held, its heading. */
    employment?: string | null;
    group?: string | null;
  }[];
  education: {
    school: string;
    degree: string;
    location: string;
    startDate: string;
    endDate: string;
    details: string;
  }[];
  skills: string;
  projects: { name: string; bullets: string }[];
  certifications: string;
  other: { heading: string; lines: string }[];
}

const text = (v: string | null | undefined) => v ?? '';
const lines = (v: string[]) => v.join('\n');
const orNull = (v: string) => (v.trim() ? v.trim() : null);
const split = (v: string) =>
  v
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function toFormValues(r: ParsedResume): ReviewFormValues {
  return {
    contact: {
      name: text(r.contact.name),
      email: text(r.contact.email),
      phone: text(r.contact.phone),
      location: text(r.contact.location),
      links: lines(r.contact.links),
    },
    headline: text(r.headline),
    summary: text(r.summary),
    experience: r.experience.map((e) => ({
      title: text(e.title),
      company: text(e.company),
      location: text(e.location),
      startDate: text(e.startDate),
      endDate: text(e.endDate),
      bullets: lines(e.bullets),
      ...(e.employment !== undefined && { employment: e.employment }),
      ...(e.group !== undefined && { group: e.group }),
    })),
    education: r.education.map((e) => ({
      school: text(e.school),
      degree: text(e.degree),
      location: text(e.location),
      startDate: text(e.startDate),
      endDate: text(e.endDate),
      details: lines(e.details),
    })),
    skills: lines(r.skills),
    projects: r.projects.map((p) => ({ name: p.name, bullets: lines(p.bullets) })),
    certifications: lines(r.certifications),
    other: r.other.map((o) => ({ heading: o.heading, lines: lines(o.lines) })),
  };
}

export function fromFormValues(v: ReviewFormValues): ParsedResume {
  return {
    contact: {
      name: orNull(v.contact.name),
      email: orNull(v.contact.email),
      phone: orNull(v.contact.phone),
      location: orNull(v.contact.location),
      links: split(v.contact.links),
    },
    headline: orNull(v.headline),
    summary: orNull(v.summary),
    experience: v.experience.map((e) => ({
      title: orNull(e.title),
      company: orNull(e.company),
      location: orNull(e.location),
      startDate: orNull(e.startDate),
      endDate: orNull(e.endDate),
      bullets: split(e.bullets),
      ...(e.employment !== undefined && { employment: e.employment }),
      ...(e.group !== undefined && { group: e.group }),
    })),
    education: v.education.map((e) => ({
      school: orNull(e.school),
      degree: orNull(e.degree),
      location: orNull(e.location),
      startDate: orNull(e.startDate),
      endDate: orNull(e.endDate),
      details: split(e.details),
    })),
    skills: split(v.skills),
    projects: v.projects
      .filter((p) => p.name.trim() || p.bullets.trim())
      .map((p) => ({ name: p.name.trim(), bullets: split(p.bullets) })),
    certifications: split(v.certifications),
    other: v.other
      .filter((o) => o.heading.trim() || o.lines.trim())
      .map((o) => ({ heading: o.heading.trim(), lines: split(o.lines) })),
  };
}

export const EMPTY_ROLE: ReviewFormValues['experience'][number] = {
  title: '',
  company: '',
  location: '',
  startDate: '',
  endDate: '',
  bullets: '',
};
export const EMPTY_SCHOOL: ReviewFormValues['education'][number] = {
  school: '',
  degree: '',
  location: '',
  startDate: '',
  endDate: '',
  details: '',
};
