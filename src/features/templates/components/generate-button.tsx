import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';

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
    <Button
      type="submit"
      size="lg"
      disabled={disabled || busy !== null}
      aria-busy={busy !== null}
      className="w-full sm:w-auto sm:self-start"
    >
      {busy ? <ButtonSpinner /> : <Sparkles aria-hidden="true" className="h-5 w-5" />}
      {busy === 'uploading' ? UPLOADING_LABEL : busy === 'creating' ? CREATING_LABEL : GENERATE_LABEL}
    </Button>
  );
}
