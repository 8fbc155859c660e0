/**
 * The resume template catalogue (about 35, docs/product-rules.md 4.5): each template is a named set of
 * design tokens over one of a handful of layout renderers (layouts/). The structural fields
 * (background, columns, sidebar, headerBand, accent) describe what the layout draws. A custom design
 * image is not matched to these: it is drawn from its own tokens (clone/).
 */
import { BRANDED_DARK_TEMPLATES } from './templates-branded-dark';
import { CLASSIC_SPECIALIZED_TEMPLATES } from './templates-classic-specialized';
import { COLORED_LIGHT_TEMPLATES } from './templates-colored-light';
import { CREATIVE_FOCUSED_TEMPLATES } from './templates-creative-focused';
import { STANDARD_SIMPLE_TEMPLATES } from './templates-standard-simple';

export const TEMPLATE_CATEGORIES = [
  'Standard',
  'Simple',
  'Classic',
  'Specialized',
  'Creative',
  'Focused',
  'Colored',
  'Branded',
  'Dark',
  'Light',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** One renderer per id under layouts/. */
export type TemplateLayoutId =
  | 'classic'
  | 'sidebar'
  | 'header-band'
  | 'two-column'
  | 'timeline'
  | 'compact'
  | 'boxed'
  | 'monogram'
  | 'gutter';

export type FontStackId =
  'sans' | 'humanist' | 'geometric' | 'serif' | 'garamond' | 'didone' | 'slab' | 'mono' | 'condensed';

export type HeadingStyle =
  'rule' | 'line-after' | 'caps' | 'bar' | 'pill' | 'smallcaps' | 'double-rule' | 'short-underline';

/** No proficiency meters: the resume never states levels, and we do not invent them. */
export type SkillStyle = 'pills' | 'outline-pills' | 'columns' | 'inline' | 'bars';

export interface TemplateDesign {
  layout: TemplateLayoutId;
  background: 'light' | 'dark';
  columns: 1 | 2;
  sidebar: 'left' | 'right' | null;
  headerBand: boolean;
  /** '#rrggbb': headings, rules, pills. */
  accent: string;
  /** '#rrggbb': the second colour of gradients and highlights. */
  accent2: string;
  paper: string;
  ink: string;
  muted: string;
  /** The fill of the sidebar, header band, cards or monogram, and the text drawn on it. */
  panel: string;
  panelInk: string;
  bodyFont: FontStackId;
  headingFont: FontStackId;
  headingStyle: HeadingStyle;
  skillStyle: SkillStyle;
  /** Inline-SVG icons before section headings and contact items. */
  icons: boolean;
  /** Where the layout has a place for a profile photo, its shape; null: never shown. */
  photo: 'round' | 'square' | null;
  density: 'compact' | 'normal' | 'airy';
  nameCase: 'upper' | 'normal';
  align: 'left' | 'center';
  /** Panels (sidebar, band, cards, monogram) fill with a panel -> accent2 gradient. */
  gradient: boolean;
  /** Academic and graduate designs lead with education. */
  educationFirst: boolean;
  /** Screen-only motion (isAnimated templates); never in print. */
  motion: 'fade-up' | 'sweep' | 'glow' | null;
}

export interface ResumeTemplate {
  /** kebab-case, stable: stored in processedTemplates.templateId. */
  id: string;
  name: string;
  description: string;
  category: TemplateCategory;
  /** Premium marks the Standard Pro templates (docs/product-rules.md 4.5). */
  isPremium?: boolean;
  /** New marks the Lazy templates (docs/product-rules.md 4.5). */
  isNew?: boolean;
  isAnimated?: boolean;
  design: TemplateDesign;
}

export const TEMPLATES: readonly ResumeTemplate[] = [
  ...STANDARD_SIMPLE_TEMPLATES,
  ...CLASSIC_SPECIALIZED_TEMPLATES,
  ...CREATIVE_FOCUSED_TEMPLATES,
  ...COLORED_LIGHT_TEMPLATES,
  ...BRANDED_DARK_TEMPLATES,
];

/** The landing page's five built-in showcase items (docs/product-rules.md 4.5, 17). */
export const SHOWCASE_TEMPLATE_IDS: readonly string[] = [
  'nova-prime',
  'orion-executive',
  'cygnus-creative',
  'lyra-scholar',
  'zenith-modern',
];

const BY_ID = new Map(TEMPLATES.map((t) => [t.id, t]));

export function getTemplate(id: string): ResumeTemplate | null {
  return BY_ID.get(id) ?? null;
}
