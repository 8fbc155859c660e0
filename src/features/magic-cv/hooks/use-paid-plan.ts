import { useEffect, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { completeSubscription, isFreeUser } from '@/domain/user';

interface Snapshot {
  uid: string;
  paid: boolean;
}

/**
 * Whether the user has an active non-free plan, live from users/{uid} (spec 1 section 5:
 * the job URL and the cover letter are for paid users). `null` while it loads; a failed read
 * counts as free, like the spec's plan-read fallback.
 */
export function usePaidPlan(uid: string | null | undefined): boolean | null {
  const { docs } = useBackend();
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);

  useEffect(() => {
    if (!uid) return;
    return docs.watchDoc<Record<string, unknown>>(
      `users/${uid}`,
      (doc) => setSnapshot({ uid, paid: !isFreeUser(completeSubscription(doc?.data?.subscription)) }),
      (error) => {
        console.error('plan listener failed', error);
        setSnapshot({ uid, paid: false });
      },
    );
  }, [docs, uid]);

  return snapshot && snapshot.uid === uid ? snapshot.paid : null;
}
