import { describe, expect, it } from 'vitest';
import { memoText } from './text-memo';

describe('memoText', () => {
  it('reads each text once while it is held, and lets the least recently used go first', () => {
    const read: string[] = [];
    const upper = memoText((t) => (read.push(t), t.toUpperCase()), 10);
    expect([upper('abcd'), upper('efgh'), upper('abcd')]).toEqual(['ABCD', 'EFGH', 'ABCD']);
    expect(read).toEqual(['abcd', 'efgh']);
    // 12 characters held is over 10: "efgh", used least lately, goes; "abcd" stays.
    upper('ijkl');
    upper('abcd');
    upper('efgh');
    expect(read).toEqual(['abcd', 'efgh', 'ijkl', 'efgh']);
  });
});
