import { describe, expect, it, vi } from 'vitest';
import { fetchPublishedPosts, fromRestValue } from './published-posts-rest';

describe('published posts for the build', () => {
  it('turns Firestore REST values into plain data', () => {
    expect(
      fromRestValue({
        mapValue: {
          fields: {
            title: { stringValue: 'T' },
            n: { integerValue: '3' },
            at: { timestampValue: '2026-11-20T10:00:00Z' },
            tags: { arrayValue: { values: [{ stringValue: 'a' }] } },
            none: { nullValue: null },
            ok: { booleanValue: true },
          },
        },
      }),
    ).toEqual({ title: 'T', n: 3, at: new Date('2026-11-20T10:00:00Z'), tags: ['a'], none: null, ok: true });
  });

  it('asks for published posts only and keys them by path', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      expect(JSON.parse(String(init?.body)).structuredQuery.where.fieldFilter.value).toEqual({
        stringValue: 'published',
      });
      return Response.json([
        {
          document: {
            name: 'projects/p/databases/(default)/documents/blogs/a1',
            fields: { title: { stringValue: 'A' } },
          },
        },
        { readTime: '2026-11-20T10:00:00Z' },
      ]);
    });
    expect(await fetchPublishedPosts(fetchImpl as typeof fetch)).toEqual({ 'blogs/a1': { title: 'A' } });
  });

  it('answers null when the database cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      await fetchPublishedPosts((async () => new Response('no', { status: 403 })) as typeof fetch),
    ).toBeNull();
    expect(
      await fetchPublishedPosts((async () => Promise.reject(new Error('refused'))) as typeof fetch),
    ).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
