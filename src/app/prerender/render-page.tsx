/**
 * Renders one public page to HTML at build time (vite-prerender-plugin calls src/prerender.tsx,
 * which loads this): the same providers and routes as the browser, React Router's static router,
 * and react-dom/static, which waits for the lazy page chunks. The browser then hydrates it
 * (src/main.tsx). Auth stays "loading" and effects do not run, so the HTML is what the browser's
 * first render draws; the page's head tags are gathered through PageHeadContext.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static.edge';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { DocData } from '@/backend/ports';
import { createMemoryDocStore } from '@/backend/memory/memory-doc-store';
import { createPageHead, PageHeadContext, type PageHead } from '@/components/layout/page-head';
import { blogPostPath } from '@/domain/site/public-pages';
import { BLOG_LIMITS } from '@/domain/blog';
import { appEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { blogPostQuery, publishedPostsQuery } from '@/features/blog/hooks/use-blog-posts';
import { AppProviders, createQueryClient } from '../provider';
import { routes } from '../routes';
import { prerenderBackend } from './prerender-backend';
import { queryStateScript } from './query-state';

/** What vite-prerender-plugin writes into the page: the HTML, its head, and more pages to render. */
export interface PrerenderedPage {
  html: string;
  head: { lang: string; title: string; elements: Set<HeadElement> };
  links?: Set<string>;
}

interface HeadElement {
  type: string;
  props: Record<string, string>;
}

const PRERENDER_TIMEOUT_MS = 30_000;

function headElements(page: PageHead): Set<HeadElement> {
  const url = `${page.origin}${page.path}`;
  const head = page.collected();
  const elements: HeadElement[] = [{ type: 'link', props: { rel: 'canonical', href: url } }];
  elements.push({ type: 'meta', props: { property: 'og:url', content: url } });
  if (head.title) {
    elements.push({ type: 'meta', props: { property: 'og:title', content: head.title } });
    elements.push({ type: 'meta', props: { name: 'twitter:title', content: head.title } });
  }
  if (head.description) {
    elements.push({ type: 'meta', props: { name: 'description', content: head.description } });
    elements.push({ type: 'meta', props: { property: 'og:description', content: head.description } });
    elements.push({ type: 'meta', props: { name: 'twitter:description', content: head.description } });
  }
  for (const text of head.jsonLd) {
    elements.push({
      type: 'script',
      props: { type: 'application/ld+json', 'data-page': 'true', children: text },
    });
  }
  return new Set(elements);
}

export async function renderPage(
  path: string,
  posts: Record<string, DocData> | null,
): Promise<PrerenderedPage> {
  const docs = createMemoryDocStore({ seed: posts ?? {} });
  const queryClient = createQueryClient();
  // The blog's queries are filled in advance (only when the posts could be read: an empty list
  // written into the page would hide the real ones behind the cache's freshness).
  const postId = path.startsWith(`${paths.blog}/`)
    ? decodeURIComponent(path.slice(paths.blog.length + 1))
    : null;
  if (posts && path === paths.blog)
    await queryClient.prefetchQuery(publishedPostsQuery(docs, BLOG_LIMITS.listLimit));
  if (posts && postId) await queryClient.prefetchQuery(blogPostQuery(docs, postId, false));

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${appEnv.siteUrl}${path}`));
  if (context instanceof Response) throw new Error(`${path}: the router answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const head = createPageHead(appEnv.siteUrl, path);
  // An error inside a boundary would only leave its fallback in the page (drawn again in the
  // browser); the build fails instead, naming it.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <PageHeadContext.Provider value={head}>
        <AppProviders backend={prerenderBackend(docs)} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageHeadContext.Provider>
    </StrictMode>,
    {
      // A page still waiting after this long has a bug; fail the build rather than hang it.
      signal: AbortSignal.timeout(PRERENDER_TIMEOUT_MS),
      // Every boundary inline, never outlined behind its fallback for a script to swap in: the
      // page's content must be there without script (crawlers, the first paint).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => void errors.push(error),
    },
  );
  if (errors.length) {
    throw new Error(
      `${path} could not be prerendered: ${errors.map((e) => (e instanceof Error ? e.stack : String(e))).join('\n')}`,
    );
  }
  const html = (await new Response(prelude).text()) + queryStateScript(dehydrate(queryClient));
  const links =
    path === paths.blog && posts
      ? new Set(Object.keys(posts).map((p) => blogPostPath(p.split('/').pop() ?? '')))
      : undefined;
  return {
    html,
    head: { lang: 'en', title: head.collected().title ?? '', elements: headElements(head) },
    links,
  };
}
