/**
 * `npm run parse-resume -- --devset`: the parser on every development-set resume (issue 16's
 * bar: >= 95 % of expected fields right, every name), as one JSON object: each file's score and
 * misses, then the totals.
 */
import { scoreDevsetEntry } from '../lib/devset/parse-score';
import { loadDevset } from '../lib/devset/read-devset';

export interface DevsetAccuracy {
  files: { id: string; right: number; total: number; nameRight: boolean; misses: string[] }[];
  fields: { right: number; total: number; share: number };
  names: { right: number; total: number };
}

export async function devsetAccuracy(): Promise<DevsetAccuracy> {
  const files = [];
  for (const entry of loadDevset()) {
    const s = await scoreDevsetEntry(entry);
    files.push({ id: s.id, right: s.right, total: s.total, nameRight: s.nameRight, misses: s.misses });
  }
  const right = files.reduce((n, f) => n + f.right, 0);
  const total = files.reduce((n, f) => n + f.total, 0);
  return {
    files,
    fields: { right, total, share: total ? Math.round((1000 * right) / total) / 1000 : 0 },
    names: { right: files.filter((f) => f.nameRight).length, total: files.length },
  };
}
