import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { LogOut, Menu, ShieldCheck, UserRound } from 'lucide-react';
import { useAuth } from '@/components/providers/auth-context';
import { useSignOut } from '@/components/auth/sign-out';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { MoreMenu } from './more-menu';
import { iconButtonClass, navLinkClass } from './nav-styles';
import { ThemeToggle } from './theme-toggle';
import { useScrolled } from './use-scrolled';

// Signed-in users only: visitors' pages do not carry it (nor the notifications' schemas).
const NotificationBell = lazy(async () => ({
  default: (await import('@/features/notifications/components/notification-bell')).NotificationBell,
}));

// Fetched when the menu is first reached for (phones only): the first screen does without it.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));
const prepareMobileMenu = () => void loadMobileMenu().catch(() => undefined);

/** Top navigation (docs/product-rules.md 2.5). Desktop from 768 px; a slide-in menu below. */
export function Header() {
  const scrolled = useScrolled(10);
  const { status, isAdmin, user } = useAuth();
  const { signOut, pending } = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const signedIn = status === 'signed-in';

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-colors duration-200',
        scrolled
          ? 'border-b border-slate-200 bg-white/90 shadow-sm backdrop-blur dark:border-slate-800 dark:bg-slate-950/90'
          : 'bg-transparent',
      )}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6"
      >
        <BrandLogo />
        <div className="flex items-center gap-1">
          <div className="hidden items-center gap-1 md:flex">
            <NavLink to={paths.angel} className={navLinkClass}>
              Angel
              <Badge tone="hot">HOT</Badge>
            </NavLink>
            <MoreMenu />
            <NavLink to={paths.pricing} className={navLinkClass}>
              Pricing
            </NavLink>
            {isAdmin && (
              <Link to={paths.admin} aria-label="Admin Dashboard" className={navLinkClass()}>
                <ShieldCheck aria-hidden="true" className="h-4 w-4" />
                Admin
              </Link>
            )}
          </div>
          {signedIn && user && (
            // The bell's own size meanwhile, so the header does not shift when it arrives.
            <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-10" />}>
              <NotificationBell key={user.uid} uid={user.uid} />
            </Suspense>
          )}
          <ThemeToggle />
          <div className="hidden items-center gap-1 md:flex">
            {signedIn ? (
              <>
                <Link to={paths.profile} aria-label="Profile" className={iconButtonClass}>
                  <UserRound aria-hidden="true" className="h-5 w-5" />
                </Link>
                <button
                  type="button"
                  aria-label="Sign out"
                  disabled={pending}
                  onClick={() => void signOut()}
                  className={iconButtonClass}
                >
                  <LogOut aria-hidden="true" className="h-5 w-5" />
                </button>
              </>
            ) : status === 'signed-out' ? (
              <Link to={paths.login} className={buttonClass('primary', 'sm', 'ml-1')}>
                Sign In
              </Link>
            ) : null}
          </div>
          <button
            type="button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            onPointerEnter={prepareMobileMenu}
            onFocus={prepareMobileMenu}
            className={cn(iconButtonClass, 'md:hidden')}
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
      </nav>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} onSignOut={() => void signOut()} />
        </Suspense>
      )}
    </header>
  );
}
