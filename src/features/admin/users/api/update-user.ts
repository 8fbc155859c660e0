import type { Callables } from '@/backend/ports';
import type { AdminUpdateUserInput, AdminUpdateUserResult } from '@/domain/admin/user-edit';

/** The admin-only `adminUpdateUser` callable: only the changed fields are sent. */
export function updateUser(functions: Callables, input: AdminUpdateUserInput) {
  return functions.call<AdminUpdateUserInput, AdminUpdateUserResult>('adminUpdateUser', input);
}
