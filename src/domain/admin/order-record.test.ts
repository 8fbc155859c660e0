import { describe, expect, it } from 'vitest';
import { storedOrderSchema } from './order-record';

describe('storedOrderSchema', () => {
  it('reads the older spellings and the nested subscription', () => {
    const o = storedOrderSchema.parse({
      userId: 'u1',
      userName: 'Asha',
      userEmail: 'a@x.test',
      paymentProvider: 'upi',
      startDate: '2025-03-01T00:00:00Z',
      subscription: { planId: 'magic', amount: '499', status: 'success', transactionId: 'T-1' },
    });
    expect(o).toMatchObject({
      uid: 'u1',
      name: 'Asha',
      email: 'a@x.test',
      amount: 499,
      planId: 'magic',
      planName: 'magic',
      rawStatus: 'success',
      paymentMethod: 'upi',
      transactionId: 'T-1',
    });
    expect(o.createdAt?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
  });

  it('lets the newer name win over the older one', () => {
    const o = storedOrderSchema.parse({ uid: 'a', userId: 'b', amount: 5, subscription: { amount: 9 } });
    expect([o.uid, o.amount]).toEqual(['a', 5]);
  });

  it('gives defaults, never a throw, for odd records', () => {
    const empty = { uid: null, name: null, email: null, amount: 0, currency: null, planId: '', planName: '' };
    expect(storedOrderSchema.parse(null)).toMatchObject({ ...empty, rawStatus: '', createdAt: null });
    expect(storedOrderSchema.parse('junk')).toMatchObject(empty);
    const odd = storedOrderSchema.parse({ amount: {}, subscription: 'x', status: [], createdAt: true });
    expect(odd).toMatchObject({ amount: 0, rawStatus: '' });
    expect(Number.isNaN(odd.createdAt!.getTime())).toBe(true);
  });
});
