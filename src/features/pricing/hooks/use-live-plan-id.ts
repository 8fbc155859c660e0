import { useLiveUserDoc } from '@/components/user/use-live-user-doc';

/**
 * The signed-in user's subscription planId, live from users/{uid}; null while loading or
 * without a user. A missing document, subscription or a failed read counts as 'free' (docs/product-rules.md
 * 6.5): the subscription then has its defaults.
 */
export function useLivePlanId(uid: string | null | undefined): string | null {
  const live = useLiveUserDoc(uid);
  return live.status === 'loading' ? null : live.subscription.planId;
}
