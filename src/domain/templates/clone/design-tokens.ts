/**
 * The design tokens read from an uploaded resume design image (docs/product-rules.md 4.6): what a
 * person would say the design looks like, measured. The server reads them from the pixels
 * (functions/src/templates/read-design-tokens.ts), a vision AI may refine them (never the
 * content), and the parametric layout (clone/render-clone.ts) draws the person's resume with them.
 *
 * Sizes are shares of the page (0..1), so an image of any resolution gives the same tokens.
 */
import { z } from 'zod';

export const hexColour = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb')
  .transform((s) => s.toLowerCase());

export const sidebarTokenSchema = z.strictObject({
  side: z.enum(['left', 'right']),
  /** Width of the coloured column from its page edge, as a share of the page width. */
  width: z.number().min(0.12).max(0.5),
  /** Its fill; the page colour for an unfilled side column (profiles and skills beside the story). */
  colour: hexColour,
  /** Text on it: light on a dark fill, dark on a light one. */
  ink: hexColour,
  /** It runs up beside the name ('top'), or starts under a header across the page. */
  start: z.enum(['top', 'under-header']),
});

export const headerBandTokenSchema = z.strictObject({
  /** Its fill. */
  colour: hexColour,
  /** Height from the top of the page, as a share of the page height. */
  height: z.number().min(0.03).max(0.35),
  ink: hexColour,
  /** Across the whole page, or only over the main column (beside a full-height sidebar). */
  span: z.enum(['page', 'main']),
});

export const photoTokenSchema = z.strictObject({
  shape: z.enum(['round', 'square']),
  /** Where the design keeps it: in the header (band or title area) or at the top of the sidebar. */
  place: z.enum(['header', 'sidebar']),
  /** Its side length as a share of the page width. */
  size: z.number().min(0.05).max(0.4),
  /** In the header: at the name's left or right. */
  align: z.enum(['left', 'right', 'center']),
});

export const designTokensSchema = z.strictObject({
  background: z.enum(['light', 'dark']),
  /** The page colour. */
  page: hexColour,
  /** Body text. */
  ink: hexColour,
  /** Headings, rules and highlights; null for a black-and-white design. */
  accent: hexColour.nullable(),
  /** One column of body text, or two (a sidebar, or a body split by a gutter). */
  columns: z.union([z.literal(1), z.literal(2)]),
  sidebar: sidebarTokenSchema.nullable(),
  headerBand: headerBandTokenSchema.nullable(),
  heading: z.strictObject({
    /** A rule under the heading, a filled band behind it, or the text alone. */
    decoration: z.enum(['rule', 'band', 'none']),
    caps: z.boolean(),
  }),
  photo: photoTokenSchema.nullable(),
  /** Name and headings centred over the page, or flush left. */
  align: z.enum(['left', 'center']),
  /** Side margin of the body text, as a share of the page width. */
  margin: z.number().min(0).max(0.25),
  /** Line spacing and gaps: compact, normal or airy. */
  density: z.enum(['compact', 'normal', 'airy']),
});

export type DesignTokens = z.infer<typeof designTokensSchema>;
export type SidebarToken = z.infer<typeof sidebarTokenSchema>;
export type HeaderBandToken = z.infer<typeof headerBandTokenSchema>;
export type PhotoToken = z.infer<typeof photoTokenSchema>;
