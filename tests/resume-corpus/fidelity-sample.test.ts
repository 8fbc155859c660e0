/**
 * Issue 39's structural round trip on the generated corpus: a few committed documents of every
 * family (corpusSample) tailored by Magic CV's offline generation and read back. No skill is
 * named without a source line; no section is drawn twice; every document keeps the base resume's
 * structure whole (issue 39's bar); words kept stay above the floor on average.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusFidelityOf, corpusSample, type FidelityRow } from '../../scripts/lib/devset/fidelity-run';
import { devsetJob } from '../../scripts/lib/devset/read-devset';

const MEAN_WORDS_KEPT_FLOOR = 0.99;

const sample = corpusSample();
const rows: FidelityRow[] = [];

beforeAll(async () => {
  const job = devsetJob();
  const now = new Date('2026-11-01T00:00:00Z');
  for (const doc of sample) rows.push(await corpusFidelityOf(doc, job, now));
}, 300_000);

describe('structure of tailored resumes (generated corpus sample)', () => {
  it('takes at least 200 documents from every family', () => {
    expect(sample.length).toBeGreaterThanOrEqual(200);
    expect(new Set(sample.map((d) => d.id.split('/')[0])).size).toBeGreaterThanOrEqual(90);
  });

  it('names no skill without a source line in the resume', () => {
    expect(rows.flatMap((r) => r.unsourced.map((c) => `${r.id}: ${c}`))).toEqual([]);
  });

  it('draws no section twice', () => {
    const repeated = rows.flatMap((r) =>
      r.structure.filter((m) => m.kind === 'section').map((m) => `${r.id}: ${m.detail}`),
    );
    expect(repeated).toEqual([]);
  });

  it('keeps the structure of every document and the words on average', () => {
    const whole = rows.filter((r) => r.structure.length === 0).length;
    const mean = rows.reduce((n, r) => n + r.fidelity.wordsKept, 0) / rows.length;
    console.log(
      `structure: ${whole} of ${rows.length} identical; mean words kept ${(100 * mean).toFixed(1)} %`,
    );
    expect(rows.filter((r) => r.structure.length > 0).map((r) => r.id)).toEqual([]);
    expect(mean).toBeGreaterThanOrEqual(MEAN_WORDS_KEPT_FLOOR);
  });
});
