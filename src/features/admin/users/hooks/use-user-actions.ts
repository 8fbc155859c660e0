import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/providers/backend-context';
import type { UserChanges } from '@/domain/admin/user-edit';
import { deleteUser } from '../api/delete-user';
import { updateUser } from '../api/update-user';
import { usersKey } from './use-user-list';

/** Save and delete; both refresh the list and any search so the table shows the stored state. */
export function useUserActions() {
  const { functions } = useBackend();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: usersKey });
  const update = useMutation({
    mutationFn: (input: { uid: string; changes: UserChanges }) => updateUser(functions, input),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (uid: string) => deleteUser(functions, uid),
    onSuccess: refresh,
  });
  return { update, remove };
}
