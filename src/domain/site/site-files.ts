/**
 * /robots.txt and /sitemap.xml, built from the public pages and the published blog posts. The
 * handlers serve them (functions/src/handlers/site-files.ts) with the site's own origin, which
 * both files must name in full.
 */
import { blogPostPath, NOT_INDEXED, PUBLIC_PAGES } from './public-pages';

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const withoutSlash = (origin: string) => origin.replace(/(?<!\/)\/+$/, '');

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...NOT_INDEXED.map((p) => `Disallow: ${p}`)];
  return `${lines.join('\n')}\n\nSitemap: ${withoutSlash(origin)}/sitemap.xml\n`;
}

/** The public pages, then one entry per published post (its last update as `lastmod`). */
export function sitemapEntries(posts: readonly { id: string; lastUpdated: Date | null }[]): SitemapEntry[] {
  return [
    ...PUBLIC_PAGES.map((path) => ({ path, lastModified: null })),
    ...posts.map((p) => ({ path: blogPostPath(p.id), lastModified: p.lastUpdated })),
  ];
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = withoutSlash(origin);
  const urls = entries.map((e) => {
    const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(base + e.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
