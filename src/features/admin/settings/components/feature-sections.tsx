import type { UseFormReturn } from 'react-hook-form';
import { LIMITED_FEATURES, type LimitedFeature } from '@/domain/settings';
import type { SettingsFormValues } from '../lib/settings-form-schema';
import { CheckboxField } from './checkbox-field';
import { SettingsCard } from './settings-card';

type Form = UseFormReturn<SettingsFormValues>;

const LABELS: Record<LimitedFeature, string> = {
  magicCV: 'Magic CV',
  angelAssistant: 'Angel Assistant',
  lazyApply: 'Lazy Apply (Easy Apply)',
  lazyTemplates: 'Lazy Templates',
};

const TIERS = [
  { key: 'freeTier', label: 'Free' },
  { key: 'basicTier', label: 'Basic' },
  { key: 'premiumTier', label: 'Premium' },
] as const;

export function FeatureTogglesSection({ form }: { form: Form }) {
  return (
    <SettingsCard title="Feature Toggles">
      <div className="grid gap-4 sm:grid-cols-2">
        {LIMITED_FEATURES.map((f) => (
          <CheckboxField key={f} label={LABELS[f]} {...form.register(`features.${f}`)} />
        ))}
      </div>
    </SettingsCard>
  );
}

/** Daily limits per plan tier (the handlers enforce these numbers: docs/product-rules.md 6.3). */
export function UsageLimitsSection({ form }: { form: Form }) {
  const {
    register,
    formState: { errors },
  } = form;
  const firstError = TIERS.flatMap((t) =>
    LIMITED_FEATURES.map((f) => errors.limits?.[t.key]?.[f]?.message),
  ).find(Boolean);
  return (
    <SettingsCard title="Usage Limits">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Daily limits per feature and plan tier</caption>
          <thead>
            <tr className="text-slate-500 dark:text-slate-400">
              <th scope="col" className="py-2 pr-3 font-medium">
                Feature
              </th>
              {TIERS.map((t) => (
                <th key={t.key} scope="col" className="px-2 py-2 font-medium">
                  {t.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {LIMITED_FEATURES.map((f) => (
              <tr key={f} className="border-t border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-800 dark:text-slate-100">
                  {LABELS[f]}
                </th>
                {TIERS.map((t) => (
                  <td key={t.key} className="px-2 py-2">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      aria-label={`${LABELS[f]} ${t.label} limit`}
                      aria-invalid={errors.limits?.[t.key]?.[f] ? true : undefined}
                      className="h-10 w-20 rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
                      {...register(`limits.${t.key}.${f}`, { valueAsNumber: true })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {firstError && <p className="text-sm text-red-600 dark:text-red-400">{firstError}</p>}
    </SettingsCard>
  );
}
