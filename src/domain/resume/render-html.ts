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
  // 2. Sections, in the order recruiters expect.
  const body = [
    `<header>\n${header}\n</header>`,
    section(names.summary, resume.summary ? `<p>${escapeHtml(resume.summary)}</p>` : ''),
    // Roles the resume files under a heading of its own stay under it.
    ...roleGroups(resume.experience).map((g) =>
      section(
        g.heading ?? names.experience,
        g.roles
          .map((e) =>
            entry(roleHeading(e), join([e.location, range(e.startDate, e.endDate)], ' | '), e.bullets),
          )
          .join('\n'),
      ),
    ),
    section(
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
    section(names.skills, resume.skills.length ? `<p>${escapeHtml(resume.skills.join(', '))}</p>` : ''),
    section(names.projects, resume.projects.map((p) => entry(p.name, '', p.bullets)).join('\n')),
    section(names.certifications, list(resume.certifications)),
    ...resume.other.map((o) => section(o.heading, o.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'))),
  ]
    .filter(Boolean)
    .join('\n');
  const accent = safeColor(opts.accent, DEFAULT_ACCENT);
  const title = `${escapeHtml(c.name ?? 'Resume')} – Resume`;
  return htmlDocument(title, documentCss(accent, opts.pageSize), `<main class="resume">\n${body}\n</main>`);
}
