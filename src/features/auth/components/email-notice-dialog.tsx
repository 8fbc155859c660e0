import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Shown before the e-mail form: e-mail sign-in is for accounts that already have a password. */
export function EmailNoticeDialog({
  open,
  onCancel,
  onContinue,
}: {
  open: boolean;
  onCancel: () => void;
  onContinue: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} title="Sign in with email" hideClose>
      <div className="space-y-3 text-sm text-slate-600 dark:text-slate-300">
        <p>
          Email and password sign-in is only for accounts that were created with an email and password
          earlier. New accounts cannot be created here.
        </p>
        <p>We recommend Continue with Google: it is the fastest way to sign up or sign in.</p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onContinue} data-autofocus>
          Continue with Email
        </Button>
      </div>
    </Dialog>
  );
}
