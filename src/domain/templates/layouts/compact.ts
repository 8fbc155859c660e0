/**
 * Compact: dense single column for long careers on one page. Name left, contacts stacked right;
 * each role's title and employer share a line; the short sections pair up side by side.
 */
import type { LayoutRenderer } from '../parts/layout-context';

const CSS = `
.layout-compact .header { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between;
  gap: 3mm 8mm; padding-bottom: 3.5mm; margin-bottom: var(--gap); border-bottom: 2px solid var(--accent); }
.layout-compact .head-text { flex: 1 1 70mm; display: flex; align-items: center; gap: 5mm; }
.layout-compact .photo { --photo-size: 20mm; }
.layout-compact .name { font-size: 2.2em; }
.layout-compact .contact-stack { gap: .1em; justify-items: end; text-align: right; font-size: .95em; flex: 0 1 auto; }
.layout-compact .contact-stack li { justify-content: flex-end; }
.layout-compact .sec-title { margin-bottom: .45em; }
.layout-compact .entry + .entry { margin-top: .6em; }
.layout-compact .entry-main { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 .5em; }
.layout-compact .entry-org::before { content: '|'; margin-right: .5em; color: var(--muted); font-weight: 400; }
.layout-compact .entry-meta { flex-direction: row; gap: .8em; }
.layout-compact .entry-points { margin-top: .2em; }
.layout-compact .entry-points li { margin: .05em 0; }
.layout-compact .duo { display: grid; grid-template-columns: repeat(auto-fit, minmax(70mm, 1fr)); gap: 0 9mm;
  margin-top: var(--gap); }
.layout-compact .duo > .sec { margin-top: 0; }
.layout-compact .duo .entry-main { flex-direction: column; gap: 0; }
.layout-compact .duo .entry-org::before { content: none; }
.mono-marks .sec-title::before { content: '//'; color: var(--muted); letter-spacing: 0; }
`;

const pair = (items: string[]) =>
  items.filter(Boolean).length ? `<div class="duo">${items.join('')}</div>` : '';

export const renderCompact: LayoutRenderer = (ctx) => {
  const s = ctx.sections;
  const marks = ctx.design.bodyFont === 'mono' ? ' mono-marks' : '';
  const story = ctx.design.educationFirst ? [s.education, s.experience] : [s.experience];
  const facts = ctx.design.educationFirst ? [s.skills] : [s.education, s.skills];
  return {
    css: CSS,
    body:
      `<div class="page layout-compact${marks}">` +
      `<header class="header"><div class="head-text">${ctx.photo}<div>${ctx.name}</div></div>${ctx.contactStack}</header>` +
      `<main class="body">${[s.summary, ...story, s.projects].join('')}` +
      `${pair(facts)}${pair([s.certifications, ...s.other])}</main></div>`,
  };
};
