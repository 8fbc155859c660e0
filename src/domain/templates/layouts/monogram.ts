/**
 * Monogram (Branded): the candidate's initials drawn as a logo mark, round or square, beside or
 * above the name; on a band it becomes a light badge. A photo, when given, takes the mark's
 * place inside the same ring, so the header keeps its shape.
 */
import { BAND_CSS, headerClass } from '../parts/band-css';
import type { LayoutRenderer } from '../parts/layout-context';
import { singleColumnOrder } from '../parts/layout-context';

const CSS = `${BAND_CSS}
.layout-monogram .header { display: flex; align-items: center; gap: 7mm; }
.layout-monogram .header:not(.band) { padding-bottom: 6mm; margin-bottom: var(--gap);
  border-bottom: 3px double var(--accent); }
.layout-monogram .head-text { flex: 1 1 auto; }
.layout-monogram .header:not(.band) .contact-row { margin-top: 3.5mm; color: var(--muted); }
.layout-monogram .mark { position: relative; flex: none; display: grid; place-items: center; }
.layout-monogram .mark .badge { position: absolute; right: -2.5mm; bottom: -1.5mm; width: 9.5mm; height: 9.5mm;
  font-size: .95em; box-shadow: 0 0 0 .8mm var(--paper); }
.layout-monogram .band .mark .badge { box-shadow: 0 0 0 .8mm var(--panel); }
.layout-monogram .mark-main, .layout-monogram .mark .photo { --photo-size: 23mm; width: 23mm; height: 23mm;
  box-shadow: 0 0 0 1.1mm var(--paper), 0 0 0 1.6mm var(--accent); }
.layout-monogram .mono { display: grid; place-items: center; font-family: var(--head-font); font-size: 2.3em;
  font-weight: 700; letter-spacing: .04em; line-height: 1; background: var(--panel-fill); color: var(--on-accent); }
.layout-monogram .band .mono, .layout-monogram .band .mark .photo { background: var(--panel-ink); color: var(--panel);
  box-shadow: 0 0 0 1.1mm color-mix(in srgb, var(--panel-ink) 35%, transparent); border: none; }
.layout-monogram .shape-round { border-radius: 50%; }
.layout-monogram .shape-square { border-radius: 3.5mm; }
.layout-monogram.align-center .header { flex-direction: column; text-align: center; gap: 5mm; }
.layout-monogram.align-center .contact-row { justify-content: center; }
`;

export const renderMonogram: LayoutRenderer = (ctx) => {
  const d = ctx.design;
  const shape = d.photo === 'square' ? 'square' : 'round';
  const mono = (cls: string) =>
    `<span class="mono ${cls} shape-${shape}" aria-hidden="true">${ctx.monogram}</span>`;
  // With a photo the initials stay as a small badge on its corner: the brand mark survives.
  const mark = ctx.photo
    ? ctx.photo + (ctx.monogram ? mono('badge') : '')
    : ctx.monogram
      ? mono('mark-main')
      : '';
  return {
    css: CSS,
    body:
      `<div class="page layout-monogram align-${d.align}">` +
      `<header class="${headerClass(d.headerBand)}">${mark ? `<div class="mark">${mark}</div>` : ''}` +
      `<div class="head-text">${ctx.name}${ctx.contactRow}</div></header>` +
      `<main class="body">${singleColumnOrder(ctx).join('')}</main></div>`,
  };
};
