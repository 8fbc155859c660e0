/**
 * renderTemplateHtml: a catalogue template + a ParsedResume (+ an optional photo) -> one
 * standalone A4 HTML document (inline CSS, system fonts, no scripts, no external requests) for
 * the preview iframe, the server PDF renderer and the in-browser PDF download alike.
 */
import type { ParsedResume } from '../resume/types';
import type { ResumeTemplate, TemplateLayoutId } from './catalogue';
import { renderBoxed } from './layouts/boxed';
import { renderClassic } from './layouts/classic';
import { renderCompact } from './layouts/compact';
import { renderGutter } from './layouts/gutter';
import { renderHeaderBand } from './layouts/header-band';
import { renderMonogram } from './layouts/monogram';
import { renderSidebar } from './layouts/sidebar';
import { renderTimeline } from './layouts/timeline';
import { renderTwoColumn } from './layouts/two-column';
import { baseCss } from './parts/base-css';
import { headingCss } from './parts/heading-css';
import { buildContext, type LayoutRenderer } from './parts/layout-context';
import { motionCss } from './parts/motion-css';
import { safePhotoUrl } from './parts/photo';
import { skillsCss } from './parts/skills-css';
import { esc } from './parts/text';

const LAYOUTS: Record<TemplateLayoutId, LayoutRenderer> = {
  classic: renderClassic,
  sidebar: renderSidebar,
  'header-band': renderHeaderBand,
  'two-column': renderTwoColumn,
  timeline: renderTimeline,
  compact: renderCompact,
  boxed: renderBoxed,
  monogram: renderMonogram,
  gutter: renderGutter,
};

export interface RenderTemplateOptions {
  /** A base64 PNG/JPEG/GIF/WEBP data URL; anything else is ignored. */
  photoDataUrl?: string | null;
  /** The document title (the PDF's title); defaults to "{name} – Resume". */
  title?: string;
}

export function renderTemplateHtml(
  template: ResumeTemplate,
  resume: ParsedResume,
  opts: RenderTemplateOptions = {},
): string {
  const d = template.design;
  const ctx = buildContext(d, resume, safePhotoUrl(opts.photoDataUrl));
  const layout = LAYOUTS[d.layout](ctx);
  const css = [
    baseCss(d),
    headingCss(d.headingStyle),
    skillsCss(d.skillStyle),
    d.nameCase === 'upper' ? '.name { text-transform: uppercase; letter-spacing: .06em; }' : '',
    layout.css,
    motionCss(d.motion),
  ].join('\n');
  return resumeDocument(template.id, resume, css, layout.body, opts.title);
}

/** One standalone A4 document: the title is the person's ("{name} – Resume") unless given. */
export function resumeDocument(
  id: string,
  resume: ParsedResume,
  css: string,
  body: string,
  title?: string,
): string {
  const name = resume.contact.name?.trim();
  const docTitle = title ?? (name ? `${name} – Resume` : 'Resume');
  return `<!doctype html>
<html lang="en" data-template="${esc(id)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(docTitle)}</title>
<style>${css}
</style>
</head>
<body>
${body}
</body>
</html>
`;
}
