import { BuildingNote } from '@/components/layout/page-shell';
import { PaymentResult } from '../components/payment-result';

export function PaymentCallbackPage() {
  return (
    <PaymentResult title="Verifying Payment">
      <BuildingNote>Payment verification is being built.</BuildingNote>
    </PaymentResult>
  );
}
