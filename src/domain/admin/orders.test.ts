import { describe, expect, it } from 'vitest';
import {
  correctRazorpayAmount,
  countsAsRevenue,
  mergeNewestFirst,
  normaliseOrderStatus,
  orderMatchesSearch,
  providerOfStore,
  rawStatusesFor,
  RAZORPAY_PAISE_CUTOVER,
  toAdminOrder,
  truncateId,
  type AdminOrder,
} from './orders';
import { formatMoney, formatOrderDate } from './orders-format';

describe('normaliseOrderStatus', () => {
  it.each([
    ['completed', 'paid'],
    ['COMPLETED', 'paid'],
    ['Success', 'paid'],
    ['SUCCESS', 'paid'],
    ['paid', 'paid'],
    ['active', 'paid'],
    ['pending', 'created'],
    ['INITIATED', 'created'],
    ['CREATED', 'created'],
    ['failed', 'failed'],
    ['FAILED', 'failed'],
    ['CANCELLED', 'failed'],
    ['canceled', 'failed'],
    [' completed ', 'paid'],
    ['REFUNDED', 'refunded'],
    ['DISPUTED', 'disputed'],
    ['chargeback', 'created'],
    ['', 'created'],
    [undefined, 'created'],
    [42, 'created'],
  ])('%s -> %s', (raw, expected) => {
    expect(normaliseOrderStatus(raw)).toBe(expected);
  });
});

describe('rawStatusesFor', () => {
  it('lists every stored spelling of a display status, and only those', () => {
    const paid = rawStatusesFor('paid');
    expect(paid).toEqual(expect.arrayContaining(['completed', 'COMPLETED', 'Completed', 'SUCCESS', 'paid']));
    expect(paid.every((s) => normaliseOrderStatus(s) === 'paid')).toBe(true);
    expect(rawStatusesFor('failed')).toEqual(expect.arrayContaining(['CANCELLED', 'FAILED']));
    expect(rawStatusesFor('created')).toEqual(expect.arrayContaining(['CREATED', 'pending', 'INITIATED']));
    expect(rawStatusesFor('refunded')).toEqual(['refunded', 'REFUNDED', 'Refunded']);
    expect(rawStatusesFor('disputed')).toEqual(['disputed', 'DISPUTED', 'Disputed']);
    expect(paid.length).toBeLessThanOrEqual(30); // a Firestore `in` takes at most 30 values
  });
});

describe('countsAsRevenue', () => {
  it('counts exactly the revenue statuses', () => {
    for (const s of ['paid', 'completed', 'COMPLETED', 'success', 'SUCCESS'])
      expect(countsAsRevenue(s)).toBe(true);
    for (const s of ['Completed', 'PAID', 'CREATED', 'FAILED', 'REFUNDED', 'DISPUTED', 'pending', '', null]) {
      expect(countsAsRevenue(s)).toBe(false);
    }
  });
});

describe('providerOfStore', () => {
  it('derives the provider from the store', () => {
    expect(providerOfStore('paypalOrders')).toBe('paypal');
    expect(providerOfStore('razorpayOrders')).toBe('razorpay');
    expect(providerOfStore('phonePeOrders')).toBe('phonepe');
    expect(providerOfStore('orders')).toBeNull();
  });
});

describe('correctRazorpayAmount', () => {
  const before = new Date(RAZORPAY_PAISE_CUTOVER.getTime() - 1);
  it('divides old amounts above 1000 by 100', () => {
    expect(correctRazorpayAmount(592900, before)).toBe(5929);
    expect(correctRazorpayAmount(1001, before)).toBe(10.01);
  });
  it('keeps 1000 and below, later records, and undated records', () => {
    expect(correctRazorpayAmount(1000, before)).toBe(1000);
    expect(correctRazorpayAmount(5929, RAZORPAY_PAISE_CUTOVER)).toBe(5929);
    expect(correctRazorpayAmount(592900, null)).toBe(592900);
    expect(correctRazorpayAmount(592900, new Date(NaN))).toBe(592900);
  });
});

