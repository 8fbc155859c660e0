import { useLiveUserDoc } from '@/components/user/use-live-user-doc';
import { isPlanLive } from '@/domain/subscription';

/**
 * The signed-in user's plan id, live from users/{uid}; null while loading or without a user. A
 * missing document, subscription or a failed read counts as 'free' (docs/product-rules.md 6.5: the
 * subscription then has its defaults), and so does a plan that has ended (7.6).
 */
export function useLivePlanId(uid: string | null | undefined): string | null {
  const live = useLiveUserDoc(uid);
  if (live.status === 'loading') return null;
  return isPlanLive(live.subscription, new Date()) ? live.subscription.planId : 'free';
}
