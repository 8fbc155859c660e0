import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SignOutProvider } from '@/components/auth/sign-out';
import { PageSpinner } from '@/components/ui/spinner';
import { hidesHeader } from '@/config/paths';
import { MaintenanceGate } from '../guards/maintenance-gate';
import { Header } from './header';

/**
 * Marks the document (`<html data-app-ready>`) once the first page's content is live: hydrated
 * when it came prerendered (its boundary commits only then), rendered otherwise. The e2e tests
 * wait for it before they click (tests/e2e/support.ts).
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/** Header (except on the admin console), then the lazily loaded page. */
export function RootLayout() {
  const { pathname } = useLocation();
  const showHeader = !hidesHeader(pathname);

  useEffect(() => {
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <SignOutProvider>
      <div className="min-h-dvh bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        {showHeader && <Header />}
        <main id="main" tabIndex={-1} className="focus:outline-none">
          <Suspense fallback={<PageSpinner label="Loading page" />}>
            <MaintenanceGate>
              <Outlet />
            </MaintenanceGate>
            <MarkReady />
          </Suspense>
        </main>
        <ScrollRestoration />
      </div>
    </SignOutProvider>
  );
}
