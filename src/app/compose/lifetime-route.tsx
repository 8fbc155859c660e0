import { PurchaseDialog } from '@/features/payments/components/purchase-dialog';
import { LifetimePlansPage } from '@/features/pricing/routes/lifetime-plans-page';

/** /angel-lifetime: each Buy button opens the purchase dialog for its lifetime offer. */
export function LifetimeRoute() {
  return (
    <LifetimePlansPage
      purchaseDialog={(productId, onClose) => <PurchaseDialog productId={productId} onClose={onClose} />}
    />
  );
}
