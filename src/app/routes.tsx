import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { lazyPage } from './lazy-page';
import { adminRoutes } from './admin-routes';

// Pages that show comments are composed with them in ./compose (features never import each other).
const landing = () => import('./compose/landing-route');
const blog = () => import('@/features/blog/routes/blog-page');

/** Public pages (docs/product-rules.md 2.1). */
const publicRoutes: RouteObject[] = [
  { index: true, element: lazyPage(landing, 'LandingRoute') },
  { path: paths.homeAlias, element: lazyPage(landing, 'LandingRoute') },
  { path: paths.login, element: lazyPage(() => import('@/features/auth/routes/login-page'), 'LoginPage') },
  {
    path: paths.pricing,
    element: lazyPage(() => import('./compose/pricing-route'), 'PricingRoute'),
  },
  {
    path: paths.enterprisePlans,
    element: lazyPage(() => import('@/features/pricing/routes/enterprise-plans-page'), 'EnterprisePlansPage'),
  },
  {
    path: paths.angelLifetime,
    element: lazyPage(() => import('./compose/lifetime-route'), 'LifetimeRoute'),
  },
  {
    path: paths.referral,
    element: lazyPage(() => import('@/features/referral/routes/referral-page'), 'ReferralPage'),
  },
  {
    path: paths.paymentSuccess,
    element: lazyPage(() => import('@/features/payments/routes/payment-success-page'), 'PaymentSuccessPage'),
  },
  {
    path: paths.paymentFailure,
    element: lazyPage(() => import('@/features/payments/routes/payment-failure-page'), 'PaymentFailurePage'),
  },
  {
    path: paths.paymentCallback,
    element: lazyPage(
      () => import('@/features/payments/routes/payment-callback-page'),
      'PaymentCallbackPage',
    ),
  },
  {
    path: paths.privacyPolicy,
    element: lazyPage(() => import('@/features/legal/routes/privacy-policy-page'), 'PrivacyPolicyPage'),
  },
  { path: paths.terms, element: lazyPage(() => import('@/features/legal/routes/terms-page'), 'TermsPage') },
  {
    path: paths.refundPolicy,
    element: lazyPage(() => import('@/features/legal/routes/refund-policy-page'), 'RefundPolicyPage'),
  },
  {
    path: paths.support,
    element: lazyPage(() => import('./compose/support-route'), 'SupportRoute'),
  },
  { path: paths.about, element: lazyPage(() => import('@/features/support/routes/about-page'), 'AboutPage') },
  { path: paths.angel, element: lazyPage(() => import('@/features/angel/routes/angel-page'), 'AngelPage') },
  {
    path: paths.cluelyDownload,
    element: lazyPage(() => import('@/features/angel/routes/desktop-download-page'), 'DesktopDownloadPage'),
  },
  {
    path: paths.freeTools,
    element: lazyPage(() => import('@/features/free-tools/routes/free-tools-page'), 'FreeToolsPage'),
  },
  { path: paths.blog, element: lazyPage(blog, 'BlogPage') },
  { path: `${paths.blog}/:postId`, element: lazyPage(blog, 'BlogPage') },
  { path: `${paths.blog}/tag/:tag`, element: lazyPage(blog, 'BlogPage') },
  {
    path: paths.humanKey,
    element: lazyPage(() => import('./compose/human-key-route'), 'HumanKeyRoute'),
  },
  {
    path: paths.magicTemplates,
    element: lazyPage(() => import('@/features/templates/routes/magic-templates-page'), 'MagicTemplatesPage'),
  },
];

/** Login required: signed-out visitors go to /login and come back afterwards. */
const signedInRoutes: RouteObject[] = [
  {
    path: paths.magicCv,
    element: lazyPage(() => import('./compose/magic-cv-route'), 'MagicCvRoute'),
  },
  {
    path: paths.lazyApply,
    element: lazyPage(() => import('./compose/easy-apply-route'), 'EasyApplyRoute'),
  },
  {
    path: paths.lazyTemplates,
    element: lazyPage(() => import('./compose/lazy-templates-route'), 'LazyTemplatesRoute'),
  },
  {
    path: paths.profile,
    element: lazyPage(() => import('@/features/profile/routes/profile-page'), 'ProfilePage'),
  },
  {
    path: paths.angelLive,
    element: lazyPage(() => import('@/features/angel/routes/angel-live-page'), 'AngelLivePage'),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Inner boundary: a failing page keeps the header.
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          { element: <RequireAuth />, children: signedInRoutes },
          { path: paths.admin, element: <RequireAdmin />, children: adminRoutes },
          {
            path: paths.adminDashboard,
            element: <RequireAdmin />,
            children: [{ index: true, element: <Navigate to={paths.admin} replace /> }],
          },
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },
    ],
  },
];
