import { useEffect, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { PROCESSED_RESUMES } from '@/domain/magic-cv/contract';
import { toEasyApplyRow, type EasyApplyHistoryRow } from '../lib/history-row';

export const HISTORY_LIMIT = 50;

export type LiveHistory =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: EasyApplyHistoryRow[] };

/**
 * The user's processed resumes, newest first, live (spec 1 section 7); only the Easy Apply ones
 * (with a companyName) are kept. Listens only while `enabled` (the History modal is open).
 */
export function useLiveHistory(uid: string, enabled: boolean): LiveHistory {
  const { docs } = useBackend();
  const [history, setHistory] = useState<LiveHistory>({ status: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    return docs.watchQuery(
      {
        collection: PROCESSED_RESUMES,
        where: [['userId', '==', uid]],
        orderBy: [['processedAt', 'desc']],
        limit: HISTORY_LIMIT,
      },
      (list) =>
        setHistory({
          status: 'ready',
          rows: list.map(toEasyApplyRow).filter((r) => r !== null),
        }),
      (error) => {
        console.error('easy apply history listener failed', error);
        setHistory({ status: 'error' });
      },
    );
  }, [docs, uid, enabled]);

  return history;
}
