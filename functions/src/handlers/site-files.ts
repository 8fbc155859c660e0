/**
 * /robots.txt and /sitemap.xml as real files for crawlers (they used to get the app's HTML).
 * Written once like the callables: Cloud Functions hosts them with onRequest behind Hosting
 * rewrites (firebase.json), the local host at the same paths (server/http/app.ts). The sitemap
 * is read on request, so a post is listed as soon as it is published.
 */
import { BLOGS, toBlogItem } from '@/domain/blog';
import { robotsTxt, sitemapEntries, sitemapXml } from '@/domain/site/site-files';
import type { HandlerDeps } from './ports';

export interface SiteFileDef {
  name: string;
  path: '/robots.txt' | '/sitemap.xml';
  contentType: string;
  /** The file's text for a site at `origin` (https://example.com, no trailing slash). */
  run(deps: HandlerDeps, origin: string): Promise<string>;
}

/** The site's origin: the configured APP_URL, else the origin the request came to. */
export function siteOrigin(deps: HandlerDeps, requestOrigin: string): string {
  return (deps.config.appUrls[0] ?? requestOrigin).replace(/(?<!\/)\/+$/, '');
}

/** A sitemap holds at most 50,000 addresses; the product's blog is far from that. */
const MAX_POSTS = 5000;

export const robotsTxtFile: SiteFileDef = {
  name: 'robotsTxt',
  path: '/robots.txt',
  contentType: 'text/plain; charset=utf-8',
  run: async (_deps, origin) => robotsTxt(origin),
};

export const sitemapXmlFile: SiteFileDef = {
  name: 'sitemapXml',
  path: '/sitemap.xml',
  contentType: 'application/xml; charset=utf-8',
  async run(deps, origin) {
    const snaps = await deps.store.query({
      collection: BLOGS,
      where: [['status', '==', 'published']],
      limit: MAX_POSTS,
    });
    const posts = snaps.map((s) => toBlogItem(s.id, s.data)).filter((p) => p.type === 'blog');
    return sitemapXml(origin, sitemapEntries(posts));
  },
};
