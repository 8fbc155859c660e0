import { useEffect, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { COMMENT_LIMITS, type Comment, type CommentStore } from '@/domain/comments';
import { toComment } from '../lib/threads';

export interface LiveComments {
  loading: boolean;
  comments: Comment[];
}

/** The store's latest comments, newest first, live (docs/product-rules.md 10.1). */
export function useLiveComments(store: CommentStore): LiveComments {
  const { docs } = useBackend();
  const [state, setState] = useState<LiveComments & { store: CommentStore | null }>({
    store: null,
    loading: true,
    comments: [],
  });

  useEffect(
    () =>
      docs.watchQuery(
        { collection: store, orderBy: [['createdAt', 'desc']], limit: COMMENT_LIMITS.queryLimit },
        (snaps) => {
          const comments = snaps.map(toComment).filter((c): c is Comment => c !== null);
          setState({ store, loading: false, comments });
        },
        (error) => {
          // docs/product-rules.md 10.3: a listener error only stops the loading state.
          console.error(`${store} listener failed`, error);
          setState((s) => ({ ...s, store, loading: false }));
        },
      ),
    [docs, store],
  );

  return state.store === store ? state : { loading: true, comments: [] };
}
