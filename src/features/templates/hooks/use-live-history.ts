import { useEffect, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import type { LiveList } from '@/components/usage/history-list';
import { PROCESSED_TEMPLATES } from '@/domain/templates/contract';
import { toHistoryEntry, type HistoryEntry } from '../lib/history-entry';

export const HISTORY_LIMIT = 20;

export type LiveHistory = LiveList<HistoryEntry>;

/** The user's generated templates, newest first, live (spec 2 section 7). */
export function useLiveHistory(uid: string): LiveHistory {
  const { docs } = useBackend();
  const [snapshot, setSnapshot] = useState<{ uid: string; value: LiveHistory } | null>(null);

  useEffect(
    () =>
      docs.watchQuery(
        {
          collection: PROCESSED_TEMPLATES,
          where: [['userId', '==', uid]],
          orderBy: [['processedAt', 'desc']],
          limit: HISTORY_LIMIT,
        },
        (list) => setSnapshot({ uid, value: { status: 'ready', entries: list.map(toHistoryEntry) } }),
        (error) => {
          console.error('template history listener failed', error);
          setSnapshot({ uid, value: { status: 'error' } });
        },
      ),
    [docs, uid],
  );

  return snapshot && snapshot.uid === uid ? snapshot.value : { status: 'loading' };
}
