/**
 * listMyNotifications (docs/product-rules.md 15.9): the caller's active notifications for the
 * header bell. Users never read the notifications collection themselves (only the admin does),
 * so a free user cannot see what is sent to premium users; the audience comes from the caller's
 * own users/{uid} subscription, read here with admin rights. The caller's personal notifications
 * (userNotifications: plan reminders, refunds) come with them, newest first.
 */
import { z } from 'zod';
import {
  audienceOf,
  NOTIFICATION_LIMITS,
  NOTIFICATIONS_COLLECTION,
  selectMyNotifications,
  toNotification,
  type ListMyNotificationsResult,
  type MyNotification,
  type Notification,
} from '@/domain/notifications';
import { readStoredUser } from '@/domain/stored-user';
import { toMyUserNotification, USER_NOTIFICATIONS } from '@/domain/user-notifications';
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
      now,
    );
    const [snaps, personal] = await Promise.all([
      deps.store.query({
        collection: NOTIFICATIONS_COLLECTION,
        where: [['expiresAt', '>', now]],
        orderBy: [['expiresAt', 'asc']],
        limit: ACTIVE_NOTIFICATIONS_SCAN,
      }),
      deps.store.query({
        collection: USER_NOTIFICATIONS,
        where: [
          ['userId', '==', ctx.uid],
          ['expiresAt', '>', now],
        ],
        orderBy: [['expiresAt', 'asc']],
        limit: NOTIFICATION_LIMITS.mineMax,
      }),
    ]);
    const active = snaps.map(toNotification).filter((n): n is Notification => n !== null);
    const mine = personal.map(toMyUserNotification).filter((n): n is MyNotification => n !== null);
    const notifications = [...selectMyNotifications(active, audience, now), ...mine]
      .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
      .slice(0, NOTIFICATION_LIMITS.mineMax);
    return { notifications };
  },
});
