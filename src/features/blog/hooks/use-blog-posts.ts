import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicReader } from '@/backend/ports';
import { useAuth } from '@/components/providers/auth-context';
import { useBackend } from '@/components/providers/backend-context';
import { getPost } from '../api/get-post';
import { listPublishedPosts } from '../api/list-published-posts';

/**
 * The queries of the blog screens, also filled in advance when the pages are prerendered. They
 * read through the backend's `publicDocs` (no Firestore SDK on the blog's pages), except the
 * admin's draft preview, which needs the admin's own reads.
 */
export const publishedPostsQuery = (docs: PublicReader, limit: number) =>
  queryOptions({ queryKey: ['blog', 'published', limit], queryFn: () => listPublishedPosts(docs, limit) });

export const blogPostQuery = (docs: PublicReader, id: string, isAdmin: boolean) =>
  queryOptions({ queryKey: ['blog', 'post', id, isAdmin], queryFn: () => getPost(docs, id, isAdmin) });

export function usePublishedPosts(limit: number) {
  const { publicDocs } = useBackend();
  return useQuery(publishedPostsQuery(publicDocs, limit));
}

export function useBlogPost(id: string) {
  const { docs, publicDocs } = useBackend();
  const { status, isAdmin } = useAuth();
  return useQuery({
    ...blogPostQuery(isAdmin ? docs : publicDocs, id, isAdmin),
    // The admin's draft preview needs to know who is looking before it reads.
    enabled: status !== 'loading',
  });
}
