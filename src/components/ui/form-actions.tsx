import { Button } from './button';
import { ButtonSpinner } from './spinner';

/**
 * The footer of a dialog-style form: Cancel, then the submit button, which shows a spinner and
 * aria-busy while the form submits. Stacked on a phone with the submit button on top.
 */
export function FormActions({
  onCancel,
  submitLabel,
  busy = false,
}: {
  onCancel: () => void;
  submitLabel: string;
  busy?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy && <ButtonSpinner />}
        {submitLabel}
      </Button>
    </div>
  );
}
