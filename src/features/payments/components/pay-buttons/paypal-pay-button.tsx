import { useBackend } from '@/components/providers/backend-context';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { chargeFor } from '@/domain/payments/products';
import { createPayPalOrder } from '../../api/create-paypal-order';
import { DEFAULT_PAYMENT_ERROR, paymentErrorMessage } from '../../lib/payment-error';
import { planDetailsFor, savePlanDetails } from '../../lib/plan-details';
import { PROCESSING, type PayButtonProps } from './pay-button-props';

/** Creates the order, keeps the plan details for /payment-callback, goes to PayPal. */
export function PayPalPayButton({ product, inrPerUsd, busy, onBusyChange, onError }: PayButtonProps) {
  const { functions } = useBackend();

  async function pay() {
    onBusyChange(true);
    try {
      const order = await createPayPalOrder(functions, { productId: product.id });
      savePlanDetails(planDetailsFor(product, chargeFor(product, 'USD', inrPerUsd), 'PayPal', order.orderId));
      // Stays busy: the page is being left.
      window.location.assign(order.approveUrl);
    } catch (error) {
      onBusyChange(false);
      onError(paymentErrorMessage(error, DEFAULT_PAYMENT_ERROR));
    }
  }

  return (
    <Button size="lg" className="w-full" disabled={busy} aria-busy={busy} onClick={() => void pay()}>
      {busy && <ButtonSpinner />}
      {busy ? PROCESSING : 'Pay with PayPal'}
    </Button>
  );
}
