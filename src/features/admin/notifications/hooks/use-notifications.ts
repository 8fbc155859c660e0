import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/providers/backend-context';
import { listNotifications, type DateOrder, type TypeFilter } from '../api/list-notifications';

const all = ['admin', 'notifications'] as const;

/** The console's list for one filter and order; `invalidate` after a write refetches every one. */
export function useNotifications(type: TypeFilter, order: DateOrder) {
  const { docs } = useBackend();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...all, type, order],
    queryFn: () => listNotifications(docs, type, order),
  });
  const invalidate = useCallback(() => client.invalidateQueries({ queryKey: all }), [client]);
  return { query, invalidate };
}
