import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/providers/backend-context';
import { getDailyUsage, type DailyUsage } from '../api/get-daily-usage';

const key = (uid: string) => ['templates', 'daily-usage', uid] as const;

/** Today's template count for the usage bar; `fetchFresh` asks the server again before a run. */
export function useDailyUsage(uid: string) {
  const { functions } = useBackend();
  const client = useQueryClient();
  const query = useQuery({ queryKey: key(uid), queryFn: () => getDailyUsage(functions), staleTime: 0 });
  const fetchFresh = useCallback(
    (): Promise<DailyUsage> =>
      client.fetchQuery({ queryKey: key(uid), queryFn: () => getDailyUsage(functions), staleTime: 0 }),
    [client, functions, uid],
  );
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: key(uid) }), [client, uid]);
  return { query, fetchFresh, refresh };
}
