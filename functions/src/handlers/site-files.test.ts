import { describe, expect, it } from 'vitest';
import { createTestDeps } from '../testing/fakes';
import { robotsTxtFile, siteOrigin, sitemapXmlFile } from './site-files';

const post = (status: string, type: string, lastUpdated: Date | null) => ({
  title: 'T',
  type,
  status,
  lastUpdated,
  author: 'Admin',
  content: 'c',
  excerpt: '',
  tags: [],
  readTime: '1 min read',
  imageUrl: null,
});

describe('crawler files', () => {
  it('list published blog posts only in the sitemap, not drafts or pages', async () => {
    const deps = createTestDeps();
    deps.store.docs.set('blogs/live', post('published', 'blog', new Date('2026-01-02T00:00:00Z')));
    deps.store.docs.set('blogs/draft', post('draft', 'blog', null));
    deps.store.docs.set('blogs/terms-page', post('published', 'page', null));
    const xml = await sitemapXmlFile.run(deps, 'https://jobkit.example');
    expect(xml).toContain('<loc>https://jobkit.example/blog/live</loc><lastmod>2026-01-02</lastmod>');
    expect(xml).not.toContain('/blog/draft');
    expect(xml).not.toContain('/blog/terms-page');
    expect(xml).toContain('<loc>https://jobkit.example/pricing</loc>');
  });

  it('name the configured site, else the origin the request came to', async () => {
    const configured = createTestDeps();
    expect(siteOrigin(configured, 'http://127.0.0.1:5173')).toBe('https://app.example.com');
    const bare = createTestDeps({ appUrls: [] });
    expect(siteOrigin(bare, 'http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173');
    expect(await robotsTxtFile.run(bare, 'http://127.0.0.1:5173')).toContain(
      'Sitemap: http://127.0.0.1:5173/sitemap.xml',
    );
  });
});
