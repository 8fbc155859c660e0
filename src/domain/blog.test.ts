import { describe, expect, it } from 'vitest';
import {
  blogImageFileName,
  blogImagePath,
  DEFAULT_READ_TIME,
  readTimeOf,
  splitTags,
  tagSlug,
  toBlogItem,
} from './blog';
import { blogItemSchema } from './blog-schemas';

describe('splitTags', () => {
  it('splits on commas, trims, drops empties and keeps the first of duplicates', () => {
    expect(splitTags(' Career Tips, resume ,, Resume,  , Interviews ')).toEqual([
      'Career Tips',
      'resume',
      'Interviews',
    ]);
    expect(splitTags('')).toEqual([]);
    expect(splitTags(' , ,')).toEqual([]);
  });
});

describe('tagSlug', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(tagSlug('Career Tips')).toBe('career-tips');
    expect(tagSlug('  Job   Search  ')).toBe('job-search');
    expect(tagSlug('AI')).toBe('ai');
  });
});

describe('blogImageFileName', () => {
  it('keeps only letters, digits and dots', () => {
    expect(blogImageFileName('My photo (1).PNG')).toBe('Myphoto1.PNG');
    expect(blogImageFileName('résumé-cover_2025.jpg')).toBe('rsumcover2025.jpg');
  });

  it('cannot climb folders or hide the file', () => {
    expect(blogImageFileName('../../etc/passwd')).toBe('passwd');
    expect(blogImageFileName('..')).toBe('image');
    expect(blogImageFileName('.htaccess')).toBe('htaccess');
    expect(blogImageFileName('???')).toBe('image');
  });

  it('builds blog/{timestamp}_{safe name}', () => {
    expect(blogImagePath('a b.png', 1700000000000)).toBe('blog/1700000000000_ab.png');
  });
});

describe('readTimeOf', () => {
  it('counts words at 200 a minute, at least one minute, default when empty', () => {
    expect(readTimeOf('word '.repeat(200))).toBe('1 min read');
    expect(readTimeOf('word '.repeat(201))).toBe('2 min read');
    expect(readTimeOf('short')).toBe('1 min read');
    expect(readTimeOf('   ')).toBe(DEFAULT_READ_TIME);
  });
});

describe('toBlogItem', () => {
  it('fills the defaults for a sparse document', () => {
    expect(toBlogItem('x', { title: 'Hello' })).toEqual({
      id: 'x',
      title: 'Hello',
      type: 'blog',
      status: 'draft',
      lastUpdated: null,
      author: 'Admin',
      content: '',
      excerpt: '',
      tags: [],
      readTime: '5 min read',
      imageUrl: null,
    });
  });

  it('keeps valid values and replaces invalid ones', () => {
    const at = new Date('2025-01-15T10:00:00Z');
    const item = toBlogItem('y', {
      title: 'T',
      type: 'page',
      status: 'published',
      lastUpdated: at,
      tags: 'not-a-list',
      imageUrl: '',
      author: 'Jane',
    });
    expect(item).toMatchObject({ type: 'page', status: 'published', lastUpdated: at, author: 'Jane' });
    expect(item.tags).toEqual([]);
    expect(item.imageUrl).toBeNull();
  });

  it('reads every document exactly as blogItemSchema does', () => {
    const at = new Date('2025-01-15T10:00:00Z');
    const documents: Record<string, unknown>[] = [
      {},
      { title: 'T', type: 'template', status: 'published', lastUpdated: at, author: 'A', content: 'c' },
      { excerpt: 'e', tags: ['a', 'b'], readTime: '2 min read', imageUrl: 'https://x/y.png' },
      { title: 3, type: 'news', status: 'archived', lastUpdated: '2025-01-15', author: '', readTime: '' },
      { lastUpdated: new Date(Number.NaN), tags: ['a', 4], imageUrl: 7, content: null, excerpt: undefined },
      { lastUpdated: null, tags: [], imageUrl: null, extra: 'kept out' },
    ];
    for (const doc of documents) {
      expect(toBlogItem('id', doc), JSON.stringify(doc)).toEqual({ id: 'id', ...blogItemSchema.parse(doc) });
    }
  });
});
