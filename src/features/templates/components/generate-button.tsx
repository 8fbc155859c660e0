import { Sparkles } from 'lucide-react';
import { SubmitButton } from '@/components/ui/submit-button';

export const GENERATE_LABEL = 'Generate Professional Resume';
export const CREATING_LABEL = 'Creating Your Resume...';
export const UPLOADING_LABEL = 'Uploading Template...';

/** The submit button; its label tells what the page is busy with. */
export function GenerateButton({
  busy,
  disabled,
}: {
  busy: 'creating' | 'uploading' | null;
  disabled: boolean;
}) {
  return (
    <SubmitButton icon={Sparkles} busy={busy !== null} disabled={disabled}>
      {busy === 'uploading' ? UPLOADING_LABEL : busy === 'creating' ? CREATING_LABEL : GENERATE_LABEL}
    </SubmitButton>
  );
}
