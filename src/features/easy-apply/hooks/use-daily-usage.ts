import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/providers/backend-context';
import { getDailyUsage } from '../api/get-daily-usage';

const key = (uid: string) => ['easy-apply', 'daily-usage', uid] as const;

/** Today's Easy Apply count for the usage bar; `refresh` after a tailoring reached the server. */
export function useDailyUsage(uid: string) {
  const { functions } = useBackend();
  const client = useQueryClient();
  const query = useQuery({ queryKey: key(uid), queryFn: () => getDailyUsage(functions), staleTime: 0 });
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: key(uid) }), [client, uid]);
  return { query, refresh };
}
