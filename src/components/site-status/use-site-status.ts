import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Callables } from '@/backend/ports';
import { useBackend } from '@/components/providers/backend-context';
import { OPEN_SITE, type SiteStatus } from '@/domain/site-status';
import { getSiteStatus } from './get-site-status';

export const SITE_STATUS_KEY = ['site-status'] as const;
const STALE_MS = 5 * 60_000;

const isSiteStatus = (key: QueryKey) => key.length === 1 && key[0] === SITE_STATUS_KEY[0];

/** Asks unless a fresh answer is cached; a call in flight is shared. A failure leaves the site open. */
function fetchSiteStatus(client: QueryClient, functions: Callables): void {
  client
    .fetchQuery({
      queryKey: SITE_STATUS_KEY,
      queryFn: () => getSiteStatus(functions),
      staleTime: STALE_MS,
      // Kept while the app runs: the answer is read through the cache, not held by an observer.
      gcTime: Infinity,
      retry: false,
    })
    .catch(() => undefined);
}

/**
 * The site's maintenance and feature switches, asked once per session (again when a page asks
 * after a few minutes, or at once when the admin's settings tab invalidates SITE_STATUS_KEY).
 * Until the answer arrives, and if the call fails, the site counts as open: pages are not held
 * back by a callable's cold start, and the handlers enforce the switches anyway. Read from the
 * query cache directly rather than through useQuery: every page asks this first, and useQuery's
 * observer would add 3 KB (gzip) to every public page's first load.
 */
export function useSiteStatus(): SiteStatus {
  const { publicFunctions: functions } = useBackend();
  const client = useQueryClient();
  const subscribe = useCallback(
    (changed: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (isSiteStatus(event.query.queryKey)) changed();
      }),
    [client],
  );
  const read = () => client.getQueryData<SiteStatus>(SITE_STATUS_KEY);
  // The same read on the server: a prerendered page is drawn from the cache it was given.
  const data = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    fetchSiteStatus(client, functions);
    return client.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'invalidate' &&
        isSiteStatus(event.query.queryKey)
      ) {
        fetchSiteStatus(client, functions);
      }
    });
  }, [client, functions]);

  return data ?? OPEN_SITE;
}
