/**
 * closestTemplate: the catalogue template that best matches an uploaded design image's analysis
 * (used when no vision AI is configured). A weighted distance over the structural features that
 * make a resume look like itself, most visible first: page colour, sidebar, columns, header band,
 * then the accent's hue. Ties keep catalogue order, so the answer is deterministic.
 */
import { TEMPLATES, type ResumeTemplate, type TemplateDesign } from './catalogue';
import type { DesignAnalysis } from './contract';
import { hueDistance, toHsl, type Hsl } from './parts/color';

const WEIGHT = {
  background: 6,
  sidebarMissing: 4,
  sidebarSide: 3.5,
  columns: 2.5,
  headerBand: 2.5,
  /** Up to this much for opposite hues. */
  hue: 3,
  colourfulness: 2,
  /** A plain design prefers the plain categories. */
  plainCategory: 1.5,
};

/** Near-black, near-white and greys carry no hue worth matching. */
function colourful(hsl: Hsl | null): hsl is Hsl {
  return hsl !== null && hsl.s > 0.3 && hsl.l > 0.12 && hsl.l < 0.88;
}

function accentDistance(accent: string | null, t: ResumeTemplate): number {
  const theirs = toHsl(t.design.accent);
  const mine = accent ? toHsl(accent) : null;
  if (!colourful(mine)) {
    const plain = t.category === 'Simple' || t.category === 'Classic' ? 0 : WEIGHT.plainCategory;
    return plain + (colourful(theirs) ? WEIGHT.colourfulness : 0);
  }
  if (!colourful(theirs)) return WEIGHT.colourfulness + WEIGHT.hue / 2;
  return hueDistance(mine, theirs) * WEIGHT.hue + Math.abs(mine.l - theirs.l) * 0.5;
}

function structuralDistance(a: DesignAnalysis, d: TemplateDesign): number {
  let s = 0;
  if (a.background !== d.background) s += WEIGHT.background;
  if (a.sidebar !== d.sidebar) s += a.sidebar && d.sidebar ? WEIGHT.sidebarSide : WEIGHT.sidebarMissing;
  if (a.columns !== d.columns) s += WEIGHT.columns;
  if (a.headerBand !== d.headerBand) s += WEIGHT.headerBand;
  return s;
}

export function templateDistance(a: DesignAnalysis, t: ResumeTemplate): number {
  return structuralDistance(a, t.design) + accentDistance(a.accent, t);
}

export function closestTemplate(analysis: DesignAnalysis): ResumeTemplate {
  let best = TEMPLATES[0]!;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const t of TEMPLATES) {
    const score = templateDistance(analysis, t);
    if (score < bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best;
}
