/**
 * Access cases for payments (docs/product-rules.md 16): orders, visit logs and the subscription are the
 * server's. A user writing their own subscription, credits or any order document is denied;
 * reading one's own orders is allowed. Part of the table in cases.ts.
 */
import type { AccessCase } from './cases';

function order(userId: string, status: string) {
  const at = new Date('2025-01-15T10:00:00Z');
  return {
    orderId: 'x',
    userId,
    planId: 'pro-3-months',
    planName: 'Pro (3 Months)',
    amount: 71,
    currency: 'USD',
    status,
    couponCode: '',
    errorMessage: '',
    createdAt: at,
    updatedAt: at,
  };
}

export function paymentFixtures(uids: Record<'owner' | 'other', string>) {
  return {
    'paypalOrders/PP-OWNER': order(uids.owner, 'CREATED'),
    'paypalOrders/PP-OTHER': order(uids.other, 'COMPLETED'),
    'razorpayOrders/order_owner': order(uids.owner, 'CREATED'),
    'phonePeOrders/MT-OWNER': order(uids.owner, 'CREATED'),
    'pricingPageVisits/v1': { sessionId: 's', device: 'desktop', userId: null },
  };
}

const own = 'users/{owner}';
const completed = { status: 'COMPLETED' };

// prettier-ignore
export const paymentCases: AccessCase[] = [
  // ---- the subscription and credits ----
  { name: 'owner cannot set own credits', who: 'owner', op: 'update', path: own, data: { 'subscription.credits': 1800 }, expect: 'deny' },
  { name: 'owner cannot activate own plan', who: 'owner', op: 'update', path: own, data: { 'subscription.status': 'active', 'subscription.planId': 'pro' }, expect: 'deny' },
  { name: 'owner cannot add the Human Keys add-on', who: 'owner', op: 'update', path: own, data: { 'subscription.addOns': ['human-key'] }, expect: 'deny' },
  { name: 'owner cannot record a payment on own plan', who: 'owner', op: 'merge', path: own, data: { subscription: { transactionId: 'pay_fake', amount: 71 } }, expect: 'deny' },

  // ---- order documents: read own, write none ----
  { name: 'owner reads own PayPal order', who: 'owner', op: 'get', path: 'paypalOrders/PP-OWNER', expect: 'allow' },
  { name: "owner cannot read another's order", who: 'owner', op: 'get', path: 'paypalOrders/PP-OTHER', expect: 'deny' },
  { name: 'owner lists own Razorpay orders', who: 'owner', op: 'list', query: { collection: 'razorpayOrders', where: [['userId', '==', '{owner}']] }, expect: 'allow' },
  { name: 'owner cannot list all PhonePe orders', who: 'owner', op: 'list', query: { collection: 'phonePeOrders' }, expect: 'deny' },
  { name: 'admin lists all PayPal orders', who: 'admin', op: 'list', query: { collection: 'paypalOrders' }, expect: 'allow' },
  { name: 'no token cannot read an order', who: 'anon', op: 'get', path: 'razorpayOrders/order_owner', expect: 'deny' },
  { name: 'owner cannot complete own PayPal order', who: 'owner', op: 'update', path: 'paypalOrders/PP-OWNER', data: completed, expect: 'deny' },
  { name: 'owner cannot complete own Razorpay order', who: 'owner', op: 'update', path: 'razorpayOrders/order_owner', data: completed, expect: 'deny' },
  { name: 'owner cannot complete own PhonePe order', who: 'owner', op: 'merge', path: 'phonePeOrders/MT-OWNER', data: completed, expect: 'deny' },
  { name: 'owner cannot change the amount of an order', who: 'owner', op: 'update', path: 'paypalOrders/PP-OWNER', data: { amount: 1 }, expect: 'deny' },
  { name: 'owner cannot create an order', who: 'owner', op: 'set', path: 'paypalOrders/PP-NEW', data: { userId: '{owner}', status: 'COMPLETED', planId: 'magic-yearly' }, expect: 'deny' },
  { name: 'owner cannot add an order', who: 'owner', op: 'add', path: 'razorpayOrders', data: { userId: '{owner}', status: 'CREATED' }, expect: 'deny' },
  { name: 'owner cannot delete own order', who: 'owner', op: 'delete', path: 'phonePeOrders/MT-OWNER', expect: 'deny' },
  { name: 'owner cannot delete own PayPal order', who: 'owner', op: 'delete', path: 'paypalOrders/PP-OWNER', expect: 'deny' },
  { name: 'owner cannot delete own Razorpay order', who: 'owner', op: 'delete', path: 'razorpayOrders/order_owner', expect: 'deny' },
  { name: 'admin cannot delete a PayPal order', who: 'admin', op: 'delete', path: 'paypalOrders/PP-OTHER', expect: 'deny' },
  { name: 'admin cannot delete a Razorpay order', who: 'admin', op: 'delete', path: 'razorpayOrders/order_owner', expect: 'deny' },
  { name: 'admin cannot rewrite an order', who: 'admin', op: 'update', path: 'paypalOrders/PP-OTHER', data: { status: 'CANCELLED' }, expect: 'deny' },
  // ---- refunds and disputes are the server's (adminRefundOrder and the webhooks) ----
  { name: 'admin cannot mark an order refunded directly', who: 'admin', op: 'update', path: 'paypalOrders/PP-OTHER', data: { status: 'REFUNDED', revokedAt: new Date('2025-01-16T00:00:00Z') }, expect: 'deny' },
  { name: 'owner cannot mark own order disputed', who: 'owner', op: 'update', path: 'razorpayOrders/order_owner', data: { status: 'DISPUTED' }, expect: 'deny' },
  { name: 'owner cannot write a grant on own order', who: 'owner', op: 'merge', path: 'phonePeOrders/MT-OWNER', data: { grant: { transactionId: 'pay_x', previous: null, credits: -1800, addOns: [], soldAddOn: null } }, expect: 'deny' },
  { name: 'owner cannot record a dispute outcome', who: 'owner', op: 'merge', path: 'paypalOrders/PP-OWNER', data: { disputeOutcome: 'won' }, expect: 'deny' },

  // ---- pricing page visit logs ----
  { name: 'admin reads pricing visits', who: 'admin', op: 'list', query: { collection: 'pricingPageVisits' }, expect: 'allow' },
  { name: 'admin reads one pricing visit', who: 'admin', op: 'get', path: 'pricingPageVisits/v1', expect: 'allow' },
  { name: 'admin cannot write a pricing visit directly', who: 'admin', op: 'add', path: 'pricingPageVisits', data: { sessionId: 's' }, expect: 'deny' },
  { name: 'user cannot read pricing visits', who: 'owner', op: 'get', path: 'pricingPageVisits/v1', expect: 'deny' },
  { name: 'visitor cannot write a pricing visit directly', who: 'anon', op: 'add', path: 'pricingPageVisits', data: { sessionId: 's' }, expect: 'deny' },
  { name: 'user cannot write a pricing visit directly', who: 'owner', op: 'add', path: 'pricingPageVisits', data: { sessionId: 's' }, expect: 'deny' },
  { name: 'no token cannot read pricing visits', who: 'anon', op: 'list', query: { collection: 'pricingPageVisits' }, expect: 'deny' },
  { name: 'admin cannot edit a pricing visit', who: 'admin', op: 'update', path: 'pricingPageVisits/v1', data: { device: 'mobile' }, expect: 'deny' },
  { name: 'admin cannot delete a pricing visit', who: 'admin', op: 'delete', path: 'pricingPageVisits/v1', expect: 'deny' },
  { name: 'user cannot delete a pricing visit', who: 'owner', op: 'delete', path: 'pricingPageVisits/v1', expect: 'deny' },
];
