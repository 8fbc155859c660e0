import { useEffect, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { completeSubscription, type Subscription } from '@/domain/user';

type RawUserDoc = Record<string, unknown>;

export interface LiveUserDoc {
  status: 'loading' | 'ready' | 'error';
  /** The document's fields, or null when it does not exist (yet). */
  data: RawUserDoc | null;
  /** Always complete: defaults fill anything absent (a new user shows the Free plan). */
  subscription: Subscription;
}

interface Snapshot {
  uid: string;
  status: 'ready' | 'error';
  data: RawUserDoc | null;
}

/** Live view of users/{uid} (the account page's subscription updates as it changes: docs/product-rules.md 2.4). */
export function useLiveUserDoc(uid: string | null | undefined): LiveUserDoc {
  const { docs } = useBackend();
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);

  useEffect(() => {
    if (!uid) return;
    return docs.watchDoc<RawUserDoc>(
      `users/${uid}`,
      (doc) => setSnapshot({ uid, status: 'ready', data: doc?.data ?? null }),
      (error) => {
        console.error('users listener failed', error);
        setSnapshot({ uid, status: 'error', data: null });
      },
    );
  }, [docs, uid]);

  // A snapshot of another uid (the user changed) is stale: show loading until the new one.
  const current = snapshot && snapshot.uid === uid ? snapshot : null;
  return {
    status: current?.status ?? 'loading',
    data: current?.data ?? null,
    subscription: completeSubscription(current?.data?.subscription),
  };
}
