/**
 * Access cases for the admin's notifications: only the admin reads, lists, creates (in the
 * form's shape), marks as read (one-way) and deletes them; users get theirs from the
 * listMyNotifications handler, never from the collection. Part of the table in cases.ts.
 */
import { serverTime } from '@/domain/doc-values';
import type { Query } from '@/domain/query/types';
import type { AccessCase } from './cases';

const DAY = 24 * 60 * 60 * 1000;

const stored = (extra: Record<string, unknown> = {}) => ({
  title: 'Scheduled maintenance',
  message: 'The site is down for an hour on Sunday.',
  type: 'warning',
  targetUserType: 'all',
  createdAt: new Date('2025-01-15T09:00:00Z'),
  expiresAt: new Date('2025-01-22T09:00:00Z'),
  isRead: false,
  ...extra,
});

export function notificationFixtures(owner: string) {
  return {
    [`userNotifications/${owner}_plan-ends`]: {
      userId: owner,
      title: 'Your Pro plan ends in 3 days',
      message: 'Renew to keep it.',
      type: 'warning',
      createdAt: new Date('2025-01-15T09:00:00Z'),
      expiresAt: new Date('2025-01-29T09:00:00Z'),
    },
    'notifications/n-all': stored(),
    'notifications/n-read': stored({ targetUserType: 'premium', isRead: true }),
  };
}

// Expiry relative to the run: the rules compare it with request.time.
const fresh = (extra: Record<string, unknown> = {}) => ({
  title: 'New feature',
  message: 'Templates now export to PDF.',
  type: 'success',
  targetUserType: 'free',
  createdAt: serverTime(),
  expiresAt: new Date(Date.now() + 7 * DAY),
  isRead: false,
  ...extra,
});

const n = 'notifications/n-all';
const mine = 'userNotifications/{owner}_plan-ends';
const newest: Query = { collection: 'notifications', orderBy: [['createdAt', 'desc']] };
const warnings: Query = {
  collection: 'notifications',
  where: [['type', '==', 'warning']],
  orderBy: [['createdAt', 'asc']],
};

// prettier-ignore
export const notificationCases: AccessCase[] = [
  // ---- users never touch the collection (listMyNotifications serves them) ----
  { name: 'notifications: owner cannot read one', who: 'owner', op: 'get', path: n, expect: 'deny' },
  { name: 'notifications: other user cannot list them', who: 'other', op: 'list', query: newest, expect: 'deny' },
  { name: 'notifications: no token cannot read one', who: 'anon', op: 'get', path: n, expect: 'deny' },
  { name: 'notifications: no token cannot list them', who: 'anon', op: 'list', query: newest, expect: 'deny' },
  { name: 'notifications: admin flag in user data cannot list them', who: 'sneaky', op: 'list', query: newest, expect: 'deny' },
  { name: 'notifications: admin flag in user data cannot create one', who: 'sneaky', op: 'add', path: 'notifications', data: fresh(), expect: 'deny' },
  { name: 'notifications: owner cannot create one', who: 'owner', op: 'add', path: 'notifications', data: fresh(), expect: 'deny' },
  { name: 'notifications: owner cannot mark one as read', who: 'owner', op: 'update', path: n, data: { isRead: true }, expect: 'deny' },
  { name: 'notifications: other user cannot delete one', who: 'other', op: 'delete', path: n, expect: 'deny' },

  // ---- the admin's console ----
  { name: 'notifications: admin lists newest first', who: 'admin', op: 'list', query: newest, expect: 'allow' },
  { name: 'notifications: admin lists one type oldest first', who: 'admin', op: 'list', query: warnings, expect: 'allow' },
  { name: 'notifications: admin reads one', who: 'admin', op: 'get', path: n, expect: 'allow' },
  { name: 'notifications: admin creates one', who: 'admin', op: 'add', path: 'notifications', data: fresh(), expect: 'allow' },
  { name: 'notifications: admin cannot create an unknown type', who: 'admin', op: 'add', path: 'notifications', data: fresh({ type: 'spam' }), expect: 'deny' },
  { name: 'notifications: admin cannot create an unknown audience', who: 'admin', op: 'add', path: 'notifications', data: fresh({ targetUserType: 'vip' }), expect: 'deny' },
  { name: 'notifications: admin cannot create a blank title', who: 'admin', op: 'add', path: 'notifications', data: fresh({ title: '   ' }), expect: 'deny' },
  { name: 'notifications: admin cannot create one already read', who: 'admin', op: 'add', path: 'notifications', data: fresh({ isRead: true }), expect: 'deny' },
  { name: 'notifications: admin cannot backdate createdAt', who: 'admin', op: 'add', path: 'notifications', data: fresh({ createdAt: new Date('2025-01-01T00:00:00Z') }), expect: 'deny' },
  { name: 'notifications: admin cannot expire one beyond a year', who: 'admin', op: 'add', path: 'notifications', data: fresh({ expiresAt: new Date(Date.now() + 400 * DAY) }), expect: 'deny' },
  { name: 'notifications: admin cannot add extra fields', who: 'admin', op: 'add', path: 'notifications', data: fresh({ pinned: true }), expect: 'deny' },
  { name: 'notifications: admin marks one as read', who: 'admin', op: 'update', path: n, data: { isRead: true }, expect: 'allow' },
  { name: 'notifications: admin cannot mark one unread again', who: 'admin', op: 'update', path: 'notifications/n-read', data: { isRead: false }, expect: 'deny' },
  { name: 'notifications: admin cannot edit the text', who: 'admin', op: 'update', path: n, data: { title: 'Changed' }, expect: 'deny' },
  { name: 'notifications: admin deletes one', who: 'admin', op: 'delete', path: n, expect: 'allow' },

  // ---- userNotifications: the server writes them, listMyNotifications serves them ----
  { name: 'userNotifications: owner cannot read their own directly', who: 'owner', op: 'get', path: mine, expect: 'deny' },
  { name: 'userNotifications: other user cannot read it', who: 'other', op: 'get', path: mine, expect: 'deny' },
  { name: 'userNotifications: owner cannot write one for themselves', who: 'owner', op: 'set', path: 'userNotifications/{owner}_fake', data: { userId: '{owner}', title: 'Refund', message: 'x', type: 'info', createdAt: new Date(), expiresAt: new Date(Date.now() + DAY) }, expect: 'deny' },
  { name: 'userNotifications: owner cannot delete the reminder', who: 'owner', op: 'delete', path: mine, expect: 'deny' },
  { name: 'userNotifications: admin reads one', who: 'admin', op: 'get', path: mine, expect: 'allow' },
  { name: 'userNotifications: owner cannot list their own directly', who: 'owner', op: 'list', query: { collection: 'userNotifications', where: [['userId', '==', '{owner}']] }, expect: 'deny' },
  { name: 'userNotifications: admin lists them', who: 'admin', op: 'list', query: { collection: 'userNotifications' }, expect: 'allow' },
  { name: 'userNotifications: admin cannot write one (the server does)', who: 'admin', op: 'update', path: mine, data: { title: 'Changed' }, expect: 'deny' },
];
