import { describe, expect, it } from 'vitest';
import { toBlogItem } from '@/domain/blog';
import { blogTagPath, paragraphsOf, popularTopics, postsTagged } from './topics';

const post = (id: string, tags: string[]) => toBlogItem(id, { title: id, tags });

describe('blog topics', () => {
  it('ranks tags by use, one chip per slug, first spelling kept', () => {
    const posts = [
      post('a', ['Resume', 'Career Tips']),
      post('b', ['career tips', 'ATS']),
      post('c', ['ATS', 'Career  Tips']),
    ];
    expect(popularTopics(posts)).toEqual(['Career Tips', 'ATS', 'Resume']);
    expect(popularTopics(posts, 1)).toEqual(['Career Tips']);
  });

  it('links a topic to its slug and finds the posts carrying it', () => {
    expect(blogTagPath('Career Tips')).toBe('/blog/tag/career-tips');
    const posts = [post('a', ['Career Tips']), post('b', ['ATS'])];
    expect(postsTagged(posts, 'career-tips').map((p) => p.id)).toEqual(['a']);
  });

  it('splits content on blank lines', () => {
    expect(paragraphsOf('One\nstill one\r\n\r\nTwo\n  \n\n Three ')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
  });
});
