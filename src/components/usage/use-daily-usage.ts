import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Callables } from '@/backend/ports';
import { useBackend } from '@/components/providers/backend-context';
import { dailyUsageSchema, type DailyUsage, type UsageTool } from '@/domain/daily-usage';

/** Today's use of `tool` (the user's local day) as the server counts it. */
export async function getDailyUsage(functions: Callables, tool: UsageTool): Promise<DailyUsage> {
  return dailyUsageSchema.parse(await functions.call('getDailyUsage', { feature: tool }));
}

const key = (tool: UsageTool, uid: string | undefined) => ['daily-usage', tool, uid] as const;

/**
 * Today's use of a tool for its usage bar; `fetchFresh` asks the server again (a submit's limit
 * check), `refresh` after a run reached the server.
 */
export function useDailyUsage(tool: UsageTool, uid: string | undefined) {
  const { functions } = useBackend();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: key(tool, uid),
    queryFn: () => getDailyUsage(functions, tool),
    enabled: Boolean(uid),
    staleTime: 0,
  });
  const fetchFresh = useCallback(
    (): Promise<DailyUsage> =>
      client.fetchQuery({
        queryKey: key(tool, uid),
        queryFn: () => getDailyUsage(functions, tool),
        staleTime: 0,
      }),
    [client, functions, tool, uid],
  );
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: key(tool, uid) }),
    [client, tool, uid],
  );
  return { query, fetchFresh, refresh };
}
