/**
 * Gutter: section titles sit in a narrow left margin beside their content, as in a printed CV;
 * the header sets the name against a right-aligned contact stack.
 */
import type { LayoutRenderer } from '../parts/layout-context';
import { singleColumnOrder } from '../parts/layout-context';

const CSS = `
.layout-gutter .header { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between;
  gap: 4mm 8mm; padding-bottom: 5mm; margin-bottom: var(--gap); border-bottom: 1.5px solid var(--ink); }
.layout-gutter .head-text { flex: 1 1 80mm; display: flex; align-items: center; gap: 5mm; }
.layout-gutter .photo { --photo-size: 24mm; }
.layout-gutter .contact-stack { flex: 0 1 auto; gap: .15em; justify-items: end; text-align: right; color: var(--muted); }
.layout-gutter .contact-stack li { justify-content: flex-end; }
.layout-gutter .sec { display: grid; grid-template-columns: 34mm minmax(0, 1fr); column-gap: 7mm; }
.layout-gutter .sec-title { align-self: start; margin: .1em 0 0; }
`;

export const renderGutter: LayoutRenderer = (ctx) => ({
  css: CSS,
  body:
    '<div class="page layout-gutter">' +
    `<header class="header"><div class="head-text">${ctx.photo}<div>${ctx.name}</div></div>${ctx.contactStack}</header>` +
    `<main class="body">${singleColumnOrder(ctx).join('')}</main></div>`,
});
