/**
 * Design token sets covering the parametric layout's branches, for the renderer's tests (every
 * section shown, photo or no photo): a filled sidebar under a band over the main column, an
 * unfilled side column under a band across the page, two columns under a plain header, a plain
 * one-column page, and a dark page with a right sidebar.
 */
import type { DesignTokens } from './design-tokens';

const base: DesignTokens = {
  background: 'light',
  page: '#ffffff',
  ink: '#1f2328',
  accent: '#c9a227',
  columns: 1,
  sidebar: null,
  headerBand: null,
  heading: { decoration: 'rule', caps: true },
  photo: null,
  align: 'left',
  margin: 0.07,
  density: 'normal',
};

export const SAMPLE_CLONE_TOKENS: Record<string, DesignTokens> = {
  'sidebar-band-main': {
    ...base,
    columns: 2,
    sidebar: { side: 'left', width: 0.33, colour: '#3f2a56', ink: '#ffffff', start: 'top' },
    headerBand: { colour: '#c9a227', height: 0.14, ink: '#111827', span: 'main' },
    photo: { shape: 'round', place: 'sidebar', size: 0.2, align: 'center' },
  },
  'column-under-band': {
    ...base,
    columns: 2,
    sidebar: { side: 'right', width: 0.35, colour: '#ffffff', ink: '#1f2328', start: 'under-header' },
    headerBand: { colour: '#0891b2', height: 0.12, ink: '#ffffff', span: 'page' },
    heading: { decoration: 'band', caps: false },
    photo: { shape: 'square', place: 'header', size: 0.15, align: 'right' },
  },
  'two-columns-centred': {
    ...base,
    columns: 2,
    align: 'center',
    heading: { decoration: 'none', caps: false },
    photo: { shape: 'round', place: 'header', size: 0.14, align: 'center' },
    density: 'airy',
  },
  plain: { ...base, accent: null, heading: { decoration: 'none', caps: false }, density: 'compact' },
  'dark-right-sidebar': {
    ...base,
    background: 'dark',
    page: '#111827',
    ink: '#e6e9ef',
    accent: '#34d399',
    columns: 2,
    sidebar: { side: 'right', width: 0.3, colour: '#1f2937', ink: '#ffffff', start: 'top' },
    photo: { shape: 'square', place: 'sidebar', size: 0.2, align: 'center' },
  },
};
