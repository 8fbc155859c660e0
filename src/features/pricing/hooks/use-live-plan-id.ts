import { useEffect, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { completeSubscription } from '@/domain/user';

interface Snapshot {
  uid: string;
  planId: string;
}

/**
 * The signed-in user's subscription planId, live from users/{uid}; null while loading or
 * without a user. A missing document or subscription counts as 'free' (spec 2 section 6).
 */
export function useLivePlanId(uid: string | null | undefined): string | null {
  const { docs } = useBackend();
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);

  useEffect(() => {
    if (!uid) return;
    return docs.watchDoc<Record<string, unknown>>(
      `users/${uid}`,
      (doc) => setSnapshot({ uid, planId: completeSubscription(doc?.data?.subscription).planId }),
      (error) => {
        // The page still works: the Free card then shows the signed-in default.
        console.error('users listener failed', error);
        setSnapshot({ uid, planId: 'free' });
      },
    );
  }, [docs, uid]);

  return uid && snapshot?.uid === uid ? snapshot.planId : null;
}
