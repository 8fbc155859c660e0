/**
 * The design-image set of issue 23: resume page images (rendered from the project's templates in
 * other colours, and from public resume PDFs) with the design tokens a person reads from each,
 * checked by hand. scripts/make-design-images.ts regenerates the images from the sources below.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const designImagesDir = path.dirname(fileURLToPath(import.meta.url));

const colour = z.string().regex(/^#[0-9a-f]{6}$/, 'a colour is #rrggbb (lower case)');

const templateSource = z.strictObject({
  kind: z.literal('template'),
  templateId: z.string(),
  /** The TemplateDesign colours replaced for this render. */
  changes: z.partialRecord(
    z.enum(['accent', 'accent2', 'paper', 'ink', 'muted', 'panel', 'panelInk']),
    colour,
  ),
  /** The photo shape drawn (a synthetic portrait is passed), or null: no photo given. */
  photo: z.enum(['round', 'square']).nullable(),
});

const pdfSource = z.strictObject({
  kind: z.literal('public-pdf'),
  /** A file in ../shared/resumes. */
  pdf: z.string(),
  page: z.number().int().min(1),
});

export const designImageExpectedSchema = z.strictObject({
  background: z.enum(['light', 'dark']),
  columns: z.union([z.literal(1), z.literal(2)]),
  /** width: share of the page width from the page edge to where the sidebar's fill ends. */
  sidebar: z.strictObject({ side: z.enum(['left', 'right']), width: z.number().min(0).max(1) }).nullable(),
  /** A filled coloured block across the top holding the name (not a thin rule). */
  headerBand: z.boolean(),
  /** Headings, rules and highlights; the panel colour when those are black; null: black and white. */
  accent: colour.nullable(),
  photo: z.boolean(),
});

export const designImageEntrySchema = z.strictObject({
  file: z.string().regex(/^[a-z0-9-]+\.(png|jpg)$/),
  source: z.discriminatedUnion('kind', [templateSource, pdfSource]),
  expected: designImageExpectedSchema,
  notes: z.string(),
});

export const designImageManifestSchema = z.array(designImageEntrySchema).min(15);

export type DesignImageEntry = z.infer<typeof designImageEntrySchema>;
export type DesignImageExpected = z.infer<typeof designImageExpectedSchema>;
export type DesignImageManifest = z.infer<typeof designImageManifestSchema>;

export function readDesignImageManifest(): DesignImageManifest {
  const raw: unknown = JSON.parse(fs.readFileSync(path.join(designImagesDir, 'manifest.json'), 'utf8'));
  return designImageManifestSchema.parse(raw);
}
