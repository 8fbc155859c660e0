import { describe, expect, it } from 'vitest';
import {
  audienceOf,
  createNotificationSchema,
  expiryDate,
  isActiveFor,
  parseExpiryDays,
  selectMyNotifications,
  toNotification,
  type Notification,
} from './notifications';
import { DEFAULT_SUBSCRIPTION } from './user';

const now = new Date('2025-01-15T10:00:00.000Z');
const n = (id: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  title: `T ${id}`,
  message: 'M',
  type: 'info',
  targetUserType: 'all',
  createdAt: new Date('2025-01-10T00:00:00Z'),
  expiresAt: new Date('2025-01-20T00:00:00Z'),
  isRead: false,
  ...extra,
});

describe('notification documents', () => {
  it('reads a stored document with the defaults and rejects a malformed one', () => {
    const doc = { title: 'Hi', message: 'There', createdAt: now, expiresAt: now };
    expect(toNotification({ id: 'a', data: doc })).toMatchObject({
      id: 'a',
      type: 'info',
      targetUserType: 'all',
      isRead: false,
    });
    expect(toNotification({ id: 'b', data: { ...doc, type: 'spam' } })).toBeNull();
    expect(toNotification({ id: 'c', data: { title: 'x' } })).toBeNull();
  });
});

describe('the create form', () => {
  const valid = { title: 'New', message: 'Body', type: 'warning', targetUserType: 'free', expiryDays: '30' };

  it('requires a title and a message, in the documented words', () => {
    const r = createNotificationSchema.safeParse({ ...valid, title: '   ', message: '' });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(['Title is required', 'Message is required']);
  });

  it('trims text and defaults type to info and audience to all', () => {
    const r = createNotificationSchema.parse({ title: ' New ', message: ' Body ' });
    expect(r).toEqual({ title: 'New', message: 'Body', type: 'info', targetUserType: 'all', expiryDays: 7 });
    expect(createNotificationSchema.parse(valid).expiryDays).toBe(30);
  });

  it('falls back to 7 days when expiry is not a number and clamps it to 1..365', () => {
    expect(parseExpiryDays('')).toBe(7);
    expect(parseExpiryDays('abc')).toBe(7);
    expect(parseExpiryDays(undefined)).toBe(7);
    expect(parseExpiryDays(Number.NaN)).toBe(7);
    expect(parseExpiryDays('0')).toBe(1);
    expect(parseExpiryDays('-5')).toBe(1);
    expect(parseExpiryDays('400')).toBe(365);
    expect(parseExpiryDays('365')).toBe(365);
    expect(parseExpiryDays('2.9')).toBe(2);
    expect(parseExpiryDays(12)).toBe(12);
  });

  it('puts expiry that many days after now', () => {
    expect(expiryDate(now, 7).toISOString()).toBe('2025-01-22T10:00:00.000Z');
  });
});

describe('who sees what', () => {
  it('treats only an active paid plan as premium', () => {
    expect(audienceOf(null, now)).toBe('free');
    expect(audienceOf(DEFAULT_SUBSCRIPTION, now)).toBe('free');
    expect(audienceOf({ ...DEFAULT_SUBSCRIPTION, planId: 'pro', status: 'active' }, now)).toBe('premium');
    expect(audienceOf({ ...DEFAULT_SUBSCRIPTION, planId: 'pro', status: 'cancelled' }, now)).toBe('free');
  });

  it('shows unexpired notifications for all or the audience', () => {
    expect(isActiveFor(n('a'), 'free', now)).toBe(true);
    expect(isActiveFor(n('b', { targetUserType: 'premium' }), 'free', now)).toBe(false);
    expect(isActiveFor(n('c', { targetUserType: 'premium' }), 'premium', now)).toBe(true);
    expect(isActiveFor(n('d', { expiresAt: now }), 'free', now)).toBe(false);
  });

  it('selects newest first, at most the maximum, with ISO dates', () => {
    const list = [
      n('old', { createdAt: new Date('2025-01-01T00:00:00Z') }),
      n('new', { createdAt: new Date('2025-01-14T00:00:00Z') }),
      n('prem', { targetUserType: 'premium' }),
      n('gone', { expiresAt: new Date('2025-01-14T00:00:00Z') }),
    ];
    const mine = selectMyNotifications(list, 'free', now);
    expect(mine.map((m) => m.id)).toEqual(['new', 'old']);
    expect(mine[0]).toEqual({
      id: 'new',
      title: 'T new',
      message: 'M',
      type: 'info',
      createdAt: '2025-01-14T00:00:00.000Z',
      expiresAt: '2025-01-20T00:00:00.000Z',
    });
    expect(selectMyNotifications(list, 'free', now, 1).map((m) => m.id)).toEqual(['new']);
  });
});
