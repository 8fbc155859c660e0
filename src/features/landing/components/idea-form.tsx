import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAuth } from '@/components/providers/auth-context';
import { useBackend } from '@/components/providers/backend-context';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import {
  IDEA_LIMITS,
  IDEA_MESSAGES,
  ideaFormSchema,
  type IdeaFormInput,
  type IdeaFormValues,
} from '@/domain/ideas';
import { submitIdea } from '../api/submit-idea';

/** Long enough to read the thank-you, short enough not to wait for it. */
export const CLOSE_AFTER_SENT_MS = 2000;

/**
 * Name, e-mail and idea; a signed-in visitor finds the first two filled in from the account.
 * `onDirtyChange` hears whether anything typed would be lost on closing (nothing once sent).
 */
export function IdeaForm({
  onClose,
  onDirtyChange,
}: {
  onClose: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { docs } = useBackend();
  const { user } = useAuth();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const defaults = { name: user?.displayName ?? '', email: user?.email ?? '', idea: '' };
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<IdeaFormInput, unknown, IdeaFormValues>({
    resolver: zodResolver(ideaFormSchema),
    defaultValues: defaults,
  });

  // Typed text, not what the account filled in nor blank space, is what closing would lose.
  const [name, email, idea] = useWatch({ control, name: ['name', 'email', 'idea'] });
  const dirty =
    outcome !== 'sent' &&
    ((idea ?? '').trim() !== '' ||
      (name ?? '').trim() !== defaults.name.trim() ||
      (email ?? '').trim() !== defaults.email.trim());
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  useEffect(() => {
    if (outcome !== 'sent') return;
    const t = setTimeout(onClose, CLOSE_AFTER_SENT_MS);
    return () => clearTimeout(t);
  }, [outcome, onClose]);

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await submitIdea(docs, values, user?.uid ?? null);
      setOutcome('sent');
    } catch (e) {
      console.error('idea submission failed', e);
      setOutcome('failed');
    }
  });

  if (outcome === 'sent') return <Alert tone="success">{IDEA_MESSAGES.sent}</Alert>;

  return (
    <form noValidate aria-label="Suggest a tool" onSubmit={submit} className="flex flex-col gap-4">
      {outcome === 'failed' && <Alert>{IDEA_MESSAGES.failed}</Alert>}
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextAreaField
        label="Your idea"
        rows={5}
        maxLength={IDEA_LIMITS.ideaMax}
        placeholder="What should the tool do, and who is it for?"
        error={errors.idea?.message}
        hint={`${IDEA_LIMITS.ideaMin} to ${IDEA_LIMITS.ideaMax} characters.`}
        {...register('idea')}
      />
      <FormActions onCancel={onClose} submitLabel="Send Idea" busy={isSubmitting} />
    </form>
  );
}
