import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

/** /admin/* : the console layout with one nested route per sidebar tab. */
export const adminRoutes: RouteObject[] = [
  {
    element: lazyPage(() => import('@/features/admin/console/routes/admin-console'), 'AdminConsole'),
    children: [
      {
        index: true,
        element: lazyPage(() => import('@/features/admin/overview/routes/overview-tab'), 'OverviewTab'),
      },
      {
        path: 'users',
        element: lazyPage(() => import('@/features/admin/users/routes/users-tab'), 'UsersTab'),
      },
      {
        path: 'payments',
        element: lazyPage(() => import('@/features/admin/payments/routes/payments-tab'), 'PaymentsTab'),
      },
      {
        path: 'content',
        element: lazyPage(() => import('@/features/admin/content/routes/content-tab'), 'ContentTab'),
      },
      {
        path: 'analytics',
        element: lazyPage(() => import('@/features/admin/analytics/routes/analytics-tab'), 'AnalyticsTab'),
      },
      {
        path: 'export',
        element: lazyPage(() => import('@/features/admin/export/routes/export-tab'), 'ExportTab'),
      },
      {
        path: 'settings',
        element: lazyPage(() => import('@/features/admin/settings/routes/settings-tab'), 'SettingsTab'),
      },
      {
        path: 'notifications',
        element: lazyPage(
          () => import('@/features/admin/notifications/routes/notifications-tab'),
          'NotificationsTab',
        ),
      },
      { path: '*', element: <Navigate to={paths.admin} replace /> },
    ],
  },
];
