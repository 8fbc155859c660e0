/** Arrange and inspect helpers shared by the payment handler tests. */
import type { PaymentOrder, PaymentProviderId } from '@/domain/payments/contract';
import { completeSubscription, type Subscription } from '@/domain/user';
import { USER_NOTIFICATIONS, type UserNotification } from '@/domain/user-notifications';
import { userCtx, type TestDeps } from '../../testing/fakes';
import { orderPath } from './orders';

export const buyer = userCtx('buyer-1', { origin: 'https://app.example.com' });
export const stranger = userCtx('stranger-2');

/** A signed-up free user, as syncUser leaves them. */
export async function seedFreeUser(deps: TestDeps, uid = buyer.uid!): Promise<void> {
  await deps.store.set(`users/${uid}`, {
    uid,
    name: 'Buyer',
    email: `${uid}@example.com`,
    subscription: { ...completeSubscription({}), status: 'active', credits: 15 },
  });
}

export async function subscriptionOf(deps: TestDeps, uid = buyer.uid!): Promise<Subscription> {
  const snap = await deps.store.get<{ subscription?: unknown }>(`users/${uid}`);
  return completeSubscription(snap?.data.subscription);
}

export async function orderOf(
  deps: TestDeps,
  provider: PaymentProviderId,
  id: string,
): Promise<PaymentOrder> {
  const snap = await deps.store.get<PaymentOrder>(orderPath(provider, id));
  if (!snap) throw new Error(`no order ${id}`);
  return snap.data;
}

/** The personal notifications the buyer has been sent (functions/src/handlers/notify-user.ts). */
export async function notificationsOf(deps: TestDeps, uid = buyer.uid!): Promise<UserNotification[]> {
  const snaps = await deps.store.query<UserNotification>({
    collection: USER_NOTIFICATIONS,
    where: [['userId', '==', uid]],
  });
  return snaps.map((s) => s.data);
}
