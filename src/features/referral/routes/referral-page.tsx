import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { PageShell } from '@/components/layout/page-shell';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { CommissionStructure, ReferralBenefits, ReferralSteps } from '../components/referral-sections';
import { SampleEmail } from '../components/sample-email';
import { REFERRAL_TERMS, REGISTER_UNAVAILABLE, registerMailto } from '../content/referral';
import { usePageMeta } from '@/components/layout/page-meta';

/**
 * /referral (docs/product-rules.md 6.6). Registration is by e-mail to support; no calls are made.
 * Without a configured support address the Register button is disabled and says so.
 */
export function ReferralPage({ email = site.supportEmail }: { email?: string | null } = {}) {
  usePageMeta(
    'Referral Program',
    'How the JobKit referral program works: refer people, earn a commission on their paid plans.',
  );
  return (
    <PageShell
      title="Referral Program"
      intro={`Bring friends to ${site.brandName}: they get ${REFERRAL_TERMS.discountPercent}% off and you earn ${REFERRAL_TERMS.commissionPercent}% commission on what they buy.`}
    >
      <div className="space-y-12">
        <ReferralBenefits />
        <ReferralSteps />
        <CommissionStructure />
        <SampleEmail />
        <div className="flex flex-col gap-3 sm:flex-row">
          {email ? (
            <a href={registerMailto(email)} className={buttonClass('primary', 'lg')}>
              <Mail aria-hidden="true" className="h-5 w-5" />
              Register Now
            </a>
          ) : (
            <Button size="lg" variant="secondary" disabled>
              <Mail aria-hidden="true" className="h-5 w-5" />
              {REGISTER_UNAVAILABLE}
            </Button>
          )}
          <Link to={paths.pricing} className={buttonClass('outline', 'lg')}>
            View Plans
          </Link>
        </div>
      </div>
    </PageShell>
  );
}
