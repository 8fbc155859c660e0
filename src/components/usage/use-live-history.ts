import { useEffect, useState } from 'react';
import type { DocSnapshot } from '@/backend/ports';
import type { Where } from '@/domain/query/types';
import { useBackend } from '@/components/providers/backend-context';
import type { LiveList } from './history-list';

/** A generating tool's side panel lists the newest 20 records. */
export const SIDE_PANEL_LIMIT = 20;

export interface LiveHistoryQuery<T> {
  /** processedResumes or processedTemplates. */
  collection: string;
  uid: string | null | undefined;
  /** How many of the newest records; a tool's side panel lists SIDE_PANEL_LIMIT. */
  limit?: number;
  /**
   * Conditions besides the user's id (e.g. one tool's records of a shared collection); a
   * module-level constant (it is a dependency). An index must cover them with userId and processedAt.
   */
  where?: readonly Where[];
  /** A document as the list shows it, or null to leave it out; a module-level function (it is a dependency). */
  read: (doc: DocSnapshot) => T | null;
  /** Listen only while true (a dialog that is open). */
  enabled?: boolean;
}

const NO_CONDITIONS: readonly Where[] = [];

/**
 * The user's records of one collection, newest first, live: loading until the first answer for
 * this user, then the list or an error.
 */
export function useLiveHistory<T>({
  collection,
  uid,
  limit = SIDE_PANEL_LIMIT,
  read,
  where = NO_CONDITIONS,
  enabled = true,
}: LiveHistoryQuery<T>): LiveList<T> {
  const { docs } = useBackend();
  const [snapshot, setSnapshot] = useState<{ uid: string; value: LiveList<T> } | null>(null);

  useEffect(() => {
    if (!uid || !enabled) return;
    return docs.watchQuery(
      { collection, where: [['userId', '==', uid], ...where], orderBy: [['processedAt', 'desc']], limit },
      (list) =>
        setSnapshot({
          uid,
          value: { status: 'ready', entries: list.map(read).filter((e): e is T => e !== null) },
        }),
      (error) => {
        console.error(`${collection} history listener failed`, error);
        setSnapshot({ uid, value: { status: 'error' } });
      },
    );
  }, [docs, collection, uid, limit, read, where, enabled]);

  return snapshot && snapshot.uid === uid ? snapshot.value : { status: 'loading' };
}
