import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { displayName, type UserRow } from '../lib/user-row';

export const DELETE_QUESTION = 'Are you sure you want to delete this user? This action cannot be undone.';

/** The confirmation before adminDeleteUser (docs/product-rules.md 15.3); stays open to show a failure. */
export function DeleteUserDialog({
  user,
  onClose,
  onConfirm,
}: {
  user: UserRow | null;
  onClose: () => void;
  onConfirm: (user: UserRow) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const close = () => {
    if (busy) return;
    setFailed(false);
    onClose();
  };

  async function confirm() {
    if (!user) return;
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm(user);
      setBusy(false);
      onClose();
    } catch (e) {
      console.error('adminDeleteUser failed', e);
      setBusy(false);
      setFailed(true);
    }
  }

  return (
    <Dialog open={user !== null} onClose={close} title="Delete User">
      {user && (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">{DELETE_QUESTION}</p>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {displayName(user)}
            {user.email ? ` (${user.email})` : ''}
          </p>
          {failed && <Alert>Failed to delete user. Please try again.</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
              {busy && <ButtonSpinner />}
              Delete
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
