/**
 * The one revocation function (docs/product-rules.md 7.6): a refund or a dispute marks the order
 * REFUNDED or DISPUTED and takes back exactly what its activation gave (the `grant` recorded on
 * the order: src/domain/payments/revoke-purchase.ts), in one transaction, then tells the buyer.
 * Idempotent per order: the provider's webhook, its retries and the admin's refund may all arrive;
 * the first one changes the order, the others find it REFUNDED or DISPUTED and change nothing.
 */
import {
  isRevoked,
  orderPatch,
  readPaymentOrder,
  type DisputeOutcome,
  type PaymentOrder,
  type RevokedStatus,
} from '@/domain/payments/contract';
import { resolveProduct } from '@/domain/payments/products';
import { legacyGrant, revokePurchase, type OrderGrant } from '@/domain/payments/revoke-purchase';
import { readStoredUser } from '@/domain/stored-user';
import { completeSubscription, userPatch } from '@/domain/user';
import { notifyUser, type PersonalMessage } from '../notify-user';
import { HandlerError, type HandlerDeps } from '../ports';
import { orderPath } from './orders';

export interface Revocation {
  /** False when the order was already REFUNDED or DISPUTED (nothing changed this time). */
  revoked: boolean;
  status: PaymentOrder['status'];
}

/** The recorded grant, or for an order activated before grants were recorded, the legacy estimate. */
function grantOf(order: PaymentOrder): OrderGrant | null {
  if (order.grant) return order.grant;
  const product = resolveProduct(order.planId);
  return product ? legacyGrant(product, order.paymentId ?? order.orderId) : null;
}

/** docs/product-rules.md 7.6: the buyer's notice of a refund or a dispute. */
export function revocationNotice(order: PaymentOrder, status: RevokedStatus): PersonalMessage {
  const event = `${status === 'REFUNDED' ? 'refund' : 'dispute'}-${order.provider}-${order.orderId}`;
  if (status === 'REFUNDED') {
    return {
      event,
      type: 'info',
      title: 'Payment refunded',
      message: `Your payment for ${order.planName} has been refunded. The plan, credits or Human Keys it gave you have been removed from your account.`,
    };
  }
  return {
    event,
    type: 'warning',
    title: 'Payment disputed',
    message: `Your payment for ${order.planName} is disputed. The plan, credits or Human Keys it gave you have been removed while the dispute is open. If this is a mistake, please contact support.`,
  };
}

export async function revokeOrder(
  deps: Pick<HandlerDeps, 'store' | 'clock'>,
  ref: Pick<PaymentOrder, 'provider' | 'orderId'>,
  status: RevokedStatus,
): Promise<Revocation> {
  const path = orderPath(ref.provider, ref.orderId);
  const now = deps.clock.now();
  const outcome = await deps.store.transaction(async (tx) => {
    const snap = await tx.get(path);
    const order = snap ? readPaymentOrder(snap.data) : null;
    if (!order) throw new HandlerError('not-found', 'Order not found.');
    if (isRevoked(order.status)) return { order, revoked: false };
    const grant = order.status === 'COMPLETED' ? grantOf(order) : null;
    const userPath = `users/${order.userId}`;
    const user = grant ? await tx.get(userPath) : null;
    if (grant && user) {
      const sub = readStoredUser(user.data).subscription ?? completeSubscription({});
      const after = revokePurchase(sub, grant);
      tx.set(userPath, userPatch({ subscription: { ...after, updatedAt: now } }), { merge: true });
    }
    tx.update(path, orderPatch({ status, revokedAt: now, updatedAt: now }));
    return { order, revoked: true };
  });
  if (!outcome.revoked) return { revoked: false, status: outcome.order.status };
  await notifyUser(deps.store, outcome.order.userId, revocationNotice(outcome.order, status), now);
  return { revoked: true, status };
}

/**
 * How a dispute ended (docs/product-rules.md 7.7): recorded on a DISPUTED order; what the order
 * gave stays taken back either way (an admin may give the plan back from the users tab).
 */
export async function recordDisputeOutcome(
  deps: Pick<HandlerDeps, 'store' | 'clock'>,
  ref: Pick<PaymentOrder, 'provider' | 'orderId'>,
  disputeOutcome: DisputeOutcome,
): Promise<boolean> {
  const path = orderPath(ref.provider, ref.orderId);
  return deps.store.transaction(async (tx) => {
    const snap = await tx.get(path);
    const order = snap ? readPaymentOrder(snap.data) : null;
    if (order?.status !== 'DISPUTED' || order.disputeOutcome === disputeOutcome) return false;
    tx.update(path, orderPatch({ disputeOutcome, updatedAt: deps.clock.now() }));
    return true;
  });
}

/**
 * One step of a dispute at the provider: while it is open, and when the buyer won it, the order
 * is revoked as DISPUTED; its end is recorded (a dispute the merchant won gives nothing back).
 */
export async function applyDispute(
  deps: Pick<HandlerDeps, 'store' | 'clock'>,
  order: Pick<PaymentOrder, 'provider' | 'orderId'>,
  stage: 'open' | DisputeOutcome,
): Promise<{ revoked: boolean; outcome: DisputeOutcome | null }> {
  const { revoked } = stage === 'won' ? { revoked: false } : await revokeOrder(deps, order, 'DISPUTED');
  if (stage === 'open') return { revoked, outcome: null };
  await recordDisputeOutcome(deps, order, stage);
  return { revoked, outcome: stage };
}
