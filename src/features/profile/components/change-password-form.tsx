import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useBackend } from '@/components/providers/backend-context';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import {
  changePasswordErrorMessage,
  changePasswordSchema,
  type ChangePasswordValues,
} from '../lib/change-password-schema';

/** Re-authenticates with the current password, then sets the new one. */
export function ChangePasswordForm() {
  const { auth } = useBackend();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  async function onSubmit(values: ChangePasswordValues) {
    setResult(null);
    try {
      await auth.changePassword(values.currentPassword, values.newPassword);
      reset();
      setResult({ ok: true, message: 'Password updated successfully' });
    } catch (e) {
      setResult({ ok: false, message: changePasswordErrorMessage(e) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="flex max-w-md flex-col gap-4"
      aria-label="Change password"
    >
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="self-start">
        {isSubmitting && <ButtonSpinner />}
        Update Password
      </Button>
    </form>
  );
}
