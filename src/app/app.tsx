import { useState } from 'react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { getBackend } from '@/backend/backend';
import { AppProviders, createQueryClient } from './provider';
import { AppRouter } from './router';

/** `queryState`: the data a prerendered page was drawn with (src/app/prerender/query-state.ts). */
export function App({ queryState }: { queryState?: DehydratedState | null }) {
  const [backend] = useState(() => getBackend());
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (queryState) hydrate(client, queryState);
    return client;
  });
  return (
    <AppProviders backend={backend} queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  );
}
