import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/providers/backend-context';
import { OPEN_SITE, type SiteStatus } from '@/domain/site-status';
import { getSiteStatus } from './get-site-status';

export const SITE_STATUS_KEY = ['site-status'] as const;

/**
 * The site's maintenance and feature switches, asked once per session (refreshed after a few
 * minutes). Until the answer arrives, and if the call fails, the site counts as open: pages are
 * not held back by a callable's cold start, and the handlers enforce the switches anyway.
 */
export function useSiteStatus(): SiteStatus {
  const { functions } = useBackend();
  const { data } = useQuery({
    queryKey: SITE_STATUS_KEY,
    queryFn: () => getSiteStatus(functions),
    staleTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return data ?? OPEN_SITE;
}
