import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { NOT_INDEXED, PUBLIC_PAGES } from '@/domain/site/public-pages';

describe('the public page lists', () => {
  const routes = new Set<string>(Object.values(paths));

  it('name routes the app has, each in one list only', () => {
    for (const p of [...PUBLIC_PAGES, ...NOT_INDEXED]) expect(routes.has(p), p).toBe(true);
    const both = PUBLIC_PAGES.filter((p) => (NOT_INDEXED as readonly string[]).includes(p));
    expect(both).toEqual([]);
  });

  it('leave no route unclassified', () => {
    const listed = new Set<string>([...PUBLIC_PAGES, ...NOT_INDEXED]);
    const unlisted = [...routes].filter((r) => !listed.has(r));
    expect(unlisted).toEqual([]);
  });
});
