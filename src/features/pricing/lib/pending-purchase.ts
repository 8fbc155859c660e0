/**
 * The plan a signed-out visitor chose before being sent to /login (docs/product-rules.md 6.5:
 * kept in session storage). Used once on return, then removed.
 */
import { isBillingPeriodId, type BillingPeriodId } from '@/domain/pricing/periods';
import { isPaidPlanId, type PaidPlanId } from '@/domain/pricing/plans';

export const PENDING_PURCHASE_KEY = 'selectedPlanAfterLogin';

export interface PendingPurchase {
  returnPath: string;
  planId: PaidPlanId;
  period: BillingPeriodId;
}

export function savePendingPurchase(entry: PendingPurchase): void {
  try {
    window.sessionStorage.setItem(PENDING_PURCHASE_KEY, JSON.stringify(entry));
  } catch {
    // Storage unavailable (privacy mode): the visitor simply chooses the plan again.
  }
}

/** The saved entry, if valid. Read at mount; removed with `clearPendingPurchase` once used. */
export function readPendingPurchase(): PendingPurchase | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(PENDING_PURCHASE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingPurchase> | null;
    if (!value || !isPaidPlanId(value.planId) || !isBillingPeriodId(value.period)) return null;
    return { returnPath: String(value.returnPath ?? ''), planId: value.planId, period: value.period };
  } catch {
    return null;
  }
}

export function clearPendingPurchase(): void {
  try {
    window.sessionStorage.removeItem(PENDING_PURCHASE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
