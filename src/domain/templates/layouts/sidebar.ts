/**
 * Sidebar: a full-height coloured column (left or right) with the photo, contact details and the
 * short fact sections; the main column carries the name and the story. In print the column's
 * colour is repeated by the root background, so it runs down every page, not just as far as the
 * sidebar's own content.
 */
import type { LayoutRenderer } from '../parts/layout-context';
import { splitOrder } from '../parts/layout-context';
import { section, SECTION_TITLES } from '../parts/sections';

const SIDE_WIDTH = '68mm';

function css(side: 'left' | 'right', gradient: boolean): string {
  // A gradient panel ends in its second colour: the print background continues with that one.
  const tail = gradient ? 'var(--accent2)' : 'var(--panel)';
  const cols = side === 'left' ? `${SIDE_WIDTH} minmax(0, 1fr)` : `minmax(0, 1fr) ${SIDE_WIDTH}`;
  const printBg =
    side === 'left'
      ? `linear-gradient(to right, ${tail} 0 ${SIDE_WIDTH}, var(--paper) ${SIDE_WIDTH})`
      : `linear-gradient(to left, ${tail} 0 ${SIDE_WIDTH}, var(--paper) ${SIDE_WIDTH})`;
  return `
.layout-sidebar { display: grid; grid-template-columns: ${cols}; padding: 0; }
.layout-sidebar .side, .layout-sidebar .main { -webkit-box-decoration-break: clone; box-decoration-break: clone; }
.layout-sidebar .side { background: var(--panel-fill); padding: var(--pad-y) 7mm; }
.layout-sidebar .main { padding: var(--pad-y) var(--pad-x) var(--pad-y) ${side === 'left' ? '10mm' : 'var(--pad-x)'}; }
.layout-sidebar .side .photo { --photo-size: 38mm; margin: 0 auto var(--gap);
  border: 1mm solid color-mix(in srgb, var(--panel-ink) 30%, transparent); }
.layout-sidebar .side .sec-title { font-size: .92em; }
.layout-sidebar .side .contact { font-size: .93em; }
.layout-sidebar .header { margin-bottom: var(--gap); }
.layout-sidebar .header::after { content: ''; display: block; width: 16mm; height: 1mm; margin-top: 4.5mm;
  border-radius: .5mm; background: linear-gradient(to right, var(--accent), var(--accent2)); }
@media print { html, body { background: ${printBg}; } }
`;
}

export const renderSidebar: LayoutRenderer = (ctx) => {
  const d = ctx.design;
  const side = d.sidebar ?? 'left';
  const { main, side: facts } = splitOrder(ctx);
  const contact = section('contact', SECTION_TITLES.contact, ctx.contactStack, d.icons ? 'card' : null);
  const aside = `<aside class="side on-panel narrow fx">${ctx.photo}${contact}${facts.join('')}</aside>`;
  const body = `<main class="main"><header class="header">${ctx.name}</header>${main.join('')}</main>`;
  return {
    css: css(side, d.gradient),
    body: `<div class="page layout-sidebar side-${side}">${side === 'left' ? aside + body : body + aside}</div>`,
  };
};
