import { useEffect, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { BLOGS, toBlogItem, type BlogItem } from '@/domain/blog';

export interface LiveContent {
  loading: boolean;
  items: BlogItem[];
  error: boolean;
}

/** Every content item, newest edit first, live (spec 3 section 7: blogs ordered by lastUpdated). */
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
          // Spec 3 section 8 only logs this; the tab also says so instead of looking empty.
          console.error('blogs listener failed', error);
          setState((s) => ({ ...s, loading: false, error: true }));
        },
      ),
    [docs],
  );

  return state;
}
