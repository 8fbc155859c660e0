/**
 * The public pages people find the product by: what search engines are invited to index (the
 * sitemap), what is measured for speed and search (`npm run lighthouse`), and what is to be
 * prerendered. Sign-in, payment return pages and signed-in tools are left out.
 */
import { paths } from './paths';

export const PUBLIC_PAGES = [
  paths.home,
  paths.pricing,
  paths.angel,
  paths.cluelyDownload,
  paths.angelLifetime,
  paths.enterprisePlans,
  paths.humanKey,
  paths.referral,
  paths.freeTools,
  paths.blog,
  paths.support,
  paths.about,
  paths.terms,
  paths.refundPolicy,
  paths.privacyPolicy,
] as const;
