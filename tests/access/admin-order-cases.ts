/**
 * Access cases for the admin payments and analytics tabs (docs/product-rules.md 15.4, 15.6): only the
 * admin lists the three order stores whole (with the tabs' real status/period queries) and
 * looks buyers up by uid; every other caller lists nothing but their own orders, and nobody,
 * the admin included, writes an order. Complements payment-cases.ts (the buyer's view).
 * Part of the table in cases.ts.
 */
import type { Query } from '@/domain/query/types';
import type { AccessCase } from './cases';

function paidOrder(userId: string) {
  const at = new Date('2025-09-10T08:00:00Z');
  return {
    orderId: 'MT-OTHER',
    userId,
    planId: 'angel-lifetime',
    planName: 'Angel Lifetime',
    amount: 2499,
    currency: 'INR',
    status: 'COMPLETED',
    paymentId: 'T2509100800',
    createdAt: at,
    updatedAt: at,
  };
}

export function adminOrderFixtures(uids: Record<'other', string>) {
  return {
    'phonePeOrders/MT-OTHER': paidOrder(uids.other),
    // An older record naming its buyer by `uid` only: its buyer cannot prove ownership of it.
    'razorpayOrders/legacy_other': {
      uid: uids.other,
      amount: 59900,
      status: 'success',
      createdAt: new Date('2025-03-01T00:00:00Z'),
    },
  };
}

const all = (collection: string): Query => ({ collection, orderBy: [['createdAt', 'desc']], limit: 11 });
/** The payments tab's page query with the status and period filters set. */
const paidSince = (collection: string): Query => ({
  collection,
  where: [
    [
      'status',
      'in',
      ['paid', 'PAID', 'Paid', 'completed', 'COMPLETED', 'Completed', 'success', 'SUCCESS', 'Success'],
    ],
    ['createdAt', '>=', new Date('2025-01-01T00:00:00Z')],
  ],
  orderBy: [['createdAt', 'desc']],
  limit: 11,
});
const buyersByUid: Query = { collection: 'users', where: [['uid', 'in', ['{owner}', '{other}']]] };

// prettier-ignore
export const adminOrderCases: AccessCase[] = [
  // ---- only the admin lists the stores whole ----
  { name: 'admin orders: admin pages through PayPal orders', who: 'admin', op: 'list', query: all('paypalOrders'), expect: 'allow' },
  { name: 'admin orders: admin lists all Razorpay orders', who: 'admin', op: 'list', query: all('razorpayOrders'), expect: 'allow' },
  { name: 'admin orders: admin lists all PhonePe orders', who: 'admin', op: 'list', query: all('phonePeOrders'), expect: 'allow' },
  { name: 'admin orders: admin lists paid PhonePe orders of a period', who: 'admin', op: 'list', query: paidSince('phonePeOrders'), expect: 'allow' },
  { name: 'admin orders: admin counts paid Razorpay orders', who: 'admin', op: 'count', query: paidSince('razorpayOrders'), expect: 'allow' },
  { name: "admin orders: admin reads a buyer's order", who: 'admin', op: 'get', path: 'phonePeOrders/MT-OTHER', expect: 'allow' },
  { name: 'admin orders: admin reads an older order record', who: 'admin', op: 'get', path: 'razorpayOrders/legacy_other', expect: 'allow' },
  { name: 'admin orders: admin looks buyers up by uid', who: 'admin', op: 'list', query: buyersByUid, expect: 'allow' },
  { name: 'admin orders: owner cannot list all PayPal orders', who: 'owner', op: 'list', query: all('paypalOrders'), expect: 'deny' },
  { name: 'admin orders: owner cannot list all Razorpay orders', who: 'owner', op: 'list', query: all('razorpayOrders'), expect: 'deny' },
  { name: 'admin orders: other cannot list all PhonePe orders', who: 'other', op: 'list', query: all('phonePeOrders'), expect: 'deny' },
  { name: "admin orders: owner cannot run the admin's paid-orders query", who: 'owner', op: 'list', query: paidSince('paypalOrders'), expect: 'deny' },
  { name: 'admin orders: other cannot count all Razorpay orders', who: 'other', op: 'count', query: paidSince('razorpayOrders'), expect: 'deny' },
  { name: 'admin orders: admin:true in data cannot list PayPal orders', who: 'sneaky', op: 'list', query: all('paypalOrders'), expect: 'deny' },
  { name: 'admin orders: admin:true in data cannot list PhonePe orders', who: 'sneaky', op: 'list', query: all('phonePeOrders'), expect: 'deny' },
  { name: 'admin orders: no token cannot list PayPal orders', who: 'anon', op: 'list', query: all('paypalOrders'), expect: 'deny' },
  { name: 'admin orders: no token cannot list Razorpay orders', who: 'anon', op: 'list', query: all('razorpayOrders'), expect: 'deny' },
  { name: 'admin orders: no token cannot list PhonePe orders', who: 'anon', op: 'list', query: all('phonePeOrders'), expect: 'deny' },
  { name: "admin orders: owner cannot list another user's orders by userId", who: 'owner', op: 'list', query: { collection: 'phonePeOrders', where: [['userId', '==', '{other}']] }, expect: 'deny' },
  { name: 'admin orders: admin:true in data cannot look buyers up', who: 'sneaky', op: 'list', query: buyersByUid, expect: 'deny' },

  // ---- another user's order ----
  { name: "admin orders: owner cannot read another's PhonePe order", who: 'owner', op: 'get', path: 'phonePeOrders/MT-OTHER', expect: 'deny' },
  { name: "admin orders: other cannot read owner's Razorpay order", who: 'other', op: 'get', path: 'razorpayOrders/order_owner', expect: 'deny' },
  { name: "admin orders: admin:true in data cannot read another's order", who: 'sneaky', op: 'get', path: 'paypalOrders/PP-OTHER', expect: 'deny' },
  { name: 'admin orders: a uid-only record is not readable by its buyer', who: 'other', op: 'get', path: 'razorpayOrders/legacy_other', expect: 'deny' },

  // ---- nobody writes orders, not even the admin ----
  { name: 'admin orders: admin cannot create an order', who: 'admin', op: 'set', path: 'razorpayOrders/order_admin', data: { userId: '{owner}', status: 'COMPLETED', amount: 1 }, expect: 'deny' },
  { name: 'admin orders: admin cannot add a PhonePe order', who: 'admin', op: 'add', path: 'phonePeOrders', data: { userId: '{owner}', status: 'COMPLETED' }, expect: 'deny' },
  { name: 'admin orders: admin cannot delete an order', who: 'admin', op: 'delete', path: 'phonePeOrders/MT-OTHER', expect: 'deny' },
  { name: 'admin orders: admin cannot mark an order refunded', who: 'admin', op: 'merge', path: 'razorpayOrders/legacy_other', data: { status: 'refunded' }, expect: 'deny' },
  { name: "admin orders: other cannot fail owner's order", who: 'other', op: 'update', path: 'paypalOrders/PP-OWNER', data: { status: 'FAILED' }, expect: 'deny' },
  { name: 'admin orders: admin:true in data cannot write an order', who: 'sneaky', op: 'set', path: 'paypalOrders/PP-SNEAKY', data: { userId: '{sneaky}', status: 'COMPLETED' }, expect: 'deny' },
  { name: 'admin orders: no token cannot add an order', who: 'anon', op: 'add', path: 'paypalOrders', data: { status: 'COMPLETED' }, expect: 'deny' },
];
