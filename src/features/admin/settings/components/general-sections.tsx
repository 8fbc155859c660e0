import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import type { SettingsFormValues } from '../lib/settings-form-schema';
import { CheckboxField } from './checkbox-field';
import { SettingsCard } from './settings-card';

type Form = UseFormReturn<SettingsFormValues>;

export function MaintenanceSection({ form }: { form: Form }) {
  const { register } = form;
  return (
    <SettingsCard title="Maintenance Mode">
      <CheckboxField
        label="Enable maintenance mode"
        hint="Visitors see the message below instead of the site."
        {...register('maintenance.enabled')}
      />
      <TextAreaField
        id="maintenance-message"
        label="Maintenance Message"
        rows={3}
        {...register('maintenance.message')}
      />
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
