import { useEffect, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { BLOGS, toBlogItem, type BlogItem } from '@/domain/blog';

export interface LiveContent {
  loading: boolean;
  items: BlogItem[];
  error: boolean;
}

/** Every content item, newest edit first, live (ordered by lastUpdated: docs/product-rules.md 15.5). */
export function useLiveContent(): LiveContent {
  const { docs } = useBackend();
  const [state, setState] = useState<LiveContent>({ loading: true, items: [], error: false });

  useEffect(
    () =>
      docs.watchQuery(
        { collection: BLOGS, orderBy: [['lastUpdated', 'desc']] },
        (snaps) =>
          setState({ loading: false, items: snaps.map((s) => toBlogItem(s.id, s.data)), error: false }),
        (error) => {
          // Logged, and the tab also says so instead of looking empty (docs/product-rules.md 15.5.1).
          console.error('blogs listener failed', error);
          setState((s) => ({ ...s, loading: false, error: true }));
        },
      ),
    [docs],
  );

  return state;
}
