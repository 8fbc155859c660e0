import { describe, expect, it } from 'vitest';
import { docString, readHistoryRecord } from './history-record';

describe('readHistoryRecord', () => {
  const at = new Date('2025-01-01T10:00:00Z');

  it('keeps a known status and reads the time and link', () => {
    expect(
      readHistoryRecord({
        id: 'a',
        path: 'processedResumes/a',
        data: { status: 'failed', processedAt: at, downloadUrl: ' ' },
      }),
    ).toEqual({ id: 'a', processedAt: at, status: 'failed', downloadUrl: null });
  });

  it('counts a record without a status as completed when it has a link, else processing', () => {
    expect(readHistoryRecord({ id: 'b', path: 'p/b', data: { downloadUrl: 'https://x/y.pdf' } })).toEqual({
      id: 'b',
      processedAt: null,
      status: 'completed',
      downloadUrl: 'https://x/y.pdf',
    });
    expect(readHistoryRecord({ id: 'c', path: 'p/c', data: { status: 'odd' } }).status).toBe('processing');
  });

  it('reads only non-blank strings', () => {
    expect(docString('x')).toBe('x');
    expect(docString('  ')).toBeNull();
    expect(docString(3)).toBeNull();
  });
});
