/**
 * The one activation function (docs/product-rules.md 7.6): after a provider confirmed a payment, applies
 * the order's product to the buyer's subscription and marks the order COMPLETED, in one
 * transaction, recording on the order what it gave (`grant`) so a refund can take back exactly that.
 * Idempotent per order: a replayed verification or a webhook arriving after the callback finds the
 * order COMPLETED and credits nothing; a refunded or disputed order is never activated again.
 */
import { applyPurchase, type VerifiedPayment } from '@/domain/payments/apply-purchase';
import { isRevoked, orderPatch, readPaymentOrder, type PaymentOrder } from '@/domain/payments/contract';
import { purchaseGrant } from '@/domain/payments/revoke-purchase';
import { resolveProduct } from '@/domain/payments/products';
import { readStoredUser } from '@/domain/stored-user';
import { completeSubscription, userPatch } from '@/domain/user';
import { HandlerError, type HandlerDeps } from '../ports';
import { orderPath } from './orders';

export interface Activation {
  /** False when the order had already been completed (nothing changed). */
  activated: boolean;
}

export async function activateOrder(
  deps: Pick<HandlerDeps, 'store' | 'clock'>,
  order: Pick<PaymentOrder, 'provider' | 'orderId'>,
  payment: VerifiedPayment & { via: 'callback' | 'webhook' },
): Promise<Activation> {
  const path = orderPath(order.provider, order.orderId);
  return deps.store.transaction(async (tx) => {
    const snap = await tx.get(path);
    const current = snap ? readPaymentOrder(snap.data) : null;
    if (!current) throw new HandlerError('not-found', 'Payment verification failed: order not found.');
    if (current.status === 'COMPLETED' || isRevoked(current.status)) return { activated: false };
    const product = resolveProduct(current.planId);
    if (!product) throw new HandlerError('internal', `Order ${current.orderId} has an unknown plan.`);

    const userPath = `users/${current.userId}`;
    const user = await tx.get(userPath);
    const now = deps.clock.now();
    const before = (user ? readStoredUser(user.data).subscription : null) ?? completeSubscription({});
    const after = applyPurchase(before, product, payment, now);
    tx.set(userPath, userPatch({ subscription: { ...after, updatedAt: now } }), { merge: true });
    tx.update(
      path,
      orderPatch({
        status: 'COMPLETED',
        paymentId: payment.transactionId,
        activatedBy: payment.via,
        errorMessage: '',
        updatedAt: now,
        completedAt: now,
        grant: purchaseGrant(before, after, product, payment),
      }),
    );
    return { activated: true };
  });
}
