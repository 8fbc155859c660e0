import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useBackend } from '@/components/providers/backend-context';
import {
  createNotificationSchema,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  parseExpiryDays,
  type CreateNotificationInput,
  type CreateNotificationValues,
} from '@/domain/notifications';
import { createNotification } from '../api/create-notification';
import { SelectField } from '@/components/ui/select-field';

/** docs/product-rules.md 15.9: the form closes 2 s after a success. */
export const CLOSE_AFTER_SUCCESS_MS = 2000;

const TYPE_OPTIONS = [
  { value: 'info', label: 'Info' },
  { value: 'success', label: 'Success' },
  { value: 'warning', label: 'Warning' },
  { value: 'error', label: 'Error' },
] as const;
const AUDIENCE_OPTIONS = [
  { value: 'all', label: 'All users' },
  { value: 'premium', label: 'Premium users' },
  { value: 'free', label: 'Free users' },
] as const;
const DEFAULTS: CreateNotificationInput = {
  title: '',
  message: '',
  type: 'info',
  targetUserType: 'all',
  expiryDays: String(NOTIFICATION_LIMITS.expiryDaysDefault),
};

export function CreateNotificationForm({
  onCreated,
  onClose,
}: {
  onCreated: () => void;
  onClose: () => void;
}) {
  const { docs } = useBackend();
  const [outcome, setOutcome] = useState<'created' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CreateNotificationInput, unknown, CreateNotificationValues>({
    resolver: zodResolver(createNotificationSchema),
    defaultValues: DEFAULTS,
  });
  const days = parseExpiryDays(useWatch({ control, name: 'expiryDays' }));

  useEffect(() => {
    if (outcome !== 'created') return;
    const t = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(t);
  }, [outcome, onClose]);

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await createNotification(docs, values, new Date());
      reset(DEFAULTS);
      setOutcome('created');
      onCreated();
    } catch (e) {
      console.error('create notification failed', e);
      setOutcome('failed');
    }
  });

  return (
    <form
      noValidate
      aria-label="Create Notification"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      {outcome === 'created' && <Alert tone="success">{NOTIFICATION_MESSAGES.created}</Alert>}
      {outcome === 'failed' && <Alert>{NOTIFICATION_MESSAGES.createFailed}</Alert>}
      <TextField label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
      <TextAreaField label="Message" rows={3} error={errors.message?.message} {...register('message')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Type" options={TYPE_OPTIONS} {...register('type')} />
        <SelectField label="Target audience" options={AUDIENCE_OPTIONS} {...register('targetUserType')} />
        <div className="flex flex-col gap-1">
          <TextField
            label="Expires in (days)"
            type="number"
            inputMode="numeric"
            min={NOTIFICATION_LIMITS.expiryDaysMin}
            max={NOTIFICATION_LIMITS.expiryDaysMax}
            {...register('expiryDays')}
          />
          <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="expiry-hint">
            Expires after {days} {days === 1 ? 'day' : 'days'} (1 to 365; 7 when empty)
          </p>
        </div>
      </div>
      <FormActions onCancel={onClose} submitLabel="Send Notification" busy={isSubmitting} />
    </form>
  );
}
