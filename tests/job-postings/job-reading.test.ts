/**
 * The job-reading set (issue 19) and the engine's reading of it. The set must hold at least 40
 * postings across the professions the issue names, each read through its schema. Recall is held
 * to issue 19's target (85 %); precision, whose target (95 %) is not reached yet, to a floor just
 * under what it scores today, so it cannot slip back (`npm run job-keywords` prints both).
 */
import { describe, expect, it } from 'vitest';
import { loadPostings } from '../../scripts/lib/job-reading/load-postings';
import { readSet } from '../../scripts/lib/job-reading/read-set';
import { CORE_PROFESSIONS } from './schema';

const postings = loadPostings();

describe('job-reading set', () => {
  it('holds at least 40 postings across the professions of issue 19, some held out', () => {
    expect(postings.length).toBeGreaterThanOrEqual(40);
    const professions = new Set(postings.map((p) => p.profession));
    for (const p of CORE_PROFESSIONS) expect(professions, p).toContain(p);
    expect(postings.filter((p) => p.heldOut).length).toBeGreaterThanOrEqual(8);
    expect(new Set(postings.map((p) => p.id)).size).toBe(postings.length);
  });

  it('is read with 85 % recall and no worse precision than today (the target is 95 %)', () => {
    const { all, heldOut } = readSet(postings);
    expect(all.precision).toBeGreaterThanOrEqual(0.91);
    expect(all.recall).toBeGreaterThanOrEqual(0.85);
    expect(heldOut.recall).toBeGreaterThanOrEqual(0.72);
    // Right names marked required or preferred as the posting does.
    expect(all.marking).toBeGreaterThanOrEqual(0.96);
  });
});
