import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { PaymentResult } from '../components/payment-result';
import { usePageMeta } from '@/components/layout/page-meta';

/** docs/product-rules.md 7.5: the success page sends the user to /profile after 5 seconds. */
export const SUCCESS_REDIRECT_MS = 5000;

export function PaymentSuccessPage() {
  usePageMeta('Payment Successful', 'Your JobKit payment went through and your plan is being activated.');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.profile, { replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <PaymentResult
      icon={<CircleCheck aria-hidden="true" className="h-16 w-16 text-emerald-500" />}
      title="Payment Successful!"
    >
      <p>Thank you for your purchase. Your subscription has been activated.</p>
      <p className="text-sm text-slate-500 dark:text-slate-400">
        Redirecting to your profile in a few seconds...
      </p>
    </PaymentResult>
  );
}
