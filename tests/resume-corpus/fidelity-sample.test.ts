/**
 * Issue 39's structural round trip on the generated corpus: a few committed documents of every
 * family (corpusSample) tailored by Magic CV's offline generation and read back. No skill is
 * named without a source line; no section is drawn twice; at least STRUCTURE_FLOOR documents keep the base resume's structure whole (the
 * issue's bar is all of them: raise the floor as it rises); words kept stay above the floor.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusFidelityOf, corpusSample, type FidelityRow } from '../../scripts/lib/devset/fidelity-run';
import { devsetJob } from '../../scripts/lib/devset/read-devset';

const STRUCTURE_FLOOR = 296;
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

  it(`keeps the structure of at least ${STRUCTURE_FLOOR} documents and the words on average`, () => {
    const whole = rows.filter((r) => r.structure.length === 0).length;
    const mean = rows.reduce((n, r) => n + r.fidelity.wordsKept, 0) / rows.length;
    console.log(
      `structure: ${whole} of ${rows.length} identical; mean words kept ${(100 * mean).toFixed(1)} %`,
    );
    expect(whole).toBeGreaterThanOrEqual(STRUCTURE_FLOOR);
    expect(mean).toBeGreaterThanOrEqual(MEAN_WORDS_KEPT_FLOOR);
  });
});
