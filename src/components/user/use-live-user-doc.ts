import { useEffect, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { readStoredUser, type StoredUser } from '@/domain/stored-user';
import { DEFAULT_SUBSCRIPTION, type Subscription } from '@/domain/user';

export interface LiveUserDoc {
  status: 'loading' | 'ready' | 'error';
  /** The document as read through its schema, or null when it does not exist (yet). */
  user: StoredUser | null;
  /** Always complete: defaults fill anything absent (a new user shows the Free plan). */
  subscription: Subscription;
}

interface Snapshot {
  uid: string;
  status: 'ready' | 'error';
  user: StoredUser | null;
}

/** Live view of users/{uid} (the account page's subscription updates as it changes: docs/product-rules.md 2.4). */
export function useLiveUserDoc(uid: string | null | undefined): LiveUserDoc {
  const { docs } = useBackend();
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);

  useEffect(() => {
    if (!uid) return;
    return docs.watchDoc(
      `users/${uid}`,
      (doc) => setSnapshot({ uid, status: 'ready', user: doc ? readStoredUser(doc.data) : null }),
      (error) => {
        console.error('users listener failed', error);
        setSnapshot({ uid, status: 'error', user: null });
      },
    );
  }, [docs, uid]);

  // A snapshot of another uid (the user changed) is stale: show loading until the new one.
  const current = snapshot && snapshot.uid === uid ? snapshot : null;
  return {
    status: current?.status ?? 'loading',
    user: current?.user ?? null,
    subscription: current?.user?.subscription ?? DEFAULT_SUBSCRIPTION,
  };
}
