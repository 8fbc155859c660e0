import { LegalPage } from '../components/legal-page';
import { refundPolicyDocument } from '../content/refund-policy';

/** /refund-policy (spec 3 section 2). */
export function RefundPolicyPage() {
  return <LegalPage doc={refundPolicyDocument} />;
}
