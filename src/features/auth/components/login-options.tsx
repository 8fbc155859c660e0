import { Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { GoogleIcon } from './google-icon';

export function LoginOptions({
  busy,
  onGoogle,
  onEmail,
}: {
  busy: boolean;
  onGoogle: () => void;
  onEmail: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <Button variant="outline" size="lg" disabled={busy} aria-busy={busy} onClick={onGoogle}>
        {busy ? <ButtonSpinner /> : <GoogleIcon />}
        Continue with Google
      </Button>
      <div className="flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        or
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <Button variant="secondary" size="lg" disabled={busy} onClick={onEmail}>
        <Mail aria-hidden="true" className="h-5 w-5" />
        Continue with Email
      </Button>
    </div>
  );
}
