import { LegalPage } from '../components/legal-page';
import { privacyPolicyDocument } from '../content/privacy-policy';

/** /privacy-policy (docs/product-rules.md 14.1). */
export function PrivacyPolicyPage() {
  return <LegalPage doc={privacyPolicyDocument} />;
}
