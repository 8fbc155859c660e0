/**
 * Classic: one column under a name header, centred (formal) or left-aligned with the photo on
 * the right. The plainest layout: also the best for ATS parsing.
 */
import type { LayoutRenderer } from '../parts/layout-context';
import { singleColumnOrder } from '../parts/layout-context';

const CSS = `
.layout-classic .header { display: flex; align-items: center; gap: 7mm; padding-bottom: 5mm;
  margin-bottom: var(--gap); border-bottom: 1px solid var(--line); }
.layout-classic .head-text { flex: 1 1 auto; }
.layout-classic .contact-row { margin-top: 3.5mm; color: var(--muted); }
.layout-classic.align-center .header { flex-direction: column; text-align: center; gap: 4mm; }
.layout-classic.align-center .contact-row { justify-content: center; }
.layout-classic.align-center .summary { text-align: center; }
.layout-classic .photo { --photo-size: 28mm; }
`;

export const renderClassic: LayoutRenderer = (ctx) => {
  const center = ctx.design.align === 'center';
  // A centred header shows the photo above the name; a left one keeps it at the far right.
  const head = center
    ? `${ctx.photo}<div class="head-text">${ctx.name}${ctx.contactRow}</div>`
    : `<div class="head-text">${ctx.name}${ctx.contactRow}</div>${ctx.photo}`;
  return {
    css: CSS,
    body:
      `<div class="page layout-classic align-${ctx.design.align}">` +
      `<header class="header">${head}</header>` +
      `<main class="body">${singleColumnOrder(ctx).join('')}</main></div>`,
  };
};
