import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { emailSignInSchema, type EmailSignInValues } from '../lib/email-sign-in-schema';

export function EmailSignInForm({
  busy,
  onSubmit,
  onBack,
}: {
  busy: boolean;
  onSubmit: (values: EmailSignInValues) => void;
  onBack: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailSignInValues>({ resolver: zodResolver(emailSignInSchema) });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-4"
      aria-label="Sign in with email"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy && <ButtonSpinner />}
        Sign In
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="inline-flex items-center justify-center gap-1 self-center rounded-md px-2 py-1 text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to sign in options
      </button>
    </form>
  );
}
