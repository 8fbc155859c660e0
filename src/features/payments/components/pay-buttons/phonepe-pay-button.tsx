import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useBackend } from '@/components/providers/backend-context';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { chargeFor } from '@/domain/payments/products';
import { initiatePhonePePayment } from '../../api/initiate-phonepe-payment';
import { INITIATE_FAILED, paymentErrorMessage } from '../../lib/payment-error';
import { planDetailsFor, savePlanDetails } from '../../lib/plan-details';
import { PROCESSING, type PayButtonProps } from './pay-button-props';

/**
 * Starts a PhonePe checkout and goes to its pay page. A failure shows 'Failed to initiate
 * payment' here and tells the dialog (docs/product-rules.md 7.4), which shows the server's reason.
 */
export function PhonePePayButton({ product, inrPerUsd, busy, onBusyChange, onError }: PayButtonProps) {
  const { functions } = useBackend();
  const [failed, setFailed] = useState(false);

  async function pay() {
    setFailed(false);
    onBusyChange(true);
    try {
      const result = await initiatePhonePePayment(functions, { productId: product.id });
      if (!result?.url) throw new Error('No PhonePe redirect URL');
      const charge = chargeFor(product, 'INR', inrPerUsd);
      savePlanDetails(planDetailsFor(product, charge, 'PhonePe', result.merchantTransactionId));
      window.location.assign(result.url);
    } catch (error) {
      onBusyChange(false);
      setFailed(true);
      const reason = paymentErrorMessage(error, INITIATE_FAILED);
      onError(reason === INITIATE_FAILED ? undefined : reason);
    }
  }

  return (
    <div className="space-y-2 text-center">
      <Button size="lg" className="w-full" disabled={busy} aria-busy={busy} onClick={() => void pay()}>
        {busy && <ButtonSpinner />}
        {busy ? PROCESSING : 'Pay with PhonePe App'}
      </Button>
      {failed && <p className="text-sm font-medium text-red-600 dark:text-red-400">{INITIATE_FAILED}</p>}
      <p className="flex items-center justify-center gap-1 text-xs text-slate-500 dark:text-slate-400">
        <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5 text-emerald-600" />
        100% Secure Payment • Instant Processing
      </p>
    </div>
  );
}
