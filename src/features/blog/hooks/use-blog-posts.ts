import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocStore } from '@/backend/ports';
import { useAuth } from '@/components/providers/auth-context';
import { useBackend } from '@/components/providers/backend-context';
import { getPost } from '../api/get-post';
import { listPublishedPosts } from '../api/list-published-posts';

/** The queries of the blog screens, also filled in advance when the pages are prerendered. */
export const publishedPostsQuery = (docs: DocStore, limit: number) =>
  queryOptions({ queryKey: ['blog', 'published', limit], queryFn: () => listPublishedPosts(docs, limit) });

export const blogPostQuery = (docs: DocStore, id: string, isAdmin: boolean) =>
  queryOptions({ queryKey: ['blog', 'post', id, isAdmin], queryFn: () => getPost(docs, id, isAdmin) });

export function usePublishedPosts(limit: number) {
  const { docs } = useBackend();
  return useQuery(publishedPostsQuery(docs, limit));
}

export function useBlogPost(id: string) {
  const { docs } = useBackend();
  const { status, isAdmin } = useAuth();
  return useQuery({
    ...blogPostQuery(docs, id, isAdmin),
    // The admin's draft preview needs to know who is looking before it reads.
    enabled: status !== 'loading',
  });
}
