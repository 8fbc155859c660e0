import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/components/providers/auth-context';
import { PageSpinner } from '@/components/ui/spinner';
import { MaintenancePage } from '@/components/site-status/maintenance-page';
import { useSiteStatus } from '@/components/site-status/use-site-status';
import { paths } from '@/config/paths';
import { blockedByMaintenance, maintenanceMessage } from '@/domain/site-status';

/** Reachable in maintenance: sign-in (so the admin can get in) and payment returns (paid money). */
const ALWAYS_OPEN: readonly string[] = [
  paths.login,
  paths.paymentCallback,
  paths.paymentSuccess,
  paths.paymentFailure,
];

const isConsole = (pathname: string) => pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);

/**
 * The maintenance page instead of the routes while the admin has switched maintenance on.
 * The admin passes when admin access is allowed, and always reaches the console: otherwise
 * nobody could switch maintenance off again. Handlers refuse generations on their own.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const status = useSiteStatus();
  const { isAdmin, status: authStatus } = useAuth();
  const { pathname } = useLocation();
  const open =
    !blockedByMaintenance(status, isAdmin) ||
    ALWAYS_OPEN.includes(pathname) ||
    (isAdmin && isConsole(pathname));
  if (open) return <>{children}</>;
  // The admin may be on the way in: no maintenance page flashing before the session is known.
  if (authStatus === 'loading' && status.maintenance.allowAdminAccess) {
    return <PageSpinner label="Checking sign-in" />;
  }
  return <MaintenancePage message={maintenanceMessage(status)} />;
}
