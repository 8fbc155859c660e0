/**
 * notifications/{id} — mirrors `match /notifications/{id}` in firestore.rules line for line.
 * The admin's broadcast messages: only the admin reads and writes them. Users get theirs from
 * the listMyNotifications handler, so nobody sees what is meant for another audience.
 */
import type { DocData } from '../../functions/src/handlers/ports';
import {
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_LIMITS,
  NOTIFICATION_TYPES,
} from '../../src/domain/notifications';
import { changesOnly, isAdmin, isStringOfLength } from './helpers';
import type { CollectionPolicy, RequestContext } from './types';

const KEYS = ['title', 'message', 'type', 'targetUserType', 'createdAt', 'expiresAt', 'isRead'];
const DAY_MS = 24 * 60 * 60 * 1000;

const nonBlank = (v: unknown, max: number) => isStringOfLength(v, 1, max) && (v as string).trim().length > 0;

// Rules: `duration.value(366, 'd')`: 365 days plus a day of slack for the admin's clock.
const withinExpiryRange = (v: unknown, req: RequestContext) =>
  v instanceof Date &&
  v.getTime() > req.now.getTime() &&
  v.getTime() <= req.now.getTime() + (NOTIFICATION_LIMITS.expiryDaysMax + 1) * DAY_MS;

// The form's shape: known keys only, typed and bounded, unread, created at the server's time.
function validNewNotification(d: DocData, req: RequestContext): boolean {
  return (
    Object.keys(d).every((k) => KEYS.includes(k)) &&
    KEYS.every((k) => Object.prototype.hasOwnProperty.call(d, k)) &&
    nonBlank(d.title, NOTIFICATION_LIMITS.titleMax) &&
    nonBlank(d.message, NOTIFICATION_LIMITS.messageMax) &&
    (NOTIFICATION_TYPES as readonly unknown[]).includes(d.type) &&
    (NOTIFICATION_AUDIENCES as readonly unknown[]).includes(d.targetUserType) &&
    d.createdAt instanceof Date &&
    d.createdAt.getTime() === req.now.getTime() &&
    withinExpiryRange(d.expiresAt, req) &&
    d.isRead === false
  );
}

export const notificationsPolicy: CollectionPolicy = {
  pattern: 'notifications/{id}',

  // Only the admin reads the collection; users get their audience's via listMyNotifications.
  read: (auth) => isAdmin(auth),
  list: (auth) => isAdmin(auth),

  create: (auth, after, req) => isAdmin(auth) && validNewNotification(after.data, req),

  // Mark as read is the only change, and it is one-way (spec 3 section 4).
  update: (auth, before, after) =>
    isAdmin(auth) && changesOnly(before.data, after.data, ['isRead']) && after.data.isRead === true,

  // The admin may clean up old notifications.
  delete: (auth) => isAdmin(auth),
};
