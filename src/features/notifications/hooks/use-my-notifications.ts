import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/providers/backend-context';
import { listMyNotifications } from '../api/list-my-notifications';
import { readSeen, writeSeen } from '../lib/seen-notifications';

/** Notifications change rarely: refetch at most once a minute, and when the tab regains focus. */
export const MY_NOTIFICATIONS_STALE_MS = 60_000;

/**
 * The signed-in user's notifications and which of them are still unseen in this browser (see
 * lib/seen-notifications for why not the document's isRead).
 */
export function useMyNotifications(uid: string) {
  const { functions } = useBackend();
  const query = useQuery({
    queryKey: ['notifications', 'mine', uid],
    queryFn: () => listMyNotifications(functions),
    staleTime: MY_NOTIFICATIONS_STALE_MS,
    refetchOnWindowFocus: true,
  });
  // Read once per mount: the header keys the bell by uid, so another user gets their own list.
  const [seenIds, setSeenIds] = useState(() => new Set(readSeen(uid)));

  const notifications = useMemo(() => query.data?.notifications ?? [], [query.data]);
  const unseen = notifications.filter((n) => !seenIds.has(n.id));

  const markAllSeen = useCallback(() => {
    const ids = notifications.map((n) => n.id);
    writeSeen(uid, ids);
    setSeenIds(new Set(ids));
  }, [notifications, uid]);

  return { query, notifications, unseenIds: new Set(unseen.map((n) => n.id)), markAllSeen };
}
