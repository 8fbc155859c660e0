import type { DocData } from '@/backend/ports';
import { createFakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { BlogPage } from '../routes/blog-page';

/** A stored post; `day` orders them (higher = newer). */
export function blogPost(id: string, day: number, extra: DocData = {}): Record<string, DocData> {
  return {
    [`blogs/${id}`]: {
      title: `Post ${id}`,
      type: 'blog',
      status: 'published',
      lastUpdated: new Date(Date.UTC(2025, 0, day, 12)),
      author: 'Admin',
      content: `Body of ${id}`,
      excerpt: `Excerpt of ${id}`,
      tags: ['Career Tips'],
      readTime: '3 min read',
      imageUrl: null,
      ...extra,
    },
  };
}

export function renderBlog(path: string, backend: FakeBackend = createFakeBackend()) {
  return renderWithProviders(<BlogPage />, {
    backend,
    path: '/blog',
    initialEntries: [path],
    extraRoutes: [
      { path: '/blog/:postId', element: <BlogPage /> },
      { path: '/blog/tag/:tag', element: <BlogPage /> },
    ],
  });
}

export const blogBackend = (seed: Record<string, DocData>) => createFakeBackend({ docs: { seed } });
