import { describe, expect, it } from 'vitest';
import { mergeHistories, readMagicCvRecord, readUnnamedRecord, type MagicCvEntry } from './magic-cv-history';

const doc = (id: string, data: Record<string, unknown>) => ({ id, path: `processedResumes/${id}`, data });
const entry = (id: string, hour: number) =>
  readMagicCvRecord(
    doc(id, { tool: 'magicCV', jobTitle: id, processedAt: new Date(Date.UTC(2025, 0, 1, hour)) }),
  )!;
const ready = (entries: MagicCvEntry[]) => ({ status: 'ready' as const, entries });

describe('Magic CV history records', () => {
  it("reads Magic CV's named records and the unnamed older ones, never another tool's", () => {
    const named = doc('a', { tool: 'magicCV', runId: 'r-12345678', stage: 'pdf', status: 'processing' });
    expect(readMagicCvRecord(named)).toMatchObject({ id: 'a', runId: 'r-12345678', stage: 'pdf' });
    expect(readUnnamedRecord(named)).toBeNull();
    const older = doc('b', { jobTitle: 'Analyst', downloadUrl: 'https://x.test/a.pdf' });
    expect(readUnnamedRecord(older)).toMatchObject({
      id: 'b',
      status: 'completed',
      runId: null,
      stage: null,
    });
    expect(readMagicCvRecord(older)).toBeNull();
    const easyApply = doc('c', { tool: 'lazyApply', companyName: 'Globex' });
    expect(readMagicCvRecord(easyApply)).toBeNull();
    expect(readUnnamedRecord(easyApply)).toBeNull();
    expect(readMagicCvRecord(doc('d', { tool: 'magicCV', stage: 'dance' }))?.stage).toBeNull();
  });

  it('merges both lists newest first, each record once, up to the limit', () => {
    const merged = mergeHistories(
      ready([entry('n3', 3), entry('n1', 1)]),
      ready([entry('n3', 3), entry('o2', 2), entry('o0', 0)]),
      3,
    );
    expect(merged.status === 'ready' && merged.entries.map((e) => e.id)).toEqual(['n3', 'o2', 'n1']);
    expect(mergeHistories({ status: 'loading' }, ready([]), 3)).toEqual({ status: 'loading' });
    expect(mergeHistories(ready([]), { status: 'error' }, 3)).toEqual({ status: 'error' });
  });
});
