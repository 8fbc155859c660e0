/**
 * The settings in force while admin/settings holds none (docs/product-rules.md 15.8), re-exported by
 * settings.ts. Apart from its schemas, so that what every page reads first (the site status,
 * site-status.ts) does not carry zod.
 */
import type { SystemSettings } from './settings';

export const DEFAULT_SETTINGS: SystemSettings = {
  maintenance: {
    enabled: false,
    message: 'The system is currently under maintenance. Please check back later.',
    allowAdminAccess: true,
  },
  email: { fromName: '', fromEmail: '', supportEmail: '' },
  api: { rateLimit: 100, timeout: 30 },
  features: { magicCV: true, angelAssistant: true, lazyApply: true, lazyTemplates: true },
  limits: {
    freeTier: { magicCV: 2, angelAssistant: 5, lazyApply: 3, lazyTemplates: 2 },
    basicTier: { magicCV: 10, angelAssistant: 20, lazyApply: 10, lazyTemplates: 10 },
    premiumTier: { magicCV: 30, angelAssistant: 100, lazyApply: 30, lazyTemplates: 30 },
  },
};
