import { useEffect, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import type { LiveList } from '@/components/usage/history-list';
import { PROCESSED_RESUMES } from '@/domain/magic-cv/contract';
import { toHistoryEntry, type HistoryEntry } from '../lib/history-entry';

export const HISTORY_LIMIT = 20;

export type LiveHistory = LiveList<HistoryEntry>;

interface Snapshot {
  uid: string;
  value: LiveHistory;
}

/** The user's processed resumes, newest first, live (spec 1 section 7). */
export function useLiveHistory(uid: string | null | undefined): LiveHistory {
  const { docs } = useBackend();
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);

  useEffect(() => {
    if (!uid) return;
    return docs.watchQuery(
      {
        collection: PROCESSED_RESUMES,
        where: [['userId', '==', uid]],
        orderBy: [['processedAt', 'desc']],
        limit: HISTORY_LIMIT,
      },
      (list) => setSnapshot({ uid, value: { status: 'ready', entries: list.map(toHistoryEntry) } }),
      (error) => {
        console.error('history listener failed', error);
        setSnapshot({ uid, value: { status: 'error' } });
      },
    );
  }, [docs, uid]);

  return snapshot && snapshot.uid === uid ? snapshot.value : { status: 'loading' };
}
