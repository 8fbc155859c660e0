import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { SettingsFormValues } from '../lib/settings-form-schema';
import { CheckboxField } from './checkbox-field';
import { SettingsCard } from './settings-card';

type Form = UseFormReturn<SettingsFormValues>;

const textareaClass =
  'min-h-24 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export function MaintenanceSection({ form }: { form: Form }) {
  const { register } = form;
  return (
    <SettingsCard title="Maintenance Mode">
      <CheckboxField
        label="Enable maintenance mode"
        hint="Visitors see the message below instead of the site."
        {...register('maintenance.enabled')}
      />
      <div className="flex flex-col gap-1">
        <label
          htmlFor="maintenance-message"
          className="text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          Maintenance Message
        </label>
        <textarea id="maintenance-message" className={textareaClass} {...register('maintenance.message')} />
      </div>
      <CheckboxField
        label="Allow admin access during maintenance"
        hint="The admin console stays reachable either way."
        {...register('maintenance.allowAdminAccess')}
      />
    </SettingsCard>
  );
}

export function EmailSection({ form }: { form: Form }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <SettingsCard title="Email Configuration">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="From Name"
          error={errors.email?.fromName?.message}
          {...register('email.fromName')}
        />
        <TextField
          label="From Email"
          type="email"
          error={errors.email?.fromEmail?.message}
          {...register('email.fromEmail')}
        />
        <TextField
          label="Support Email"
          type="email"
          error={errors.email?.supportEmail?.message}
          {...register('email.supportEmail')}
        />
      </div>
    </SettingsCard>
  );
}

export function ApiSection({ form }: { form: Form }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <SettingsCard title="API Configuration">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Rate Limit (requests per minute)"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.api?.rateLimit?.message}
          {...register('api.rateLimit', { valueAsNumber: true })}
        />
        <TextField
          label="Timeout (seconds)"
          type="number"
          inputMode="numeric"
          min={5}
          max={120}
          error={errors.api?.timeout?.message}
          {...register('api.timeout', { valueAsNumber: true })}
        />
      </div>
    </SettingsCard>
  );
}
