/**
 * What every visitor may know about admin/settings (docs/product-rules.md 15.8): whether the site
 * is in maintenance and which tools are switched on. The getSiteStatus callable returns it;
 * e-mail addresses, API settings and limits stay admin-only. The handlers enforce the same
 * decisions (assertSiteOpen, functions/src/handlers/invoke.ts), the client only reflects them.
 */
import type { SystemSettings } from './settings';
import { DEFAULT_SETTINGS } from './settings-defaults';

export const SITE_STATUS_CALLABLE = 'getSiteStatus';

// allowAdminAccess is public too: the client needs it to let the admin through, and it reveals
// nothing a visitor could use.
export type SiteStatus = Pick<SystemSettings, 'maintenance' | 'features'>;
export type SiteFeature = keyof SiteStatus['features'];

const FEATURES = Object.keys(DEFAULT_SETTINGS.features) as SiteFeature[];

/**
 * The getSiteStatus answer as the client reads it: the fields of settingsSchema's `maintenance`
 * and `features`, checked by hand (every page reads it first, and zod would add 25 KB gzip to
 * each page's first load); anything else throws, and the site then counts as open.
 */
export function readSiteStatus(raw: unknown): SiteStatus {
  const { maintenance: m, features: f } = (raw ?? {}) as Record<string, Record<string, unknown> | undefined>;
  if (
    typeof m?.enabled !== 'boolean' ||
    typeof m.message !== 'string' ||
    typeof m.allowAdminAccess !== 'boolean' ||
    !f ||
    FEATURES.some((k) => typeof f[k] !== 'boolean')
  ) {
    throw new Error('Malformed site status');
  }
  const features = Object.fromEntries(FEATURES.map((k) => [k, f[k]])) as SiteStatus['features'];
  return {
    maintenance: { enabled: m.enabled, message: m.message, allowAdminAccess: m.allowAdminAccess },
    features,
  };
}

export function siteStatusOf(settings: SystemSettings): SiteStatus {
  return { maintenance: { ...settings.maintenance }, features: { ...settings.features } };
}

/** The site as it is without any stored settings (and when the status cannot be read). */
export const OPEN_SITE: SiteStatus = siteStatusOf(DEFAULT_SETTINGS);

/** Maintenance shuts everyone out except the admin, and the admin only if allowed. */
export function blockedByMaintenance(status: SiteStatus, isAdmin: boolean): boolean {
  return status.maintenance.enabled && !(isAdmin && status.maintenance.allowAdminAccess);
}

export const FEATURE_NAMES: Record<SiteFeature, string> = {
  magicCV: 'Magic CV',
  angelAssistant: 'Angel AI',
  lazyApply: 'Easy Apply',
  lazyTemplates: 'The template generator',
};

export const featureDisabledMessage = (feature: SiteFeature): string =>
  `${FEATURE_NAMES[feature]} is currently disabled. Please check back later.`;

/** An empty maintenance message would leave users with a blank page. */
export const maintenanceMessage = (status: SiteStatus): string =>
  status.maintenance.message.trim() || DEFAULT_SETTINGS.maintenance.message;
