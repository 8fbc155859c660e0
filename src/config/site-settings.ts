/**
 * The one place the site's outside links, downloads and media come from: the build's `VITE_*`
 * settings (README.md, "Browser build"), parsed and checked in Node when Vite starts
 * (scripts/lib/site-settings-plugin.ts with src/domain/site/site-settings.ts) and handed to the
 * app as a constant, so no parsing code ships to the browser. Unset means not configured (null):
 * the page says so rather than link to a host that does not exist.
 */
import type { SiteSettings } from '@/domain/site/site-settings';

declare const __SITE_SETTINGS__: SiteSettings;

export const siteSettings: SiteSettings = __SITE_SETTINGS__;
