/**
 * Two-column: a header (plain with a gradient rule, or a band) over a wide main column for the
 * story and a narrow one for the facts. No panel: the columns share the page colour.
 */
import { BAND_CSS, headerClass } from '../parts/band-css';
import type { LayoutRenderer } from '../parts/layout-context';
import { splitOrder } from '../parts/layout-context';

const CSS = `${BAND_CSS}
.layout-two .header:not(.band) { display: flex; align-items: center; gap: 6mm; padding-bottom: 5mm;
  margin-bottom: var(--gap); border-bottom: 2.5px solid var(--accent);
  border-image: linear-gradient(to right, var(--accent), var(--accent2)) 1; }
.layout-two .head-text { flex: 1 1 auto; }
.layout-two .header:not(.band) .contact-row { margin-top: 3.5mm; color: var(--muted); }
.layout-two .header:not(.band) .photo { --photo-size: 26mm; }
.layout-two .cols { display: grid; grid-template-columns: minmax(0, 1.75fr) minmax(0, 1fr); gap: 8mm; }
.layout-two .col-side { padding-left: 6mm; border-left: 1px solid var(--line); }
`;

export const renderTwoColumn: LayoutRenderer = (ctx) => {
  const { main, side } = splitOrder(ctx);
  const cls = headerClass(ctx.design.headerBand);
  return {
    css: CSS,
    body:
      '<div class="page layout-two">' +
      `<header class="${cls}">${ctx.photo}<div class="head-text">${ctx.name}${ctx.contactRow}</div></header>` +
      `<div class="cols"><main class="col-main">${main.join('')}</main>` +
      (side.length ? `<aside class="col-side narrow">${side.join('')}</aside>` : '') +
      '</div></div>',
  };
};
