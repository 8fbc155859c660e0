/** Every route of the product (docs/product-rules.md 2.1). */
export const paths = {
  home: '/',
  homeAlias: '/home',
  login: '/login',
  magicCv: '/magic-cv',
  lazyApply: '/lazy-apply',
  lazyTemplates: '/lazy-templates',
  magicTemplates: '/magic-templates',
  profile: '/profile',
  angel: '/angel',
  angelLive: '/angel-live',
  angelLifetime: '/angel-lifetime',
  cluelyDownload: '/cluely-download',
  humanKey: '/human-key',
  pricing: '/pricing',
  enterprisePlans: '/enterprise-plans',
  referral: '/referral',
  paymentSuccess: '/payment-success',
  paymentFailure: '/payment-failure',
  paymentCallback: '/payment-callback',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  refundPolicy: '/refund-policy',
  support: '/support',
  about: '/about',
  freeTools: '/free-tools',
  blog: '/blog',
  admin: '/admin',
  adminDashboard: '/admin-dashboard',
} as const;

export { blogPostPath } from '@/domain/site/public-pages';

/** Paths on which the main header is hidden (admin console and /admin-dashboard). */
export function hidesHeader(pathname: string): boolean {
  return (
    pathname === paths.admin ||
    pathname.startsWith(`${paths.admin}/`) ||
    pathname === paths.adminDashboard ||
    pathname.startsWith(`${paths.adminDashboard}/`)
  );
}
