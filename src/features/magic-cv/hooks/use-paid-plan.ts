import { useLiveUserDoc } from '@/components/user/use-live-user-doc';
import { isFreeUser } from '@/domain/user';

/**
 * Whether the user has an active non-free plan, live from users/{uid} (docs/product-rules.md
 * 3.2: the job URL and the cover letter are for paid users). `null` while it loads; a failed read
 * counts as free (the subscription then has its defaults), as docs/product-rules.md 3.2 says.
 */
export function usePaidPlan(uid: string | null | undefined): boolean | null {
  const live = useLiveUserDoc(uid);
  return live.status === 'loading' ? null : !isFreeUser(live.subscription, new Date());
}
