/**
 * listMyNotifications (docs/product-rules.md 15.9): the caller's active notifications for the
 * header bell. Users never read the notifications collection themselves (only the admin does),
 * so a free user cannot see what is sent to premium users; the audience comes from the caller's
 * own users/{uid} subscription, read here with admin rights.
 */
import { z } from 'zod';
import {
  audienceOf,
  NOTIFICATIONS_COLLECTION,
  selectMyNotifications,
  toNotification,
  type ListMyNotificationsResult,
  type Notification,
} from '@/domain/notifications';
import { readStoredUser } from '@/domain/stored-user';
import { completeSubscription } from '@/domain/user';
import { defineHandler } from './ports';

/**
 * Bounds the read: the audience filter runs here (Firestore cannot OR it with the range on
 * expiresAt without another index), and the admin sends a handful of notifications, not hundreds.
 */
export const ACTIVE_NOTIFICATIONS_SCAN = 500;

export const listMyNotifications = defineHandler({
  name: 'listMyNotifications',
  access: 'user',
  input: z.object({}).strict(),
  async run(deps, ctx): Promise<ListMyNotificationsResult> {
    const now = deps.clock.now();
    const user = await deps.store.get(`users/${ctx.uid}`);
    // No user document yet (first sign-in still syncing): the free audience, like the daily limits.
    const audience = audienceOf(
      user ? (readStoredUser(user.data).subscription ?? completeSubscription({})) : null,
    );
    const snaps = await deps.store.query({
      collection: NOTIFICATIONS_COLLECTION,
      where: [['expiresAt', '>', now]],
      orderBy: [['expiresAt', 'asc']],
      limit: ACTIVE_NOTIFICATIONS_SCAN,
    });
    const active = snaps.map(toNotification).filter((n): n is Notification => n !== null);
    return { notifications: selectMyNotifications(active, audience, now) };
  },
});
