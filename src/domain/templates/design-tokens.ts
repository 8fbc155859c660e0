/**
 * Builds a full TemplateDesign from the few tokens a template cares about. The structural fields
 * (columns, sidebar, headerBand) follow from the layout so a token table cannot describe a design
 * the renderer does not draw.
 */
import type { TemplateDesign, TemplateLayoutId } from './catalogue';

export type DesignTokens = Partial<Omit<TemplateDesign, 'layout' | 'columns'>> & { accent: string };

const LIGHT = { paper: '#ffffff', ink: '#1f2328', muted: '#5b6470' };
const DARK = { paper: '#111827', ink: '#e6e9ef', muted: '#9aa4b2' };

/** Layouts that can draw their header as a full-width coloured band. */
const BAND_OPTIONAL: readonly TemplateLayoutId[] = ['two-column', 'timeline', 'monogram', 'boxed'];

export function design(layout: TemplateLayoutId, tokens: DesignTokens): TemplateDesign {
  const background = tokens.background ?? 'light';
  const base = background === 'dark' ? DARK : LIGHT;
  const sidebar = layout === 'sidebar' ? (tokens.sidebar ?? 'left') : null;
  const headerBand =
    layout === 'header-band' || (BAND_OPTIONAL.includes(layout) && (tokens.headerBand ?? false));
  return {
    background,
    accent2: tokens.accent,
    paper: base.paper,
    ink: base.ink,
    muted: base.muted,
    panel: tokens.accent,
    panelInk: '#ffffff',
    bodyFont: 'sans',
    headingFont: tokens.bodyFont ?? 'sans',
    headingStyle: 'rule',
    skillStyle: 'pills',
    icons: false,
    photo: null,
    density: 'normal',
    nameCase: 'normal',
    align: 'left',
    gradient: false,
    educationFirst: false,
    motion: null,
    ...tokens,
    layout,
    columns: layout === 'sidebar' || layout === 'two-column' ? 2 : 1,
    sidebar,
    headerBand,
  };
}
