import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete User"
      actionLabel="Delete"
      onClose={onClose}
      onConfirm={() => (user ? onConfirm(user) : Promise.resolve())}
      failure={() => 'Failed to delete user. Please try again.'}
    >
      {user && (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-200">{DELETE_QUESTION}</p>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {displayName(user)}
            {user.email ? ` (${user.email})` : ''}
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
