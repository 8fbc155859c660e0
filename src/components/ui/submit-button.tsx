import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from './button';
import { ButtonSpinner } from './spinner';

/**
 * A form's main action: its icon, or a spinner while `busy` (then it is also disabled and
 * marked busy), full width on small screens.
 */
export function SubmitButton({
  icon: Icon,
  busy,
  disabled = false,
  children,
}: {
  icon: LucideIcon;
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={disabled || busy}
      aria-busy={busy}
      className="w-full sm:w-auto sm:self-start"
    >
      {busy ? <ButtonSpinner /> : <Icon aria-hidden="true" className="h-5 w-5" />}
      {children}
    </Button>
  );
}
