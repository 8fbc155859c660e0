import type { Callables } from '@/backend/ports';

/** Today's Easy Apply tailorings (the user's local day); `limit` null means unlimited. */
export interface DailyUsage {
  used: number;
  limit: number | null;
  day: string;
}

export function getDailyUsage(functions: Callables): Promise<DailyUsage> {
  return functions.call<{ feature: 'lazyApply' }, DailyUsage>('getDailyUsage', { feature: 'lazyApply' });
}
