/**
 * The job-reading set (issue 19) and the engine's reading of it. The set must hold at least 40
 * postings across the professions the issue names, each read through its schema. The reading is
 * held to issue 19's targets (precision >= 95 %, recall >= 85 %, printed per posting by `npm run
 * job-keywords`), and the held-out postings and the marking to floors just under today's figures.
 * The blind check (tests/job-postings/blind: postings written by readers who never saw the engine,
 * after the targets were met) measures how the reading carries to postings nobody tuned it on;
 * its floors only keep it from slipping back.
 */
import { describe, expect, it } from 'vitest';
import { BLIND_DIR, loadPostings } from '../../scripts/lib/job-reading/load-postings';
import { readSet } from '../../scripts/lib/job-reading/read-set';
import { CORE_PROFESSIONS, PROFESSIONS } from './schema';

const postings = loadPostings();

describe('job-reading set', () => {
  it('holds at least 40 postings across the professions of issue 19, some held out', () => {
    expect(postings.length).toBeGreaterThanOrEqual(40);
    const professions = new Set(postings.map((p) => p.profession));
    for (const p of CORE_PROFESSIONS) expect(professions, p).toContain(p);
    expect(postings.filter((p) => p.heldOut).length).toBeGreaterThanOrEqual(8);
    expect(new Set(postings.map((p) => p.id)).size).toBe(postings.length);
  });

  it('is read to the targets: precision >= 95 %, recall >= 85 %', () => {
    const { all, heldOut } = readSet(postings);
    expect(all.precision).toBeGreaterThanOrEqual(0.95);
    expect(all.recall).toBeGreaterThanOrEqual(0.85);
    expect(heldOut.recall).toBeGreaterThanOrEqual(0.66);
    // Right names marked required or preferred as the posting does.
    expect(all.marking).toBeGreaterThanOrEqual(0.96);
  });

  it('holds a blind check of at least 50 postings across every profession, all held out', () => {
    const blind = loadPostings(BLIND_DIR);
    expect(blind.length).toBeGreaterThanOrEqual(50);
    expect(blind.every((p) => p.heldOut)).toBe(true);
    expect(new Set(blind.map((p) => p.profession))).toEqual(new Set(PROFESSIONS));
    expect(new Set([...postings, ...blind].map((p) => p.id)).size).toBe(postings.length + blind.length);
  });

  // The first ten read 82.3 % and 56.2 % on the day they were written; the fifty (forty more,
  // issue 40) 78.7 % and 56.8 %, marking 94.5 %.
  it('reads the blind check no worse than on the day it reached fifty postings (78.7 %, 56.8 %)', () => {
    const { all } = readSet(loadPostings(BLIND_DIR));
    expect(all.precision).toBeGreaterThanOrEqual(0.77);
    expect(all.recall).toBeGreaterThanOrEqual(0.55);
    expect(all.marking).toBeGreaterThanOrEqual(0.93);
  });
});
