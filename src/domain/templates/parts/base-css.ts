/**
 * The style sheet every layout starts from: design tokens as CSS variables, the A4 page box,
 * type, entries, contact rows and print rules. Layouts add only placement and their own accents.
 *
 * Paging: `@page` has no margin so colour reaches the paper's edge; the page box's padding is
 * cloned onto every printed page (box-decoration-break) so page 2 still has a top margin.
 */
import type { TemplateDesign } from '../catalogue';
import { safeColor } from '../../resume/escape-html';
import { contrast, inkOn } from './color';
import { FONT_STACKS } from './fonts';

const DENSITY = {
  compact: { fs: '8.9pt', lh: 1.32, padX: '12mm', padY: '10mm', gap: '4.2mm' },
  normal: { fs: '9.5pt', lh: 1.42, padX: '15mm', padY: '13mm', gap: '5.4mm' },
  airy: { fs: '9.9pt', lh: 1.52, padX: '19mm', padY: '16mm', gap: '6.6mm' },
} as const;

export function panelFill(d: TemplateDesign): string {
  const panel = safeColor(d.panel, '#eee');
  return d.gradient ? `linear-gradient(160deg, ${panel}, ${safeColor(d.accent2, panel)})` : panel;
}

function variables(d: TemplateDesign): string {
  const k = DENSITY[d.density];
  const c = (v: string, fb: string) => safeColor(v, fb);
  // Headings on a panel keep the accent only where it still reads; otherwise the panel's ink.
  const panelAccent = contrast(d.accent, d.panel) >= 4.5 ? d.accent : d.panelInk;
  return `:root {
  --accent: ${c(d.accent, '#1f2937')}; --accent2: ${c(d.accent2, '#1f2937')}; --on-accent: ${inkOn(d.accent)};
  --brand: var(--accent); --brand-ink: var(--on-accent);
  --paper: ${c(d.paper, '#fff')}; --ink: ${c(d.ink, '#111')}; --muted: ${c(d.muted, '#555')};
  --panel: ${c(d.panel, '#eee')}; --panel-ink: ${c(d.panelInk, '#111')}; --panel-fill: ${panelFill(d)};
  --panel-accent: ${c(panelAccent, '#111')};
  --line: color-mix(in srgb, var(--ink) 16%, transparent);
  --tint: color-mix(in srgb, var(--accent) 13%, transparent);
  --body-font: ${FONT_STACKS[d.bodyFont]}; --head-font: ${FONT_STACKS[d.headingFont]};
  --fs: ${k.fs}; --lh: ${k.lh}; --pad-x: ${k.padX}; --pad-y: ${k.padY}; --gap: ${k.gap};
}`;
}

const PAGE = `
@page { size: A4; margin: 0; }
*, *::before, *::after { box-sizing: border-box; }
html { background: var(--paper); -webkit-print-color-adjust: exact; print-color-adjust: exact;
  -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--paper); color: var(--ink); font-family: var(--body-font);
  font-size: var(--fs); line-height: var(--lh); overflow-wrap: anywhere; word-break: normal; }
.page { position: relative; width: 210mm; max-width: 100%; min-height: 297mm; margin: 0 auto;
  padding: var(--pad-y) var(--pad-x); background: var(--paper);
  -webkit-box-decoration-break: clone; box-decoration-break: clone; }
.page * { min-width: 0; }
h1, h2, h3, p, ul { margin: 0; }
a { color: inherit; text-decoration: none; }
.on-panel { color: var(--panel-ink); --ink: var(--panel-ink); --accent: var(--panel-accent);
  --on-accent: var(--panel); --muted: color-mix(in srgb, var(--panel-ink) 74%, transparent);
  --line: color-mix(in srgb, var(--panel-ink) 26%, transparent);
  --tint: color-mix(in srgb, var(--panel-accent) 16%, transparent); }
.name { font-family: var(--head-font); font-size: 2.55em; line-height: 1.08; font-weight: 700;
  letter-spacing: -0.01em; }
.headline { margin-top: .25em; font-size: 1.18em; font-weight: 600; color: var(--accent); }
.sec { margin-top: var(--gap); }
.sec:first-child, .header + .sec, .photo + .sec { margin-top: 0; }
.sec-title { display: flex; align-items: center; gap: .45em; margin: 0 0 .65em; line-height: 1.2;
  font-family: var(--head-font); font-weight: 700; color: var(--accent); }
.sec-label { flex: 0 1 auto; }
.sec-icon { display: inline-flex; flex: none; }
.summary { text-align: left; }
.entry + .entry { margin-top: .9em; }
.entry-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline;
  column-gap: 1em; }
.entry-main { flex: 1 1 55%; }
.entry-title { font-family: var(--head-font); font-size: 1.06em; font-weight: 700; }
.entry-org { color: var(--accent); font-weight: 600; }
.entry-meta { flex: 0 1 auto; display: flex; flex-direction: column; text-align: right;
  color: var(--muted); font-size: .9em; }
.entry-points { margin: .35em 0 0; padding-left: 1.15em; }
.entry-points li { margin: .16em 0; padding-left: .1em; }
.entry-points li::marker { color: var(--accent); }
.plain-list { list-style: none; padding: 0; }
.plain-list li + li { margin-top: .22em; }
.contact { list-style: none; padding: 0; margin: 0; }
.contact li { display: flex; align-items: center; gap: .4em; }
.contact .ci { display: inline-flex; flex: none; color: var(--accent); }
.contact-row { display: flex; flex-wrap: wrap; gap: .3em 1.2em; }
.contact-stack { display: grid; gap: .5em; }
.photo { display: block; flex: none; width: var(--photo-size, 32mm); height: var(--photo-size, 32mm);
  object-fit: cover; }
.photo-round { border-radius: 50%; }
.photo-square { border-radius: 2.5mm; }
.narrow .entry-main { flex-basis: 100%; }
.narrow .entry-meta { flex-direction: row; flex-wrap: wrap; gap: 0 .8em; text-align: left; }
@media print {
  .page { min-height: 0; max-width: none; }
  .entry, .contact li, .skills li, .plain-list li { break-inside: avoid; }
  .sec-title { break-after: avoid; }
}`;

export function baseCss(d: TemplateDesign): string {
  return variables(d) + PAGE;
}
