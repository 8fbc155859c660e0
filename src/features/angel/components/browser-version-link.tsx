import { ExternalLink } from 'lucide-react';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { site } from '@/config/site';

/** The hosted browser version of Angel, always in a new tab so the download page stays open. */
export function BrowserVersionLink({
  label = 'Open the browser version',
  variant = 'outline',
}: {
  label?: string;
  variant?: ButtonVariant;
}) {
  return (
    <a
      href={site.angelWebUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(variant, 'lg', 'self-start')}
    >
      {label}
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
