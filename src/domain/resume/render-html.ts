/**
 * renderResumeHtml: a ParsedResume -> a complete, ATS-friendly HTML document. One column, real
 * text, semantic headings and lists with the standard section names (in the resume's own
 * language: section-names.ts), no tables, images or icons. Each role renders as "Title — Company" over "Location | Dates", the layout parseResume
 * reads back exactly, so the honesty check can re-read what we print.
 */
import { escapeHtml, safeColor } from './escape-html';
import { documentCss, htmlDocument, type PageSize } from './render-styles';
import { resumeLanguage } from './resume-language';
import { roleHeading } from './resume-text';
import { roleGroups } from './role-groups';
import { SECTION_NAMES } from './section-names';
import { sectionExtras, type StandardKind } from './section-extras';
import type { ParsedResume } from './types';

export interface RenderOptions {
  accent?: string;
  pageSize?: PageSize;
}

const DEFAULT_ACCENT = '#1f3a5f';

const list = (items: string[]): string =>
  items.length ? `<ul>\n${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('\n')}\n</ul>` : '';

const join = (parts: (string | null | undefined)[], sep: string): string =>
  parts.filter((p): p is string => Boolean(p && p.trim())).join(sep);

function entry(head: string, meta: string, items: string[]): string {
  const h = head ? `<h3>${escapeHtml(head)}</h3>` : '';
  const m = meta ? `<p class="meta">${escapeHtml(meta)}</p>` : '';
  return `<article class="entry">${h}${m}${list(items)}</article>`;
}

const section = (heading: string, body: string): string =>
  body ? `<section>\n<h2>${escapeHtml(heading)}</h2>\n${body}\n</section>` : '';

const paragraphs = (lines: string[] = []): string => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');

export function renderResumeHtml(resume: ParsedResume, opts: RenderOptions = {}): string {
  const c = resume.contact;
  // A role dated once ("Summer 2014", start and end alike) shows its date once.
  const range = (a: string | null, b: string | null) => join([a, b === a ? null : b], ' – ');
  const names = SECTION_NAMES[resumeLanguage(resume)];
  // 1. Header: name, headline, one contact line.
  const header = [
    `<h1>${escapeHtml(c.name ?? 'Resume')}</h1>`,
    resume.headline ? `<p class="headline">${escapeHtml(resume.headline)}</p>` : '',
    `<p class="contact">${escapeHtml(join([c.email, c.phone, c.location, ...c.links], ' | '))}</p>`,
  ].join('\n');
  // 2. Sections, in the order recruiters expect; lines kept under a heading of a standard kind
  //    close that section (section-extras.ts), so no section is drawn twice.
  const { extras, rest } = sectionExtras(resume);
  // A line kept under Skills is drawn as an item of its own: set as a paragraph under the comma list,
  // a reader takes it for the list's last item wrapped ("…, Pandas" / "Proficient Machine Learning").
  const standard = (kind: StandardKind, heading: string, body: string) =>
    section(
      heading,
      join([body, kind === 'skills' ? list(extras[kind] ?? []) : paragraphs(extras[kind])], '\n'),
    );
  const groups = roleGroups(resume.experience);
  const roles = (g: (typeof groups)[number]) =>
    g.roles
      .map((e) => entry(roleHeading(e), join([e.location, range(e.startDate, e.endDate)], ' | '), e.bullets))
      .join('\n');
  // Kept experience lines close the standard experience section (or stand as one when there is none).
  const standardAt = groups.findIndex((g) => g.heading === null);
  const body = [
    `<header>\n${header}\n</header>`,
    standard('summary', names.summary, resume.summary ? `<p>${escapeHtml(resume.summary)}</p>` : ''),
    // Roles the resume files under a heading of its own stay under it.
    ...groups.map((g, i) =>
      i === standardAt
        ? standard('experience', names.experience, roles(g))
        : section(g.heading ?? names.experience, roles(g)),
    ),
    standardAt < 0 ? standard('experience', names.experience, '') : '',
    standard(
      'education',
      names.education,
      resume.education
        .map((e) =>
          entry(
            join([e.degree, e.school], ' — '),
            join([e.location, range(e.startDate, e.endDate)], ' | '),
            e.details,
          ),
        )
        .join('\n'),
    ),
    standard(
      'skills',
      names.skills,
      resume.skills.length ? `<p>${escapeHtml(resume.skills.join(', '))}</p>` : '',
    ),
    standard('projects', names.projects, resume.projects.map((p) => entry(p.name, '', p.bullets)).join('\n')),
    standard('certifications', names.certifications, list(resume.certifications)),
    ...rest.map((o) => section(o.heading, paragraphs(o.lines))),
  ]
    .filter(Boolean)
    .join('\n');
  const accent = safeColor(opts.accent, DEFAULT_ACCENT);
  const title = `${escapeHtml(c.name ?? 'Resume')} – Resume`;
  return htmlDocument(title, documentCss(accent, opts.pageSize), `<main class="resume">\n${body}\n</main>`);
}
