/**
 * The placement of a cloned design, from its tokens: the sidebar at its side and width, the
 * header band at its height over the page or the main column, the photo at its size, the
 * heading treatment and the side margin. Sizes are shares of an A4 page (210 x 297 mm).
 */
import { safeColor } from '../../resume/escape-html';
import { contrast } from '../parts/color';
import type { DesignTokens } from './design-tokens';

const mm = (share: number, of: number, min: number, max: number) =>
  `${Math.min(max, Math.max(min, share * of)).toFixed(1)}mm`;

/** Colours of a panel (sidebar or band) as the .on-panel variables expect them. */
function panelVars(colour: string, ink: string, accent: string | null): string {
  const a = accent && contrast(accent, colour) >= 3 ? accent : ink;
  return `--panel: ${safeColor(colour, '#eee')}; --panel-fill: ${safeColor(colour, '#eee')};
  --panel-ink: ${safeColor(ink, '#111')}; --panel-accent: ${safeColor(a, '#111')};`;
}

function headingCss(t: DesignTokens): string {
  const caps = t.heading.caps
    ? 'text-transform: uppercase; letter-spacing: .08em; font-size: 1em;'
    : 'font-size: 1.12em;';
  const deco = {
    rule: 'padding-bottom: .28em; border-bottom: 1.5px solid var(--accent);',
    band: 'padding: .28em .55em; background: color-mix(in srgb, var(--accent) 15%, transparent); border-radius: .6mm;',
    none: '',
  }[t.heading.decoration];
  return `.sec-title { ${caps} ${deco} }`;
}

function sidebarCss(t: DesignTokens, padX: string): string {
  const s = t.sidebar;
  if (!s) return '';
  const width = mm(s.width, 210, 40, 95);
  const cols = s.side === 'left' ? `${width} minmax(0, 1fr)` : `minmax(0, 1fr) ${width}`;
  const edge = s.side === 'left' ? 'to right' : 'to left';
  // In print the column's fill runs down every page, not just as far as its own content.
  const fill = safeColor(s.colour, '#eee');
  return `
.clone-cols { display: grid; grid-template-columns: ${cols}; flex: 1 1 auto; }
.clone-side { ${panelVars(s.colour, s.ink, t.accent)} background: var(--panel-fill); padding: var(--pad-y) 7mm; }
.clone-main { padding: var(--pad-y) ${padX}; }
.clone-side .contact { font-size: .93em; }
.clone-side .sec-title { font-size: .95em; }
@media print { html, body { background: linear-gradient(${edge}, ${fill} 0 ${width}, var(--paper) ${width}); } }`;
}

function bandCss(t: DesignTokens): string {
  const b = t.headerBand;
  if (!b) return '';
  return `
.clone-band { ${panelVars(b.colour, b.ink, t.accent)} display: flex; align-items: center; gap: 7mm;
  min-height: ${mm(b.height, 297, 22, 90)}; padding: 8mm var(--pad-x); background: var(--panel-fill); }
.clone-band .name { color: var(--panel-ink); }
.clone-band .headline { color: color-mix(in srgb, var(--panel-ink) 85%, transparent); }
.clone-main > .clone-band { margin: calc(-1 * var(--pad-y)) calc(-1 * var(--pad-x)) var(--gap); }`;
}

function photoCss(t: DesignTokens): string {
  if (!t.photo) return '';
  const size = mm(t.photo.size, 210, 20, t.photo.place === 'sidebar' ? 55 : 42);
  return `
.page .photo { --photo-size: ${size}; }
.clone-side .photo { margin: 0 auto var(--gap); }
.photo-right .photo { order: 2; }
.photo-center { flex-direction: column; text-align: center; }`;
}

export function cloneCss(t: DesignTokens): string {
  const padX = mm(t.margin, 210, 8, 25);
  return `
.page.clone { display: flex; flex-direction: column; padding: 0; --pad-x: ${padX};
  -webkit-box-decoration-break: clone; box-decoration-break: clone; }
.clone-side, .clone-main, .clone-body { -webkit-box-decoration-break: clone; box-decoration-break: clone; }
.clone-body { padding: var(--pad-y) var(--pad-x); }
.clone-top { padding: var(--pad-y) var(--pad-x) 0; }
.clone-top .clone-head { margin-bottom: 0; }
.clone-head { display: flex; align-items: center; gap: 6mm; margin-bottom: var(--gap); }
.clone-head .contact-row, .clone-band .contact-row { margin-top: 3.5mm; }
.head-text { flex: 1 1 auto; }
.align-center .head-text { text-align: center; }
.align-center .head-text .contact-row { justify-content: center; }
.clone-two { display: grid; grid-template-columns: minmax(0, 1.75fr) minmax(0, 1fr); gap: 8mm; }
${headingCss(t)}
${sidebarCss(t, padX)}
${bandCss(t)}
${photoCss(t)}`;
}
