import type { Callables } from '@/backend/ports';

/** The admin's temporary seeding of sample Human Key reviews (handler seedHumanKeysReviews). */
export function seedSampleReviews(functions: Callables) {
  return functions.call<Record<string, never>, { created: number }>('seedHumanKeysReviews', {});
}
