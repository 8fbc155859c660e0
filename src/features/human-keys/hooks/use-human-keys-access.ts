import { useAuth } from '@/components/providers/auth-context';
import { useLiveUserDoc } from '@/components/user/use-live-user-doc';
import { hasHumanKeysAccess } from '@/domain/subscription';

export type HumanKeysAccess = 'loading' | 'signed-out' | 'access' | 'no-access';

/**
 * Whether the visitor may download Human Keys (docs/product-rules.md 9.1 and 9.3): the admin
 * always, otherwise an active plan from the list or the 'human-key' add-on, read live so a
 * purchase unlocks the downloads without a reload. A failed read counts as no access.
 */
export function useHumanKeysAccess(): HumanKeysAccess {
  const { status, user, isAdmin } = useAuth();
  const live = useLiveUserDoc(status === 'signed-in' ? user?.uid : null);
  if (status === 'loading') return 'loading';
  if (status === 'signed-out') return 'signed-out';
  if (isAdmin) return 'access';
  if (live.status === 'loading') return 'loading';
  return hasHumanKeysAccess(live.subscription, false, new Date()) ? 'access' : 'no-access';
}
