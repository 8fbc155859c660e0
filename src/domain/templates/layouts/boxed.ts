/**
 * Boxed: every section in its own rounded card on the page colour; the short sections sit two
 * to a row. The header is a card too, or a full-bleed colour band when the design has one.
 */
import { BAND_CSS } from '../parts/band-css';
import type { LayoutRenderer } from '../parts/layout-context';

const CSS = `${BAND_CSS}
.layout-boxed .sec, .layout-boxed .card-head { padding: 5mm 6mm; border-radius: 3mm; background: var(--panel);
  border: 1px solid color-mix(in srgb, var(--accent) 18%, transparent); }
.layout-boxed .card-head { display: flex; align-items: center; gap: 6mm; margin-bottom: 4mm; }
.layout-boxed .card-head .contact-row { margin-top: 3mm; color: var(--muted); }
.layout-boxed .card-head .photo { --photo-size: 26mm; }
.layout-boxed .head-text { flex: 1 1 auto; }
.layout-boxed .band { margin-bottom: 5mm; background: linear-gradient(120deg, var(--brand), var(--accent2));
  --panel: var(--brand); --panel-ink: var(--brand-ink); --panel-accent: var(--brand-ink); }
.layout-boxed .sec { margin-top: 4mm; }
.layout-boxed .sec:first-child { margin-top: 0; }
.layout-boxed .grid2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(75mm, 1fr)); gap: 4mm;
  margin-top: 4mm; align-items: start; }
.layout-boxed .grid2 > .sec { margin-top: 0; }
@media print { .layout-boxed .sec-summary, .layout-boxed .grid2 > .sec { break-inside: avoid; } }
`;

export const renderBoxed: LayoutRenderer = (ctx) => {
  const s = ctx.sections;
  const band = ctx.design.headerBand;
  const head = `${ctx.photo}<div class="head-text">${ctx.name}${ctx.contactRow}</div>`;
  const story = ctx.design.educationFirst
    ? [s.education, s.experience, s.projects]
    : [s.experience, s.projects];
  const facts = [ctx.design.educationFirst ? '' : s.education, s.skills, s.certifications, ...s.other].filter(
    Boolean,
  );
  return {
    css: CSS,
    body:
      '<div class="page layout-boxed">' +
      `<header class="${band ? 'header band on-panel fx' : 'header card-head'}">${head}</header>` +
      `<main class="body">${[s.summary, ...story].join('')}` +
      (facts.length ? `<div class="grid2">${facts.join('')}</div>` : '') +
      '</main></div>',
  };
};
