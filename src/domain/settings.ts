/**
 * System settings (document admin/settings, docs/product-rules.md 15.8) and the daily limits
 * derived from them. Limits are enforced from these settings; the free Magic CV and template
 * defaults are 2 (docs/product-rules.md 6.3 and 6.7).
 */
import { z } from 'zod';
import { DEFAULT_SETTINGS } from './settings-defaults';
import { isFreeUser, UNLIMITED_PLANS, type Subscription } from './user';

export const LIMITED_FEATURES = ['magicCV', 'angelAssistant', 'lazyApply', 'lazyTemplates'] as const;
export type LimitedFeature = (typeof LIMITED_FEATURES)[number];

const tierSchema = z.object({
  magicCV: z.number().int().min(0),
  angelAssistant: z.number().int().min(0),
  lazyApply: z.number().int().min(0),
  lazyTemplates: z.number().int().min(0),
});
export type TierLimits = z.infer<typeof tierSchema>;

export const settingsSchema = z.object({
  maintenance: z.object({ enabled: z.boolean(), message: z.string(), allowAdminAccess: z.boolean() }),
  email: z.object({ fromName: z.string(), fromEmail: z.string(), supportEmail: z.string() }),
  api: z.object({ rateLimit: z.number().int().min(1), timeout: z.number().int().min(5).max(120) }),
  features: z.object({
    magicCV: z.boolean(),
    angelAssistant: z.boolean(),
    lazyApply: z.boolean(),
    lazyTemplates: z.boolean(),
  }),
  limits: z.object({ freeTier: tierSchema, basicTier: tierSchema, premiumTier: tierSchema }),
});
export type SystemSettings = z.infer<typeof settingsSchema>;

export const SETTINGS_PATH = 'admin/settings';

// In their own module, without zod: the site status, read on every page, starts from them.
export { DEFAULT_SETTINGS };

/** The stored document as read: a missing or malformed section is the default one. */
const storedSettingsSchema = z.object({
  maintenance: settingsSchema.shape.maintenance.catch(() => DEFAULT_SETTINGS.maintenance),
  email: settingsSchema.shape.email.catch(() => DEFAULT_SETTINGS.email),
  api: settingsSchema.shape.api.catch(() => DEFAULT_SETTINGS.api),
  features: settingsSchema.shape.features.catch(() => DEFAULT_SETTINGS.features),
  limits: settingsSchema.shape.limits.catch(() => DEFAULT_SETTINGS.limits),
});

/** Reads a stored settings document, falling back per section to the defaults. */
export function completeSettings(raw: unknown): SystemSettings {
  return storedSettingsSchema.parse(raw && typeof raw === 'object' ? raw : {});
}

export type Tier = 'free' | 'basic' | 'premium' | 'unlimited';

/**
 * Which limits apply to a subscription. Ultimate and Magic plans are unlimited (docs/product-rules.md 6.3);
 * basic-* plans use the basic tier; pro and premium-* the premium tier; everything else,
 * including inactive or ended plans (docs/product-rules.md 7.6) and one-off purchases (lifetime, human-key), the free tier.
 */
export function tierOf(sub: Subscription | null | undefined, now: Date): Tier {
  if (isFreeUser(sub, now)) return 'free';
  const plan = sub!.planId;
  if (UNLIMITED_PLANS.includes(plan)) return 'unlimited';
  if (plan.startsWith('basic')) return 'basic';
  if (plan === 'pro' || plan.startsWith('premium')) return 'premium';
  return 'free';
}

/** The daily limit for a feature, or `null` for unlimited. */
export function dailyLimit(
  settings: SystemSettings,
  sub: Subscription | null | undefined,
  feature: LimitedFeature,
  now: Date,
): number | null {
  const tier = tierOf(sub, now);
  if (tier === 'unlimited') return null;
  return settings.limits[`${tier}Tier`][feature];
}
