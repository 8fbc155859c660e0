/**
 * Issue 16's fidelity bar on the development set: every resume tailored by Magic CV's offline
 * generation keeps >= 98 % of the source's content words and has zero invented numbers, broken
 * words, doubled headings, icon glyphs and dropped sections. The bar is not met by every file
 * yet: STILL_FAILING names those that miss it (issue 16 stays open while it is not empty). A
 * file on that list that starts to pass fails this test until it is taken off, so the list only
 * shrinks; every other file must pass.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defectCount, passes, type Fidelity } from '../../src/domain/resume/fidelity/measure';
import { fidelityOf } from '../../scripts/lib/devset/fidelity-run';
import { devsetJob, loadDevset } from '../../scripts/lib/devset/read-devset';

const STILL_FAILING = new Set(['acv-cv', 'acv-oldcv']);
/** The mean share of words kept over the whole set may not fall below what it is today. */
const MEAN_WORDS_KEPT_FLOOR = 0.98;

const devset = loadDevset();
const results = new Map<string, Fidelity>();

beforeAll(async () => {
  const job = devsetJob();
  const now = new Date('2026-11-01T00:00:00Z');
  for (const entry of devset) results.set(entry.id, (await fidelityOf(entry, job, now)).fidelity);
}, 180_000);

describe('fidelity of the tailored resume to the source (development set)', () => {
  it('holds the 38 public resumes and at least 10 made ones', () => {
    expect(devset.filter((e) => e.origin === 'shared').length).toBe(38);
    expect(devset.filter((e) => e.origin === 'made').length).toBeGreaterThanOrEqual(10);
    for (const id of STILL_FAILING) expect(devset.map((e) => e.id)).toContain(id);
  });

  it.each(devset.map((e) => e.id))('%s', (id) => {
    const f = results.get(id)!;
    const summary = `kept ${(100 * f.wordsKept).toFixed(1)} %, ${defectCount(f)} defects`;
    if (STILL_FAILING.has(id)) {
      expect(passes(f), `${id} passes now (${summary}): take it off STILL_FAILING`).toBe(false);
    } else {
      expect(f, summary).toMatchObject({
        inventedNumbers: [],
        brokenWords: [],
        doubledHeadings: [],
        iconGlyphs: [],
        sectionsDropped: [],
      });
      expect(f.wordsKept, `${id}: lost ${f.lostWords.slice(0, 10).join(' ')}`).toBeGreaterThanOrEqual(0.98);
    }
  });

  it(`keeps at least ${MEAN_WORDS_KEPT_FLOOR * 100} % of the words on average`, () => {
    const mean = [...results.values()].reduce((n, f) => n + f.wordsKept, 0) / results.size;
    console.log(
      `fidelity: mean words kept ${(100 * mean).toFixed(1)} %, ${devset.length - STILL_FAILING.size} of ${devset.length} files at the bar`,
    );
    expect(mean).toBeGreaterThanOrEqual(MEAN_WORDS_KEPT_FLOOR);
  });
});
