import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/components/providers/auth-context';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { rememberRedirect } from '@/components/auth/redirect-storage';

/**
 * Admin console guard. The admin claim only decides what the client shows; every admin read
 * and write is checked again by the rules and handlers.
 */
export function RequireAdmin() {
  const { status, isAdmin } = useAuth();
  const location = useLocation();
  const origin = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (status === 'signed-out') rememberRedirect(origin);
  }, [status, origin]);

  if (status === 'loading') return <PageSpinner label="Checking sign-in" />;
  if (status === 'signed-out') return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (!isAdmin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
