import { useEffect, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import type { StoredUser } from '@/domain/stored-user';
import { DEFAULT_SUBSCRIPTION } from '@/domain/subscription';
import type { Subscription } from '@/domain/user';

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
    let live = true;
    const failed = (error: unknown) => {
      console.error('users listener failed', error);
      if (live) setSnapshot({ uid, status: 'error', user: null });
    };
    // The document's reader (its schema) loads beside the store, only for a signed-in user: the
    // public pages that ask (pricing, support, Human Keys) carry neither for a visitor.
    const reader = import('@/domain/stored-user');
    reader.catch(() => undefined); // Reported by the first snapshot that needs it.
    const stop = docs.watchDoc(
      `users/${uid}`,
      (doc) => {
        reader.then(({ readStoredUser }) => {
          if (live) setSnapshot({ uid, status: 'ready', user: doc ? readStoredUser(doc.data) : null });
        }, failed);
      },
      failed,
    );
    return () => {
      live = false;
      stop();
    };
  }, [docs, uid]);

  // A snapshot of another uid (the user changed) is stale: show loading until the new one.
  const current = snapshot && snapshot.uid === uid ? snapshot : null;
  return {
    status: current?.status ?? 'loading',
    user: current?.user ?? null,
    subscription: current?.user?.subscription ?? DEFAULT_SUBSCRIPTION,
  };
}
