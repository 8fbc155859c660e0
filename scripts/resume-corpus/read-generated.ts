/**
 * The generated corpus as the evaluation and the tests read it: each family's expected JSON
 * (tests/resume-corpus/generated/<family>.json, zod-checked) and its files, from the full build
 * in .corpus/files when `npm run corpus` ran on this machine, else the committed subset.
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

export interface GeneratedCorpus {
  /** "full": every document of .corpus/files; "subset": the committed ones only. */
  source: 'full' | 'subset';
  families: { family: string; renderer: string; documents: GeneratedDocument[] }[];
}

export function loadGenerated(prefer: 'full' | 'subset' = 'full'): GeneratedCorpus {
  const files = fs.existsSync(GENERATED_DIR)
    ? fs
        .readdirSync(GENERATED_DIR)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  const parsed = files.map((f) =>
    familyFileSchema.parse(JSON.parse(fs.readFileSync(path.join(GENERATED_DIR, f), 'utf8'))),
  );
  const full =
    prefer === 'full' &&
    parsed.length > 0 &&
    parsed.every((f) =>
      f.documents.every((d) => fs.existsSync(path.join(CORPUS_ROOT, 'files', f.family, d.file))),
    );
  return {
    source: full ? 'full' : 'subset',
    families: parsed.map((f) => ({
      family: f.family,
      renderer: f.renderer,
      documents: f.documents
        .filter((d) => full || d.committed)
        .map((d) => ({
          ...d,
          family: f.family,
          path: full
            ? path.join(CORPUS_ROOT, 'files', f.family, d.file)
            : path.join(GENERATED_DIR, 'files', f.family, d.file),
        })),
    })),
  };
}
