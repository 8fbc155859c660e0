import { Link } from 'react-router';
import { CircleX } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PaymentResult } from '../components/payment-result';
import { usePageMeta } from '@/components/layout/page-meta';

export function PaymentFailurePage() {
  usePageMeta(
    'Payment Failed',
    'Your payment did not go through. Try again or choose another payment method.',
  );
  return (
    <PaymentResult
      icon={<CircleX aria-hidden="true" className="h-16 w-16 text-red-500" />}
      title="Payment Failed"
    >
      <p>We couldn't process your payment. Please try again or contact support if the issue persists.</p>
      <Link to={paths.pricing} className={buttonClass('primary', 'md', 'mt-2')}>
        Try Again
      </Link>
    </PaymentResult>
  );
}
