import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ExternalLink, LogIn, LogOut, ShieldCheck, Smartphone, Sparkles, Tag, UserRound } from 'lucide-react';
import { useAuth } from '@/components/providers/auth-context';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

const itemClass = cn(
  'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-slate-800',
  'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500',
  'dark:text-slate-100 dark:hover:bg-slate-800',
);

/** Slide-in menu below 768 px; closes on Escape, backdrop, close button and navigation. */
export function MobileMenu({
  open,
  onClose,
  onSignOut,
}: {
  open: boolean;
  onClose: () => void;
  onSignOut: () => void;
}) {
  const { status, isAdmin } = useAuth();
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  // The address when the menu opened. A route still loading when the menu opens (the address
  // already changed, the page not yet shown) must not close it when it arrives: only a
  // navigation to somewhere else (the back button) does. Menu links close it themselves.
  const openedOn = useRef<string | null>(null);

  useEffect(() => {
    openedOn.current = open ? window.location.pathname : null;
  }, [open]);

  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    if (openedOn.current !== null && pathname !== openedOn.current) onClose();
  }, [pathname, onClose]);

  const signedIn = status === 'signed-in';
  return (
    <Dialog open={open} onClose={onClose} ariaLabel="Menu" closeLabel="Close menu" placement="right">
      <div className="-mt-10 mb-6">
        <BrandLogo onClick={onClose} />
      </div>
      <nav aria-label="Mobile" className="flex flex-col gap-1">
        <Link to={paths.angel} onClick={onClose} className={itemClass}>
          <Sparkles aria-hidden="true" className="h-5 w-5 shrink-0" />
          Angel <Badge tone="hot">HOT</Badge>
        </Link>
        <Link to={paths.pricing} onClick={onClose} className={itemClass}>
          <Tag aria-hidden="true" className="h-5 w-5 shrink-0" />
          Pricing
        </Link>
        <a
          // Not configured: a disabled link that says so, never one to a host that does not exist.
          href={site.angelMobileUrl ?? undefined}
          role={site.angelMobileUrl ? undefined : 'link'}
          aria-disabled={site.angelMobileUrl ? undefined : true}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
          className={cn(itemClass, 'sm:hidden', !site.angelMobileUrl && 'text-slate-500 dark:text-slate-400')}
        >
          <Smartphone aria-hidden="true" className="h-5 w-5 shrink-0" />
          {site.angelMobileUrl ? 'Angel Mobile' : 'Angel Mobile (not available yet)'}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
        {signedIn && (
          <Link to={paths.profile} onClick={onClose} className={itemClass}>
            <UserRound aria-hidden="true" className="h-5 w-5" />
            Profile
          </Link>
        )}
        {signedIn && isAdmin && (
          <Link to={paths.admin} onClick={onClose} className={itemClass}>
            <ShieldCheck aria-hidden="true" className="h-5 w-5" />
            Admin Dashboard
          </Link>
        )}
        <div className="my-2 border-t border-slate-200 dark:border-slate-700" />
        {signedIn ? (
          <button
            type="button"
            onClick={() => {
              onClose();
              onSignOut();
            }}
            className={cn(itemClass, 'text-left')}
          >
            <LogOut aria-hidden="true" className="h-5 w-5" />
            Sign Out
          </button>
        ) : (
          <Link to={paths.login} onClick={onClose} className={itemClass}>
            <LogIn aria-hidden="true" className="h-5 w-5" />
            Sign In
          </Link>
        )}
      </nav>
    </Dialog>
  );
}
