import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTimedFlag } from '@/components/hooks/use-timed-flag';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import type { SystemSettings } from '@/domain/settings';
import { settingsFormSchema, type SettingsFormValues } from '../lib/settings-form-schema';
import { ApiSection, EmailSection, MaintenanceSection } from './general-sections';
import { FeatureTogglesSection, UsageLimitsSection } from './feature-sections';

/** docs/product-rules.md 15.8: the success message clears after 3 s. */
export const SAVED_MESSAGE_MS = 3000;

export function SettingsForm({
  initial,
  onSave,
}: {
  initial: SystemSettings;
  onSave: (settings: SystemSettings) => Promise<void>;
}) {
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: initial,
  });
  const saved = useTimedFlag(SAVED_MESSAGE_MS);
  const [failed, setFailed] = useState(false);
  const { isSubmitting } = form.formState;

  async function submit(values: SettingsFormValues) {
    setFailed(false);
    saved.hide();
    try {
      await onSave(values);
      form.reset(values);
      saved.show();
    } catch (e) {
      console.error('saving system settings failed', e);
      setFailed(true);
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label="System settings"
      className="flex flex-col gap-4"
    >
      <MaintenanceSection form={form} />
      <EmailSection form={form} />
      <ApiSection form={form} />
      <FeatureTogglesSection form={form} />
      <UsageLimitsSection form={form} />
      {failed && <Alert>Failed to save settings</Alert>}
      {saved.visible && <Alert tone="success">Settings saved successfully</Alert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting && <ButtonSpinner />}
          {isSubmitting ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
