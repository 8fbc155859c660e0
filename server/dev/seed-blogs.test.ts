import { describe, expect, it } from 'vitest';
import { createFixedClock } from '../../functions/src/testing/fakes';
import { createMemoryAdminStore } from '../../functions/src/testing/memory-admin-store';
import { blogItemSchema } from '@/domain/blog-schemas';
import { seedBlogDocs, seedBlogs } from './seed-blogs';

const NOW = new Date('2025-01-15T10:00:00Z');

describe('seed blogs', () => {
  it('has three published blog posts and one draft, all valid items', () => {
    const docs = seedBlogDocs(NOW);
    expect(docs.filter((d) => d.data.status === 'published' && d.data.type === 'blog')).toHaveLength(3);
    expect(docs.filter((d) => d.data.status === 'draft')).toHaveLength(1);
    for (const d of docs) {
      expect(blogItemSchema.strict().parse(d.data)).toEqual(d.data);
      expect(d.data.lastUpdated.getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it('creates only what is missing and never overwrites an edited post', async () => {
    const store = createMemoryAdminStore(createFixedClock(NOW));
    expect(await seedBlogs(store, NOW)).toHaveLength(4);
    await store.update('blogs/seed-interview-stories', { title: 'Edited by the admin' });
    expect(await seedBlogs(store, NOW)).toEqual([]);
    expect(store.docs.get('blogs/seed-interview-stories')?.title).toBe('Edited by the admin');
  });
});
