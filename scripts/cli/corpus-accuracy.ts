/**
 * `npm run parse-resume -- --corpus`: the reader on the generated corpus (scripts/resume-corpus),
 * scored per renderer family and per kind of field. A family in TUNED_ON was read while the reader
 * was tuned; every other family is held out, and its figure is what the reader does on a layout it
 * has never seen. Each family is read whole when `npm run corpus` built all of it here, else by its
 * committed subset; the output says which for each.
 */
import fs from 'node:fs';
import { readResume } from '@/domain/resume/layout/read-resume';
import { compareResume, FIELD_KINDS, type FieldKind } from '../lib/resume-compare';
import { readResumeFileNode } from '../lib/read-resume-node';
import { TUNED_ON } from '../resume-corpus/families';
import { loadGenerated, type CorpusSource } from '../resume-corpus/read-generated';

interface Tally {
  right: number;
  total: number;
}

export interface FamilyAccuracy {
  family: string;
  renderer: string;
  /** Read while the reader was tuned: its figure is not a held-out one. */
  tuned: boolean;
  /** Every document of the family, or its committed subset only. */
  source: CorpusSource;
  documents: number;
  fields: Tally & { share: number };
  names: Tally;
  byKind: Partial<Record<FieldKind, Tally & { share: number }>>;
  /**
   * The documents with the most misses, a few misses each: where to look first. Empty for a held-out
   * family: its documents' misses are not shown, so nobody tunes on them by reading this output.
   */
  worst: { id: string; right: number; total: number; misses: string[] }[];
}

export interface CorpusAccuracy {
  source: CorpusSource | 'mixed';
  tunedOn: string[];
  families: FamilyAccuracy[];
  heldOut: Tally & { share: number; names: Tally };
  all: Tally & { share: number; names: Tally };
}

const share = (t: Tally) => (t.total ? Math.round((1000 * t.right) / t.total) / 1000 : 0);
const add = (a: Tally, b: Tally): Tally => ({ right: a.right + b.right, total: a.total + b.total });

export async function corpusAccuracy(prefer: 'full' | 'subset' = 'full'): Promise<CorpusAccuracy> {
  const corpus = loadGenerated(prefer);
  if (!corpus.families.length) throw new Error('no generated corpus: run `npm run corpus`');
  const families: FamilyAccuracy[] = [];
  for (const f of corpus.families) {
    let fields: Tally = { right: 0, total: 0 };
    const names: Tally = { right: 0, total: 0 };
    const kinds: Partial<Record<FieldKind, Tally>> = {};
    const scored = [];
    for (const d of f.documents) {
      const source = await readResumeFileNode(new Uint8Array(fs.readFileSync(d.path)));
      const s = compareResume(d.expected, readResume(source).resume);
      fields = add(fields, s);
      names.total++;
      if (s.byKind.name?.right) names.right++;
      for (const [k, t] of Object.entries(s.byKind) as [FieldKind, Tally][])
        kinds[k] = add(kinds[k] ?? { right: 0, total: 0 }, t);
      scored.push({ id: d.id, right: s.right, total: s.total, misses: s.misses.slice(0, 4) });
    }
    const tuned = TUNED_ON.includes(f.family);
    families.push({
      family: f.family,
      renderer: f.renderer,
      tuned,
      source: f.source,
      documents: f.documents.length,
      fields: { ...fields, share: share(fields) },
      names,
      byKind: Object.fromEntries(
        FIELD_KINDS.filter((k) => kinds[k]).map((k) => [k, { ...kinds[k]!, share: share(kinds[k]!) }]),
      ),
      worst: tuned ? scored.sort((a, b) => b.total - b.right - (a.total - a.right)).slice(0, 3) : [],
    });
  }
  const total = (list: FamilyAccuracy[]) => {
    const t = list.reduce((n, f) => add(n, f.fields), { right: 0, total: 0 });
    return { ...t, share: share(t), names: list.reduce((n, f) => add(n, f.names), { right: 0, total: 0 }) };
  };
  return {
    source: corpus.source,
    tunedOn: [...TUNED_ON],
    families,
    heldOut: total(families.filter((f) => !f.tuned)),
    all: total(families),
  };
}

const SOURCE_NAMES: Record<CorpusAccuracy['source'], string> = {
  full: 'every document, .corpus/files',
  subset: 'committed subset only',
  mixed: 'each family whole where .corpus/files holds all of it, else its committed subset: see "read"',
};

const pct = (x: number) => `${(100 * x).toFixed(1)}`.padStart(5);

/** The per-family, per-kind table printed beside the JSON (on stderr, so stdout stays JSON). */
export function corpusTable(a: CorpusAccuracy): string {
  const kinds = FIELD_KINDS;
  const head = `${'family'.padEnd(26)} ${'read'.padStart(6)} ${'docs'.padStart(5)} ${'fields'.padStart(6)} ${'names'.padStart(7)}  ${kinds.map((k) => k.slice(0, 5).padStart(5)).join(' ')}`;
  const rows = a.families.map(
    (f) =>
      `${`${f.family}${f.tuned ? ' (tuned)' : ''}`.padEnd(26)} ${(f.source === 'full' ? 'all' : 'subset').padStart(6)} ${String(f.documents).padStart(5)} ${pct(f.fields.share).padStart(6)} ${`${f.names.right}/${f.names.total}`.padStart(7)}  ${kinds.map((k) => (f.byKind[k] ? pct(f.byKind[k].share) : '    -')).join(' ')}`,
  );
  return [
    `generated corpus (${SOURCE_NAMES[a.source]}); tuned on: ${a.tunedOn.join(', ') || 'none'}`,
    head,
    ...rows,
    `held out: ${pct(a.heldOut.share)} % of ${a.heldOut.total} fields, names ${a.heldOut.names.right}/${a.heldOut.names.total}`,
    `all:      ${pct(a.all.share)} % of ${a.all.total} fields, names ${a.all.names.right}/${a.all.names.total}`,
  ].join('\n');
}
