/**
 * Notifications (docs/product-rules.md 15.9): the admin's broadcast messages for an audience (all,
 * premium or free users), shared by the admin console, the header bell, the
 * listMyNotifications handler and the access policy.
 */
import { z } from 'zod';
import { isFreeUser, type Subscription } from './user';

export const NOTIFICATIONS_COLLECTION = 'notifications';
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export const NOTIFICATION_AUDIENCES = ['all', 'premium', 'free'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

export const NOTIFICATION_LIMITS = {
  titleMax: 200,
  messageMax: 2000,
  expiryDaysMin: 1,
  expiryDaysMax: 365,
  expiryDaysDefault: 7,
  /** How many a signed-in user gets from listMyNotifications. */
  mineMax: 20,
} as const;

export const NOTIFICATION_MESSAGES = {
  titleRequired: 'Title is required',
  messageRequired: 'Message is required',
  created: 'Notification created successfully',
  createFailed: 'Failed to create notification',
  empty: 'No notifications found',
  emptyAll: 'Create your first notification to get started.',
  emptyType: (type: NotificationType) => `No ${type} notifications found. Try changing the filter.`,
  bellEmpty: 'No new notifications',
} as const;

/** A stored notification; a document missing type/audience/isRead reads with the defaults. */
export const notificationSchema = z.object({
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES).default('info'),
  targetUserType: z.enum(NOTIFICATION_AUDIENCES).default('all'),
  // null: a serverTime() not yet resolved (a write still on its way).
  createdAt: z.date().nullable(),
  expiresAt: z.date(),
  isRead: z.boolean().default(false),
});
export type Notification = z.infer<typeof notificationSchema> & { id: string };

export function toNotification(snap: { id: string; data: unknown }): Notification | null {
  const parsed = notificationSchema.safeParse(snap.data);
  return parsed.success ? { id: snap.id, ...parsed.data } : null;
}

/**
 * Expiry days as typed: not a number (empty, text) falls back to 7; a number is cut to whole
 * days and clamped to 1..365. Clamping (not an error) because the rule gives a fallback rather
 * than a message, and the form shows the effective number of days next to the field.
 */
export function parseExpiryDays(raw: unknown): number {
  const { expiryDaysMin: min, expiryDaysMax: max, expiryDaysDefault } = NOTIFICATION_LIMITS;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
  if (!Number.isFinite(n)) return expiryDaysDefault;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function expiryDate(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** The admin's create form (react-hook-form resolver); `expiryDays` arrives as typed. */
export const createNotificationSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, NOTIFICATION_MESSAGES.titleRequired)
    .max(NOTIFICATION_LIMITS.titleMax, `Title must be at most ${NOTIFICATION_LIMITS.titleMax} characters`),
  message: z
    .string()
    .trim()
    .min(1, NOTIFICATION_MESSAGES.messageRequired)
    .max(
      NOTIFICATION_LIMITS.messageMax,
      `Message must be at most ${NOTIFICATION_LIMITS.messageMax} characters`,
    ),
  type: z.enum(NOTIFICATION_TYPES).default('info'),
  targetUserType: z.enum(NOTIFICATION_AUDIENCES).default('all'),
  expiryDays: z.union([z.string(), z.number()]).optional().transform(parseExpiryDays),
});
export type CreateNotificationInput = z.input<typeof createNotificationSchema>;
export type CreateNotificationValues = z.output<typeof createNotificationSchema>;

/** Premium means a live paid plan at `now`: the same test as the daily limits (isFreeUser). */
export function audienceOf(
  sub: Subscription | null | undefined,
  now: Date,
): Exclude<NotificationAudience, 'all'> {
  return isFreeUser(sub, now) ? 'free' : 'premium';
}

export function isActiveFor(
  n: Pick<Notification, 'expiresAt' | 'targetUserType'>,
  audience: Exclude<NotificationAudience, 'all'>,
  now: Date,
): boolean {
  return (
    n.expiresAt.getTime() > now.getTime() && (n.targetUserType === 'all' || n.targetUserType === audience)
  );
}

/** What listMyNotifications returns: dates as ISO strings, as every callable result carries them. */
export interface MyNotification {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  createdAt: string | null;
  expiresAt: string;
}
export interface ListMyNotificationsResult {
  notifications: MyNotification[];
}

/** The caller's active notifications, newest first, at most `max`. */
export function selectMyNotifications(
  all: readonly Notification[],
  audience: Exclude<NotificationAudience, 'all'>,
  now: Date,
  max: number = NOTIFICATION_LIMITS.mineMax,
): MyNotification[] {
  return all
    .filter((n) => isActiveFor(n, audience, now))
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0))
    .slice(0, max)
    .map((n) => ({
      id: n.id,
      title: n.title,
      message: n.message,
      type: n.type,
      createdAt: n.createdAt ? n.createdAt.toISOString() : null,
      expiresAt: n.expiresAt.toISOString(),
    }));
}
