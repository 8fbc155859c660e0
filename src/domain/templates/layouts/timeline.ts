/**
 * Timeline: experience and education hang off a vertical accent line, each entry marked by a
 * dot with its dates above the title, so progression reads top to bottom at a glance.
 */
import { BAND_CSS, headerClass } from '../parts/band-css';
import type { LayoutRenderer } from '../parts/layout-context';
import { singleColumnOrder } from '../parts/layout-context';

const TL = '.layout-timeline :is(.sec-experience, .sec-education)';

const CSS = `${BAND_CSS}
.layout-timeline .header:not(.band) { display: flex; align-items: center; gap: 6mm; margin-bottom: var(--gap); }
.layout-timeline .head-text { flex: 1 1 auto; }
.layout-timeline .header:not(.band) .contact-row { margin-top: 3mm; color: var(--muted); }
.layout-timeline .header:not(.band) .name { color: var(--accent); }
.layout-timeline .photo { --photo-size: 27mm; }
${TL} .sec-body { position: relative; margin-left: 1.5mm; padding-left: 7mm;
  border-left: 2px solid color-mix(in srgb, var(--accent) 35%, transparent); }
${TL} .entry { position: relative; }
${TL} .entry::before { content: ''; position: absolute; left: calc(-7mm - 1px); top: .2em; width: 3.2mm;
  height: 3.2mm; border-radius: 50%; transform: translateX(-50%); background: var(--paper);
  border: 2px solid var(--accent); }
${TL} .entry-head { flex-direction: column-reverse; align-items: flex-start; }
${TL} .entry-meta { flex-direction: row; flex-wrap: wrap; gap: .2em .8em; text-align: left; margin-bottom: .2em; }
${TL} .entry-date { padding: 0 .55em; border-radius: 999px; background: var(--tint); color: var(--accent);
  font-weight: 600; }
${TL} .entry-main { flex: none; width: 100%; }
`;

export const renderTimeline: LayoutRenderer = (ctx) => ({
  css: CSS,
  body:
    '<div class="page layout-timeline">' +
    `<header class="${headerClass(ctx.design.headerBand)}">${ctx.photo}<div class="head-text">${ctx.name}${ctx.contactRow}</div></header>` +
    `<main class="body">${singleColumnOrder(ctx).join('')}</main></div>`,
});
