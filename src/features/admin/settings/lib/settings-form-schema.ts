/**
 * The settings form's validation: the domain's settingsSchema (bounds of docs/product-rules.md 15.8) with
 * messages a person can act on. Its output is a SystemSettings, checked by the type below.
 */
import { z } from 'zod';
import { settingsSchema, type SystemSettings } from '@/domain/settings';

const whole = (message: string, min: number, max?: number) => {
  const n = z.number({ error: message }).int(message).min(min, message);
  return max === undefined ? n : n.max(max, message);
};

const email = z
  .string()
  .trim()
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid e-mail address');

const limit = whole('Limits must be whole numbers of 0 or more', 0);
const tier = z.object({ magicCV: limit, angelAssistant: limit, lazyApply: limit, lazyTemplates: limit });

export const settingsFormSchema = settingsSchema.extend({
  email: z.object({ fromName: z.string().trim(), fromEmail: email, supportEmail: email }),
  api: z.object({
    rateLimit: whole('Rate limit must be at least 1', 1),
    timeout: whole('Timeout must be between 5 and 120 seconds', 5, 120),
  }),
  limits: z.object({ freeTier: tier, basicTier: tier, premiumTier: tier }),
});

export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

// Compile-time proof that what the form produces is a complete settings document.
const _sameShape: SystemSettings = {} as SettingsFormValues;
void _sameShape;
