/**
 * The build's prerender entry (vite.config.ts, vite-prerender-plugin): called in Node once per
 * public page after the client bundle is built; the plugin writes each result to
 * dist/{path}/index.html. `APP_SHELL_PATH` is the empty page every other route is served
 * (firebase.json rewrites, the preview server's fallback): it renders in the browser alone.
 */
import type { DocData } from '@/backend/ports';
import { SITE_DEFAULT_META } from '@/components/layout/page-meta';
import { APP_SHELL_PATH } from '@/domain/site/public-pages';

/** The published posts, read once per build. */
let posts: Promise<Record<string, DocData> | null> | null = null;

export async function prerender({ url }: { url: string }) {
  if (url === APP_SHELL_PATH) {
    return {
      html: '',
      head: {
        lang: 'en',
        title: SITE_DEFAULT_META.title,
        elements: new Set([
          { type: 'meta', props: { name: 'description', content: SITE_DEFAULT_META.description } },
          { type: 'meta', props: { name: 'robots', content: 'noindex' } },
        ]),
      },
    };
  }
  // Server-only code loads here, never with the browser's entry.
  const { createPublicReader } = await import('./backend/backend');
  const { fetchPublishedPosts } = await import('./app/prerender/published-posts');
  const { renderPage } = await import('./app/prerender/render-page');
  posts ??= fetchPublishedPosts(createPublicReader({ inBrowser: false }));
  return renderPage(url, await posts);
}
