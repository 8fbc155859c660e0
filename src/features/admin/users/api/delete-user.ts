import type { Callables } from '@/backend/ports';
import type { AdminDeleteUserInput, AdminDeleteUserResult } from '@/domain/admin/user-edit';

/** The admin-only `adminDeleteUser` callable: the user document and the sign-in account. */
export function deleteUser(functions: Callables, uid: string) {
  return functions.call<AdminDeleteUserInput, AdminDeleteUserResult>('adminDeleteUser', { uid });
}
