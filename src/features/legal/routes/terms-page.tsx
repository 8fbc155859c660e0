import { LegalPage } from '../components/legal-page';
import { termsDocument } from '../content/terms';

/** /terms (spec 3 section 2). */
export function TermsPage() {
  return <LegalPage doc={termsDocument} />;
}
