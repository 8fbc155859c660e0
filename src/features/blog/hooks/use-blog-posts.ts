import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/components/providers/auth-context';
import { useBackend } from '@/components/providers/backend-context';
import { getPost } from '../api/get-post';
import { listPublishedPosts } from '../api/list-published-posts';

export function usePublishedPosts(limit: number) {
  const { docs } = useBackend();
  return useQuery({
    queryKey: ['blog', 'published', limit],
    queryFn: () => listPublishedPosts(docs, limit),
  });
}

export function useBlogPost(id: string) {
  const { docs } = useBackend();
  const { status, isAdmin } = useAuth();
  return useQuery({
    queryKey: ['blog', 'post', id, isAdmin],
    queryFn: () => getPost(docs, id, isAdmin),
    // The admin's draft preview needs to know who is looking before it reads.
    enabled: status !== 'loading',
  });
}
