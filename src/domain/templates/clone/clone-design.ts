/**
 * The TemplateDesign a cloned design renders with: the shared base style sheet (variables, type,
 * entries, print rules) reads these, and clone-css.ts adds the parametric placement on top.
 */
import type { TemplateDesign } from '../catalogue';
import { parseHex } from '../parts/color';
import type { DesignTokens } from './design-tokens';

/** `a` moved `share` of the way to `b`, both '#rrggbb'. */
export function mix(a: string, b: string, share: number): string {
  const x = parseHex(a) ?? [0, 0, 0];
  const y = parseHex(b) ?? [255, 255, 255];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function cloneDesign(t: DesignTokens): TemplateDesign {
  const accent = t.accent ?? t.ink;
  const panel = t.sidebar ?? t.headerBand;
  return {
    layout: t.sidebar ? 'sidebar' : t.columns === 2 ? 'two-column' : t.headerBand ? 'header-band' : 'classic',
    background: t.background,
    columns: t.columns,
    sidebar: t.sidebar?.side ?? null,
    headerBand: t.headerBand !== null,
    accent,
    accent2: accent,
    paper: t.page,
    ink: t.ink,
    muted: mix(t.ink, t.page, 0.35),
    panel: panel?.colour ?? accent,
    panelInk: panel?.ink ?? t.page,
    bodyFont: 'sans',
    headingFont: 'sans',
    headingStyle: 'rule',
    skillStyle: 'inline',
    icons: false,
    photo: t.photo?.shape ?? null,
    density: t.density,
    nameCase: 'normal',
    align: t.align,
    gradient: false,
    educationFirst: false,
    motion: null,
  };
}
