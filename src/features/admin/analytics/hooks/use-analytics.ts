import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/providers/backend-context';
import { pricingConfig } from '@/config/pricing';
import { loadAnalytics } from '../lib/load-analytics';

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The analytics report for the last `days` days, computed when loaded or refreshed. */
export function useAnalytics(days: number) {
  const { docs } = useBackend();
  const query = useQuery({
    queryKey: ['admin', 'analytics', days],
    queryFn: async () => {
      const now = new Date();
      const report = await loadAnalytics(docs, {
        now,
        days,
        tz: viewerTimeZone(),
        inrPerUsd: pricingConfig.inrPerUsd,
      });
      return { report, now };
    },
    staleTime: 60_000,
  });
  return {
    data: query.data,
    loading: query.isPending,
    refreshing: query.isFetching && !query.isPending,
    refresh: () => void query.refetch(),
  };
}
