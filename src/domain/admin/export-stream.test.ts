import { describe, expect, it, vi } from 'vitest';
import { createJsonWriter } from './export-format';
import { streamExport, type ExportPage } from './export-stream';

const rows = Array.from({ length: 7 }, (_, i) => ({ n: i }));

/** Pages of `size` rows with numeric tokens, recording the tokens asked for. */
function pager(size: number) {
  const asked: (string | undefined)[] = [];
  const fetchPage = async (token: string | undefined): Promise<ExportPage> => {
    asked.push(token);
    const start = token ? Number(token) : 0;
    const next = start + size < rows.length ? String(start + size) : undefined;
    return { data: rows.slice(start, start + size), nextPageToken: next };
  };
  return { asked, fetchPage };
}

describe('streamExport', () => {
  it('pages to the end, writing one chunk per page and reporting progress', async () => {
    const { asked, fetchPage } = pager(3);
    const chunks: string[] = [];
    const progress: number[] = [];
    const res = await streamExport({
      fetchPage,
      writer: createJsonWriter(['n']),
      onChunk: (c) => chunks.push(c),
      onProgress: (n) => progress.push(n),
    });
    expect(asked).toEqual([undefined, '3', '6']);
    expect(progress).toEqual([3, 6, 7]);
    expect(res).toEqual({ rows: 7, written: 7 });
    expect(chunks).toHaveLength(5); // '[', three pages, '\n]'
    expect(JSON.parse(chunks.join(''))).toEqual(rows);
  });

  it('stops at max without asking for more pages', async () => {
    const { asked, fetchPage } = pager(3);
    const got: unknown[] = [];
    const res = await streamExport({ fetchPage, max: 4, onRows: (r) => got.push(...r) });
    expect(got).toEqual(rows.slice(0, 4));
    expect(asked).toEqual([undefined, '3']);
    expect(res.rows).toBe(4);
  });

  it('ends when a token repeats instead of paging forever', async () => {
    const fetchPage = vi.fn(async () => ({ data: [{ n: 1 }], nextPageToken: 'same' }));
    const res = await streamExport({ fetchPage });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(res.rows).toBe(2);
  });

  it('passes a page failure to the caller', async () => {
    const fetchPage = vi.fn().mockRejectedValue(new Error('boom'));
    await expect(streamExport({ fetchPage })).rejects.toThrow('boom');
  });
});
