/**
 * paypalOrders/{id}, razorpayOrders/{id}, phonePeOrders/{id} — mirror the three order `match`
 * blocks in firestore.rules line for line. Written only by the payment handlers: an order's
 * status and amount decide what gets activated, so no client (not even the admin) writes them.
 * The buyer reads their own orders; the admin reads all (payments tab).
 */
import { ORDER_COLLECTIONS } from '../../src/domain/payments/contract';
import { serverRecordsOwnedByUserId } from './helpers';
import type { CollectionPolicy } from './types';

export const paymentOrderPolicies: readonly CollectionPolicy[] = Object.values(ORDER_COLLECTIONS).map((c) =>
  serverRecordsOwnedByUserId(`${c}/{id}`),
);
