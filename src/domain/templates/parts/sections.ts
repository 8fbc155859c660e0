/**
 * The resume's sections as HTML fragments with one shared markup, so every layout differs by
 * placement and CSS only. A section with no data is the empty string: layouts just skip it, and
 * no empty heading can reach the page.
 */
import { UNPLACED_HEADER_HEADING } from '../../resume/keep-unplaced';
import { roleGroups } from '../../resume/role-groups';
import { SECTION_NAMES } from '../../resume/section-names';
import type { EducationEntry, ExperienceEntry, ParsedResume, ProjectEntry } from '../../resume/types';
import { icon, type IconName } from './icons';
import { dateRange, esc } from './text';

export const SECTION_TITLES = {
  ...SECTION_NAMES.en,
  contact: 'Contact',
  /** An `other` section whose heading is blank still shows its lines, under the parser's own name. */
  other: UNPLACED_HEADER_HEADING,
} as const;

export interface SectionSet {
  summary: string;
  experience: string;
  education: string;
  skills: string;
  projects: string;
  certifications: string;
  /** The unplaced sections (Languages, Volunteering...), each its own section. */
  other: string[];
}

const clean = (items: string[]) => items.map((i) => i.trim()).filter(Boolean);

const list = (cls: string, items: string[]) =>
  // The space between items is the line-break opportunity of inline lists (and PDF word gaps).
  items.length ? `<ul class="${cls}">${items.map((i) => `<li>${esc(i)}</li>`).join(' ')}</ul>` : '';

export function section(key: string, title: string, inner: string, iconName: IconName | null): string {
  if (!inner) return '';
  const ico = iconName ? `<span class="sec-icon">${icon(iconName)}</span>` : '';
  return (
    `<section class="sec sec-${key}"><h2 class="sec-title">${ico}<span class="sec-label">${esc(title)}</span></h2>` +
    `<div class="sec-body">${inner}</div></section>`
  );
}

interface EntryParts {
  title: string | null;
  org: string | null;
  dates: string;
  place: string | null;
  points: string[];
}

function entry(p: EntryParts): string {
  const title = p.title || p.org;
  const org = p.title ? p.org : null;
  const points = clean(p.points);
  // An entry is dropped only when it has nothing at all to show (a place alone still shows).
  if (!title && !p.dates && !p.place?.trim() && !points.length) return '';
  const meta = [
    p.dates ? `<span class="entry-date">${esc(p.dates)}</span>` : '',
    p.place?.trim() ? `<span class="entry-loc">${esc(p.place)}</span>` : '',
    // The space keeps the date and the place two words in the PDF's text ("Present San Francisco").
  ].join(' ');
  return (
    '<article class="entry"><div class="entry-head"><div class="entry-main">' +
    (title ? `<h3 class="entry-title">${esc(title)}</h3>` : '') +
    (org?.trim() ? `<p class="entry-org">${esc(org)}</p>` : '') +
    '</div>' +
    (meta ? `<p class="entry-meta">${meta}</p>` : '') +
    `</div>${list('entry-points', points)}</article>`
  );
}

const experienceEntry = (e: ExperienceEntry) =>
  entry({
    title: e.title,
    // How the job was held goes with the employer's line ("Northwind · Contract").
    org: [e.company, e.employment].filter(Boolean).join(' · ') || null,
    dates: dateRange(e.startDate, e.endDate),
    place: e.location,
    points: e.bullets,
  });

const educationEntry = (e: EducationEntry) =>
  entry({
    title: e.degree,
    org: e.school,
    dates: dateRange(e.startDate, e.endDate),
    place: e.location ?? null,
    points: e.details,
  });

const projectEntry = (p: ProjectEntry) =>
  entry({ title: p.name, org: null, dates: '', place: null, points: p.bullets });

export function buildSections(resume: ParsedResume, icons: boolean, skillStyle: string): SectionSet {
  const ic = (name: IconName) => (icons ? name : null);
  const entries = <T>(items: T[], render: (item: T) => string) => items.map(render).join('');
  const summary = resume.summary?.trim() ?? '';
  return {
    summary: section(
      'summary',
      SECTION_TITLES.summary,
      summary ? `<p class="summary">${esc(summary)}</p>` : '',
      ic('user'),
    ),
    // Roles the resume files under a heading of its own ("Academic / Managerial") stay under it.
    experience: roleGroups(resume.experience)
      .map((g) =>
        section(
          'experience',
          g.heading ?? SECTION_TITLES.experience,
          entries(g.roles, experienceEntry),
          ic('briefcase'),
        ),
      )
      .join(''),
    education: section(
      'education',
      SECTION_TITLES.education,
      entries(resume.education, educationEntry),
      ic('cap'),
    ),
    skills: section(
      'skills',
      SECTION_TITLES.skills,
      list(`skills skills-${skillStyle}`, clean(resume.skills)),
      ic('star'),
    ),
    projects: section(
      'projects',
      SECTION_TITLES.projects,
      entries(resume.projects, projectEntry),
      ic('folder'),
    ),
    certifications: section(
      'certifications',
      SECTION_TITLES.certifications,
      list('plain-list', clean(resume.certifications)),
      ic('award'),
    ),
    // A section without lines has nothing to show; one without a heading still has its lines.
    other: resume.other
      .map((o) =>
        section(
          'other',
          o.heading?.trim() || SECTION_TITLES.other,
          list('plain-list', clean(o.lines)),
          ic('globe'),
        ),
      )
      .filter(Boolean),
  };
}
