import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/components/providers/auth-context';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { rememberRedirect } from '@/components/auth/redirect-storage';

/** Signed-out visitors go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  const origin = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (status === 'signed-out') rememberRedirect(origin);
  }, [status, origin]);

  if (status === 'loading') return <PageSpinner label="Checking sign-in" />;
  if (status === 'signed-out') return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}
