/**
 * The generated corpus as the evaluation and the tests read it: each family's expected JSON
 * (tests/resume-corpus/generated/<family>.json, zod-checked) and its files, from the full build
 * in .corpus/files for each family `npm run corpus` built here, else the committed subset.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CORPUS_ROOT = path.join(repo, '.corpus');
export const GENERATED_DIR = path.join(repo, 'tests/resume-corpus/generated');

const role = z.object({ company: z.string(), title: z.string(), startDate: z.string(), endDate: z.string() });
const expected = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  roles: z.array(role),
  schools: z.array(z.object({ school: z.string(), degree: z.string() })),
  skills: z.array(z.string()),
});

export const familyFileSchema = z.object({
  family: z.string(),
  renderer: z.string(),
  documents: z.array(
    z.object({
      id: z.string(),
      file: z.string(),
      covers: z.string(),
      /** In the committed subset. */
      committed: z.literal(true).optional(),
      expected,
    }),
  ),
});

export type FamilyFile = z.infer<typeof familyFileSchema>;
export type GeneratedDocument = FamilyFile['documents'][number] & { family: string; path: string };

/** "full": every document, from .corpus/files; "subset": the committed ones only. */
export type CorpusSource = 'full' | 'subset';

export interface GeneratedCorpus {
  /** Every family's source, or "mixed" when some families are read whole and others by their subset. */
  source: CorpusSource | 'mixed';
  families: { family: string; renderer: string; source: CorpusSource; documents: GeneratedDocument[] }[];
}

export function loadGenerated(
  prefer: 'full' | 'subset' = 'full',
  { corpusRoot = CORPUS_ROOT, generatedDir = GENERATED_DIR } = {},
): GeneratedCorpus {
  const files = fs.existsSync(generatedDir)
    ? fs
        .readdirSync(generatedDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  const parsed = files.map((f) =>
    familyFileSchema.parse(JSON.parse(fs.readFileSync(path.join(generatedDir, f), 'utf8'))),
  );
  // Each family whole where `npm run corpus` built all of it here (a machine without LaTeX or
  // LibreOffice builds the themes but not those families), else its committed subset.
  const families = parsed.map((f) => {
    const full =
      prefer === 'full' &&
      f.documents.every((d) => fs.existsSync(path.join(corpusRoot, 'files', f.family, d.file)));
    return {
      family: f.family,
      renderer: f.renderer,
      source: full ? ('full' as const) : ('subset' as const),
      documents: f.documents
        .filter((d) => full || d.committed)
        .map((d) => ({
          ...d,
          family: f.family,
          path: full
            ? path.join(corpusRoot, 'files', f.family, d.file)
            : path.join(generatedDir, 'files', f.family, d.file),
        })),
    };
  });
  const sources = new Set(families.map((f) => f.source));
  return { source: sources.size > 1 ? 'mixed' : (families[0]?.source ?? 'subset'), families };
}
