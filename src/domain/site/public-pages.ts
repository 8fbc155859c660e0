/**
 * The public pages people find the product by: what search engines are invited to index (the
 * sitemap), what is measured for speed and search (`npm run lighthouse`), and what is to be
 * prerendered. Sign-in, payment return pages, signed-in tools and the admin console are left out
 * (`NOT_INDEXED`). The paths are the routes of src/config/paths.ts (src/app/public-pages.test.ts
 * holds them to it).
 */
export const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/angel',
  '/cluely-download',
  '/angel-lifetime',
  '/enterprise-plans',
  '/human-key',
  '/referral',
  '/free-tools',
  '/blog',
  '/support',
  '/about',
  '/terms',
  '/refund-policy',
  '/privacy-policy',
] as const;

/** Routes crawlers are asked to leave alone: private, transactional or duplicate pages. */
export const NOT_INDEXED = [
  '/admin',
  '/admin-dashboard',
  '/profile',
  '/magic-cv',
  '/lazy-apply',
  '/lazy-templates',
  '/angel-live',
  '/payment-success',
  '/payment-failure',
  '/payment-callback',
  '/login',
  '/home',
  // A placeholder page ("being built") pointing to the template generator.
  '/magic-templates',
] as const;

/** A blog post's own page. */
export const blogPostPath = (postId: string) => `/blog/${encodeURIComponent(postId)}`;

/**
 * The empty page (no prerendered content) served for every route that has no page of its own in
 * the build: signed-in tools, payment returns, unknown addresses. Not a route of the app.
 */
export const APP_SHELL_PATH = '/app-shell';
