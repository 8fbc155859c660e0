import { describe, expect, it } from 'vitest';
import { NOT_INDEXED, PUBLIC_PAGES } from './public-pages';
import { robotsTxt, sitemapEntries, sitemapXml } from './site-files';

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of private pages and names the sitemap in full', () => {
    const text = robotsTxt('https://jobkit.example/');
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const p of NOT_INDEXED) expect(text).toContain(`Disallow: ${p}\n`);
    expect(text).toContain('Sitemap: https://jobkit.example/sitemap.xml\n');
    expect(text).not.toContain('Disallow: /pricing');
  });
});

describe('sitemap.xml', () => {
  const posts = [
    { id: 'cv-tips & tricks', lastUpdated: new Date('2026-03-04T10:00:00Z') },
    { id: 'draft-free', lastUpdated: null },
  ];

  it('lists every public page, then each post at its own address with its last update', () => {
    const xml = sitemapXml('https://jobkit.example', sitemapEntries(posts));
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    expect(locs).toEqual([
      ...PUBLIC_PAGES.map((p) => `https://jobkit.example${p}`),
      'https://jobkit.example/blog/cv-tips%20%26%20tricks',
      'https://jobkit.example/blog/draft-free',
    ]);
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls.at(-2)?.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-03-04');
    expect(urls.at(-1)?.getElementsByTagName('lastmod')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });

  it('escapes what XML would read as markup', () => {
    const xml = sitemapXml('https://a.example', [{ path: '/x?a=1&b=<2>', lastModified: null }]);
    expect(xml).toContain('<loc>https://a.example/x?a=1&amp;b=&lt;2&gt;</loc>');
  });
});
