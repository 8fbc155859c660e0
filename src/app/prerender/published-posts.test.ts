import { describe, expect, it, vi } from 'vitest';
import { BackendError, type PublicReader } from '@/backend/ports';
import { createMemoryDocStore } from '@/backend/memory/memory-doc-store';
import { fetchPublishedPosts } from './published-posts';

describe('published posts for the build', () => {
  it('keys the published posts by path and leaves drafts out', async () => {
    const docs = createMemoryDocStore({
      seed: { 'blogs/a1': { title: 'A', status: 'published' }, 'blogs/d1': { title: 'D', status: 'draft' } },
    });
    expect(await fetchPublishedPosts(docs)).toEqual({ 'blogs/a1': { title: 'A', status: 'published' } });
  });

  it('answers null, with a warning, when the database cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refused: PublicReader = {
      get: () => Promise.reject(new BackendError('unavailable', 'offline')),
      query: () => Promise.reject(new BackendError('unavailable', 'offline')),
    };
    expect(await fetchPublishedPosts(refused)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Blog posts not prerendered (offline).');
    warn.mockRestore();
  });
});
