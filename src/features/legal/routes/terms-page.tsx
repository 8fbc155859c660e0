import { LegalPage } from '../components/legal-page';
import { termsDocument } from '../content/terms';

/** /terms (docs/product-rules.md 14.1). */
export function TermsPage() {
  return <LegalPage doc={termsDocument} />;
}
