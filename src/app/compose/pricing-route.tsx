import { PurchaseDialog } from '@/features/payments/components/purchase-dialog';
import { PricingPage } from '@/features/pricing/routes/pricing-page';

/** /pricing: each paid card's Continue opens the purchase dialog for its plan and period. */
export function PricingRoute() {
  return (
    <PricingPage
      purchaseDialog={(productId, onClose) => <PurchaseDialog productId={productId} onClose={onClose} />}
    />
  );
}
