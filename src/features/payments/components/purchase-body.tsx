import { useState, type ComponentType } from 'react';
import { useAuth } from '@/components/providers/auth-context';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Product } from '@/domain/payments/products';
import { useDetectedCountry } from '../hooks/use-detected-country';
import {
  availableMethods,
  effectiveMethod,
  getPaymentMethod,
  type PaymentMethod,
} from '../lib/payment-method';
import { ErrorBox } from './error-box';
import { MethodTiles } from './method-tiles';
import { OrderSummary } from './order-summary';
import type { PayButtonProps } from './pay-buttons/pay-button-props';
import { PayPalPayButton } from './pay-buttons/paypal-pay-button';
import { PhonePePayButton } from './pay-buttons/phonepe-pay-button';
import { RazorpayPayButton } from './pay-buttons/razorpay-pay-button';
import { SignedOutPrompt } from './signed-out-prompt';

const PAY_BUTTONS: Record<PaymentMethod, ComponentType<PayButtonProps>> = {
  paypal: PayPalPayButton,
  razorpay: RazorpayPayButton,
  phonepe: PhonePePayButton,
};

/**
 * The purchase dialog's contents: order, payment method, pay button. Its own chunk (with the pay
 * buttons and the payment schemas), fetched when a purchase first opens (purchase-dialog.tsx).
 */
export function PurchaseBody({
  product,
  onClose,
  periodLabel,
  inrPerUsd,
}: {
  product: Product;
  onClose: () => void;
  periodLabel?: string;
  inrPerUsd: number;
}) {
  const { status } = useAuth();
  const detected = useDetectedCountry();
  const country = detected?.country ?? null;
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const method = effectiveMethod(picked, country);
  const info = getPaymentMethod(method);
  const PayButton = PAY_BUTTONS[method];

  function onBusyChange(next: boolean) {
    if (next) setError(null);
    setBusy(next);
  }

  return (
    <div className="space-y-4">
      <OrderSummary
        product={product}
        currency={info.currency}
        inrPerUsd={inrPerUsd}
        periodLabel={periodLabel}
      />
      <MethodTiles
        methods={availableMethods(country)}
        value={method}
        onChange={(next) => {
          setPicked(next);
          setError(null);
        }}
        disabled={busy}
      />
      {error !== null && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {status === 'loading' ? (
        <div className="flex justify-center py-2">
          <Spinner />
        </div>
      ) : status === 'signed-out' ? (
        <SignedOutPrompt />
      ) : (
        <PayButton
          product={product}
          inrPerUsd={inrPerUsd}
          busy={busy}
          onBusyChange={onBusyChange}
          onError={(message) => setError(message ?? '')}
        />
      )}
      <div className="flex flex-col-reverse items-center gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between dark:border-slate-700">
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {`Payments are securely processed by ${info.processor}.`}
        </p>
        <Button variant="outline" className="w-full sm:w-auto" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
