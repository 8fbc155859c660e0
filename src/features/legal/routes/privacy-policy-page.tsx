import { LegalPage } from '../components/legal-page';
import { privacyPolicyDocument } from '../content/privacy-policy';

/** /privacy-policy (spec 3 section 2). */
export function PrivacyPolicyPage() {
  return <LegalPage doc={privacyPolicyDocument} />;
}
