/** Header band: a full-bleed coloured band with photo, name and contacts over one column. */
import { BAND_CSS } from '../parts/band-css';
import type { LayoutRenderer } from '../parts/layout-context';
import { singleColumnOrder } from '../parts/layout-context';

const CSS = `${BAND_CSS}
.layout-band .band { padding-top: 13mm; padding-bottom: 11mm; }
.layout-band .band .name { font-size: 2.75em; }
`;

export const renderHeaderBand: LayoutRenderer = (ctx) => ({
  css: CSS,
  body:
    '<div class="page layout-band">' +
    `<header class="header band on-panel fx">${ctx.photo}<div class="head-text">${ctx.name}${ctx.contactRow}</div></header>` +
    `<main class="body">${singleColumnOrder(ctx).join('')}</main></div>`,
});