describe('toAdminOrder', () => {
  const at = new Date('2025-09-01T10:00:00Z');

  it('reads our own order shape', () => {
    const o = toAdminOrder('paypal', 'PP-1', {
      orderId: 'PP-1',
      userId: 'u1',
      planId: 'pro-3-months',
      planName: 'Pro (3 Months)',
      amount: 71,
      currency: 'USD',
      status: 'COMPLETED',
      paymentId: 'CAPTURE-123',
      createdAt: at,
    });
    expect(o).toMatchObject({
      id: 'PP-1',
      provider: 'paypal',
      uid: 'u1',
      name: null,
      email: null,
      amount: 71,
      currency: 'USD',
      planName: 'Pro (3 Months)',
      rawStatus: 'COMPLETED',
      status: 'paid',
      paymentMethod: 'paypal',
      transactionId: 'CAPTURE-123',
      createdAt: at,
    });
  });

  it('reads the older field names and the nested subscription', () => {
    const o = toAdminOrder('phonepe', 'MT-9', {
      uid: 'u2',
      userName: 'Asha',
      userEmail: 'asha@example.test',
      paymentProvider: 'phonepe-upi',
      startDate: '2025-03-01T00:00:00Z',
      subscription: {
        planId: 'magic',
        planName: 'Magic',
        amount: '499',
        status: 'success',
        transactionId: 'T-77',
      },
    });
    expect(o).toMatchObject({
      uid: 'u2',
      name: 'Asha',
      email: 'asha@example.test',
      amount: 499,
      currency: 'INR',
      planId: 'magic',
      planName: 'Magic',
      status: 'paid',
      paymentMethod: 'phonepe-upi',
      transactionId: 'T-77',
    });
    expect(o.createdAt?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
  });

  it('prefers the top-level names over the older ones', () => {
    const o = toAdminOrder('paypal', 'x', {
      uid: 'a',
      userId: 'b',
      name: 'N',
      userName: 'M',
      email: 'e@x',
      userEmail: 'f@x',
    });
    expect([o.uid, o.name, o.email]).toEqual(['a', 'N', 'e@x']);
  });

  it('falls back for the transaction id: paymentId, orderId, then the document id', () => {
    expect(toAdminOrder('paypal', 'doc', { orderId: 'ord', paymentId: 'pay' }).transactionId).toBe('pay');
    expect(toAdminOrder('paypal', 'doc', { orderId: 'ord', paymentId: null }).transactionId).toBe('ord');
    expect(toAdminOrder('paypal', 'doc', {}).transactionId).toBe('doc');
  });

  it('applies the Razorpay paise cut-over only to Razorpay', () => {
    const old = { amount: 592900, currency: 'INR', createdAt: new Date('2025-05-01T00:00:00Z') };
    expect(toAdminOrder('razorpay', 'r', old).amount).toBe(5929);
    expect(toAdminOrder('phonepe', 'p', old).amount).toBe(592900);
  });

  it('survives an empty or odd record', () => {
    const o = toAdminOrder('razorpay', 'r1', { amount: 'abc', createdAt: 'not a date', status: 7 });
    expect(o.amount).toBe(0);
    expect(o.currency).toBe('INR');
    expect(o.status).toBe('created');
    expect(o.rawStatus).toBe('7');
    expect(formatOrderDate(o.createdAt)).toBe('Invalid date');
    expect(toAdminOrder('paypal', 'p', {}).createdAt).toBeNull();
  });
});

const row = (id: string, createdAt: Date | null, extra: Partial<AdminOrder> = {}): AdminOrder => ({
  ...toAdminOrder('paypal', id, {}),
  createdAt,
  ...extra,
});

describe('mergeNewestFirst', () => {
  it('merges the providers newest first, undated rows last, ties by id', () => {
    const a = [row('a1', new Date('2025-01-03')), row('a2', new Date('2025-01-01'))];
    const b = [row('b1', new Date('2025-01-02')), row('b2', null), row('b0', new Date('2025-01-02'))];
    expect(mergeNewestFirst([a, b]).map((o) => o.id)).toEqual(['a1', 'b0', 'b1', 'a2', 'b2']);
  });
});

describe('truncateId', () => {
  it('cuts ids longer than 12 characters and marks the cut', () => {
    expect(truncateId('pay_ABCDEFGHIJKLMN')).toBe('pay_ABCDEFGH…');
    expect(truncateId('pay_ABCDEFGH')).toBe('pay_ABCDEFGH');
    expect(truncateId('')).toBe('');
  });
});

describe('orderMatchesSearch', () => {
  const o = row('doc-1', null, {
    name: 'Asha Rao',
    email: 'asha@example.test',
    transactionId: 'pay_XYZ123',
    planName: 'Magic Yearly',
  });
  it('matches name, e-mail, transaction id and plan, case-insensitively', () => {
    for (const q of ['asha r', 'EXAMPLE.test', 'xyz1', 'magic', '  ', ''])
      expect(orderMatchesSearch(o, q)).toBe(true);
    expect(orderMatchesSearch(o, 'paypal-nope')).toBe(false);
  });
});

describe('formatting', () => {
  it('formats money per currency', () => {
    expect(formatMoney(71, 'USD')).toBe('$71.00');
    expect(formatMoney(592900, 'inr')).toBe('₹5,92,900.00');
    expect(formatMoney(5, 'XX')).toBe('5.00 XX');
  });
  it('formats dates with N/A for missing', () => {
    expect(formatOrderDate(null)).toBe('N/A');
    expect(formatOrderDate(new Date('2025-01-15T10:00:00Z'), 'UTC')).toBe('Jan 15, 2025, 10:00 AM');
  });
});
