import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { ButtonSpinner } from '@/components/ui/spinner';
import { userChangesSchema, type UserChanges } from '@/domain/admin/user-edit';
import { changesOf, editValuesOf, subscriptionOf } from '../lib/edit-form';
import { formatDate, formatLastLogin, type UserRow } from '../lib/user-row';
import { EditUserFields } from './edit-user-fields';

function ReadOnly({ user }: { user: UserRow }) {
  const sub = subscriptionOf(user.data);
  const items: [string, string][] = [
    ['User ID', user.id],
    ['Email', user.email || 'N/A'],
    ['Created', formatDate(user.createdAt)],
    ['Last Login', formatLastLogin(user.lastLogin)],
    ['Start Date', formatDate(sub.startDate)],
    ['Expiry Date', formatDate(sub.expiryDate)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-2 dark:bg-slate-800/60">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="break-all text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The View/Edit form for one user; the parent mounts it per user (key) so state starts fresh. */
export function EditUserSheet({
  user,
  onClose,
  onSave,
}: {
  user: UserRow;
  onClose: () => void;
  onSave: (uid: string, changes: UserChanges) => Promise<unknown>;
}) {
  const [initial] = useState(() => editValuesOf(user.data));
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  /** Null: no failure; '' a failed call; otherwise why the form's values were refused. */
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const changes = changesOf(initial, values);
    if (Object.keys(changes).length === 0) return onClose();
    // The handler checks the same schema; checking here first can say which value is wrong.
    const parsed = userChangesSchema.safeParse(changes);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setFailure(issue ? `${issue.path.join('.')}: ${issue.message}` : '');
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSave(user.id, changes);
      onClose();
    } catch (err) {
      console.error('adminUpdateUser failed', err);
      setFailure('');
      setBusy(false);
    }
  }

  return (
    <Sheet open onClose={() => !busy && onClose()} title="Edit User">
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
        <ReadOnly user={user} />
        <EditUserFields values={values} onChange={setValues} />
        {failure !== null && (
          <Alert>
            Failed to update user. Please try again.
            {failure && <span className="mt-1 block">{failure}</span>}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy && <ButtonSpinner />}
            Save Changes
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
