import { LegalPage } from '../components/legal-page';
import { refundPolicyDocument } from '../content/refund-policy';

/** /refund-policy (docs/product-rules.md 14.1). */
export function RefundPolicyPage() {
  return <LegalPage doc={refundPolicyDocument} />;
}
