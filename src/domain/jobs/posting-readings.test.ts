import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../resume/analyze-job';
import { ANALYST_JOB, NURSE_JOB, posting } from './fixtures';
import { MAX_READINGS, readPosting } from './posting-readings';
import { postingText } from './posting-text';

describe('readPosting', () => {
  it('reads a posting as analyzeJob reads its text', () => {
    const p = posting('readings-same', { description: ANALYST_JOB });
    expect(readPosting(p)).toEqual(analyzeJob(postingText(p)));
  });

  it('keeps the reading for the next search of the same posting', () => {
    const p = posting('readings-kept', { description: ANALYST_JOB });
    expect(readPosting({ ...p })).toBe(readPosting(p));
  });

  it('reads a posting again once its text changes', () => {
    const before = readPosting(posting('readings-edited', { description: ANALYST_JOB }));
    const edited = posting('readings-edited', { title: 'Registered Nurse', description: NURSE_JOB });
    const after = readPosting(edited);
    expect(after).not.toBe(before);
    expect(after).toEqual(analyzeJob(postingText(edited)));
  });

  it('holds at most MAX_READINGS, dropping the least recently used', () => {
    const first = posting('readings-first', { description: ANALYST_JOB });
    const kept = readPosting(first);
    for (let i = 0; i < MAX_READINGS; i += 1)
      readPosting(posting(`readings-filler-${i}`, { description: `SQL and Tableau, item ${i}` }));
    expect(readPosting(first)).not.toBe(kept);
  });
});
