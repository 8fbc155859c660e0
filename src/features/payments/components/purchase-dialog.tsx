import { lazy, Suspense } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { pricingConfig } from '@/config/pricing';
import { resolveProduct } from '@/domain/payments/products';

// The pages that offer a purchase paint without the payment code; it loads when a purchase opens.
const PurchaseBody = lazy(async () => ({ default: (await import('./purchase-body')).PurchaseBody }));

export interface PurchaseDialogProps {
  /** The product to buy ('pro-3-months', 'angel-lifetime', ...); null keeps the dialog closed. */
  productId: string | null;
  onClose: () => void;
  /** Overrides the period row ('Lifetime' or the billing period by default). */
  periodLabel?: string;
  /** Rupees per dollar for the ₹ prices; the configured rate by default. */
  inrPerUsd?: number;
}

/** The 'Complete Your Purchase' modal (docs/product-rules.md 7.1). */
export function PurchaseDialog({
  productId,
  onClose,
  periodLabel,
  inrPerUsd = pricingConfig.inrPerUsd,
}: PurchaseDialogProps) {
  const product = productId ? resolveProduct(productId) : null;
  return (
    <Dialog open={productId !== null} onClose={onClose} title="Complete Your Purchase">
      {/* Keyed and unmounted on close: every opening starts with a fresh method, error and busy state. */}
      {product ? (
        <Suspense
          fallback={
            <div className="flex justify-center py-8">
              <Spinner label="Loading payment options" />
            </div>
          }
        >
          <PurchaseBody
            key={product.id}
            product={product}
            onClose={onClose}
            periodLabel={periodLabel}
            inrPerUsd={inrPerUsd}
          />
        </Suspense>
      ) : (
        <div className="space-y-4">
          <Alert>This plan is not available.</Alert>
          <Button variant="outline" className="w-full" onClick={onClose}>
            Cancel
          </Button>
        </div>
      )}
    </Dialog>
  );
}
