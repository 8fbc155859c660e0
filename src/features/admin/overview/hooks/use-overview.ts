import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/providers/backend-context';
import { daysBefore, type OverviewRange } from '@/domain/admin/overview';
import { loadCounts } from '../api/load-counts';
import { loadPricingVisits } from '../api/load-pricing-visits';
import { loadRecent } from '../api/load-recent';

/** Everything the overview shows for one time range; every read fails soft (safe-read.ts). */
export function useOverview(range: OverviewRange) {
  const { docs } = useBackend();
  return useQuery({
    queryKey: ['admin', 'overview', range],
    queryFn: async () => {
      const now = new Date();
      const since = daysBefore(now, range);
      const [counts, visits, recent] = await Promise.all([
        loadCounts(docs, now, since),
        loadPricingVisits(docs, since),
        loadRecent(docs),
      ]);
      return { counts, visits, recent };
    },
    staleTime: 60_000,
  });
}
