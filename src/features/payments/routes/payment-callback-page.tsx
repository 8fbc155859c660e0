import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { PaymentResult } from '../components/payment-result';
import { usePaymentVerification } from '../hooks/use-payment-verification';
import { usePageMeta } from '@/components/layout/page-meta';

/** /payment-callback: where PayPal and PhonePe send the buyer back (docs/product-rules.md 7.5). */
export function PaymentCallbackPage() {
  usePageMeta('Confirming Payment', 'We are confirming your payment with the payment provider.');
  const state = usePaymentVerification();

  if (state.phase === 'loading') {
    return (
      <PaymentResult
        icon={<LoaderCircle aria-hidden="true" className="h-16 w-16 animate-spin text-indigo-500" />}
        title="Verifying Payment"
      >
        <p role="status">Please wait while we confirm your payment...</p>
      </PaymentResult>
    );
  }
  if (state.phase === 'success') {
    return (
      <PaymentResult
        icon={<CircleCheck aria-hidden="true" className="h-16 w-16 text-emerald-500" />}
        title="Payment Successful!"
      >
        <p>Your payment has been verified. Redirecting...</p>
      </PaymentResult>
    );
  }
  return (
    <PaymentResult
      icon={<CircleX aria-hidden="true" className="h-16 w-16 text-red-500" />}
      title="Payment Verification Failed"
    >
      <p role="alert">{state.message}</p>
      <p className="text-sm text-slate-500 dark:text-slate-400">Redirecting...</p>
    </PaymentResult>
  );
}
