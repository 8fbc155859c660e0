/**
 * Issue 16's fidelity bar on the development set: every resume tailored by Magic CV's offline
 * generation keeps >= 98 % of the source's content words and has zero invented numbers, broken
 * words, doubled headings, icon glyphs and dropped sections. Every file must pass. Issue 39's
 * structural round trip: no skill named without a source line, no section drawn twice, and at least
 * STRUCTURE_FLOOR files read back with
 * the base resume's structure whole (the bar is all of them: raise the floor as it rises).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defectCount, MIN_WORDS_KEPT, passes, type Fidelity } from '@/domain/resume/fidelity/measure';
import { fidelityOf, type FidelityRow } from '../../scripts/lib/devset/fidelity-run';
import { devsetJob, loadDevset } from '../../scripts/lib/devset/read-devset';

/** The mean share of words kept over the whole set may not fall below what it is today. */
const MEAN_WORDS_KEPT_FLOOR = 0.99;
/** Files whose tailored resume reads back structurally identical to the base resume today. */
const STRUCTURE_FLOOR = 48;

const devset = loadDevset();
const results = new Map<string, Fidelity>();
const rows: FidelityRow[] = [];

beforeAll(async () => {
  const job = devsetJob();
  const now = new Date('2026-11-01T00:00:00Z');
  for (const entry of devset) {
    const row = await fidelityOf(entry, job, now);
    rows.push(row);
    results.set(entry.id, row.fidelity);
  }
}, 180_000);

describe('fidelity of the tailored resume to the source (development set)', () => {
  it('holds the 38 public resumes and at least 10 made ones', () => {
    expect(devset.filter((e) => e.origin === 'shared').length).toBe(38);
    expect(devset.filter((e) => e.origin === 'made').length).toBeGreaterThanOrEqual(10);
  });

  it.each(devset.map((e) => e.id))('%s', (id) => {
    const f = results.get(id)!;
    expect(f, `${defectCount(f)} defects`).toMatchObject({
      inventedNumbers: [],
      brokenWords: [],
      doubledHeadings: [],
      iconGlyphs: [],
      sectionsDropped: [],
    });
    expect(f.wordsKept, `${id}: lost ${f.lostWords.slice(0, 10).join(' ')}`).toBeGreaterThanOrEqual(
      MIN_WORDS_KEPT,
    );
    expect(passes(f)).toBe(true);
  });

  it(`keeps at least ${MEAN_WORDS_KEPT_FLOOR * 100} % of the words on average`, () => {
    const mean = [...results.values()].reduce((n, f) => n + f.wordsKept, 0) / results.size;
    console.log(
      `fidelity: mean words kept ${(100 * mean).toFixed(1)} %, ${devset.filter((e) => passes(results.get(e.id)!)).length} of ${devset.length} files at the bar`,
    );
    expect(mean).toBeGreaterThanOrEqual(MEAN_WORDS_KEPT_FLOOR);
  });

  it('names no skill without a source line in the resume', () => {
    expect(rows.flatMap((r) => r.unsourced.map((c) => `${r.id}: ${c}`))).toEqual([]);
  });

  it('draws no section twice and keeps the structure of at least the floor of files', () => {
    expect(
      rows.flatMap((r) => r.structure.filter((m) => m.kind === 'section').map((m) => `${r.id}: ${m.detail}`)),
    ).toEqual([]);
    const whole = rows.filter((r) => r.structure.length === 0).length;
    console.log(`structure: ${whole} of ${rows.length} files read back identical to their base resume`);
    expect(whole).toBeGreaterThanOrEqual(STRUCTURE_FLOOR);
  });
});
