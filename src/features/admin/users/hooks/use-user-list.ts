import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueryCursor } from '@/backend/ports';
import { useBackend } from '@/components/providers/backend-context';
import { listUsers } from '../api/list-users';
import type { UserListOptions } from '@/domain/admin/user-list';

export const usersKey = ['admin', 'users'] as const;

/** The table's pages: 10 users each, the next one starting after the last row's position. */
export function useUserList(options: UserListOptions, enabled: boolean) {
  const { docs } = useBackend();
  const query = useInfiniteQuery({
    queryKey: [...usersKey, 'list', options],
    queryFn: ({ pageParam }) => listUsers(docs, options, pageParam),
    initialPageParam: undefined as QueryCursor | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  return { query, rows };
}
