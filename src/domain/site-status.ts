/**
 * What every visitor may know about admin/settings (docs/product-rules.md 15.8): whether the site
 * is in maintenance and which tools are switched on. The getSiteStatus callable returns it;
 * e-mail addresses, API settings and limits stay admin-only. The handlers enforce the same
 * decisions (assertSiteOpen, functions/src/handlers/invoke.ts), the client only reflects them.
 */
import { z } from 'zod';
import { DEFAULT_SETTINGS, settingsSchema, type SystemSettings } from './settings';

export const SITE_STATUS_CALLABLE = 'getSiteStatus';

export const siteStatusSchema = z.object({
  // allowAdminAccess is public too: the client needs it to let the admin through, and it
  // reveals nothing a visitor could use.
  maintenance: settingsSchema.shape.maintenance,
  features: settingsSchema.shape.features,
});
export type SiteStatus = z.infer<typeof siteStatusSchema>;
export type SiteFeature = keyof SiteStatus['features'];

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
