import { useState } from 'react';
import { AdminSection } from '@/components/layout/admin-section';
import { Alert } from '@/components/ui/alert';
import { useTimedFlag } from '@/components/hooks/use-timed-flag';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { EditUserSheet } from '../components/edit-user-sheet';
import { ListResults, SearchResults } from '../components/users-results';
import { UsersToolbar } from '../components/users-toolbar';
import { useUserActions } from '../hooks/use-user-actions';
import { useUserList } from '../hooks/use-user-list';
import { useUserSearch } from '../hooks/use-user-search';
import { DEFAULT_LIST_OPTIONS, type SortField } from '@/domain/admin/user-list';
import type { UserRow } from '../lib/user-row';

/** /admin/users (docs/product-rules.md 15.3): search, sort, filter, view/edit and delete users. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState(DEFAULT_LIST_OPTIONS);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const saved = useTimedFlag(4000);
  const found = useUserSearch(search);
  const searching = found.kind !== 'off';
  const list = useUserList(options, !searching);
  const { update, remove } = useUserActions();

  const sortBy = (field: SortField) =>
    setOptions((o) =>
      o.sortBy === field
        ? { ...o, direction: o.direction === 'asc' ? 'desc' : 'asc' }
        : { ...o, sortBy: field, direction: 'desc' },
    );
  const actions = {
    onEdit: (row: UserRow) => (saved.hide(), setEditing(row)),
    onDelete: (row: UserRow) => setDeleting(row),
  };

  return (
    <AdminSection title="User Management">
      <UsersToolbar
        search={search}
        onSearch={setSearch}
        options={options}
        onOptions={setOptions}
        searching={searching}
      />
      {saved.visible && <Alert tone="success">User updated successfully!</Alert>}
      {searching ? (
        <SearchResults search={found} planId={options.planId} {...actions} />
      ) : (
        <ListResults list={list} options={options} onSort={sortBy} {...actions} />
      )}
      {editing && (
        <EditUserSheet
          key={editing.id}
          user={editing}
          onClose={() => setEditing(null)}
          onSave={async (uid, changes) => {
            await update.mutateAsync({ uid, changes });
            saved.show();
          }}
        />
      )}
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(u) => remove.mutateAsync(u.id)}
      />
    </AdminSection>
  );
}
