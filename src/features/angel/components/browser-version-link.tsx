import { ExternalLink } from 'lucide-react';
import { Button, buttonClass, type ButtonVariant } from '@/components/ui/button';
import { site } from '@/config/site';

/** docs/product-rules.md 8.3: the browser version's button while VITE_ANGEL_WEB_URL is not set. */
export const BROWSER_VERSION_UNAVAILABLE = 'Browser version not available yet';

/**
 * The hosted browser version of Angel, always in a new tab so the download page stays open; a
 * disabled button saying so while its address is not configured.
 */
export function BrowserVersionLink({
  label = 'Open the browser version',
  variant = 'outline',
  url = site.angelWebUrl,
}: {
  label?: string;
  variant?: ButtonVariant;
  /** The site configuration unless a test passes its own. */
  url?: string | null;
}) {
  if (!url) {
    return (
      <Button variant="secondary" size="lg" disabled className="self-start">
        {BROWSER_VERSION_UNAVAILABLE}
      </Button>
    );
  }
  return (
    <a
      href={url}
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
