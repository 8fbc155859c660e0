import type { Callables } from '@/backend/ports';
import {
  EXPORT_AUTH_USERS,
  type ExportAuthUsersInput,
  type ExportAuthUsersResult,
} from '@/domain/admin/export-users';

/** One page of the exportAuthUsers callable; an answer without rows counts as a failure. */
export async function exportAuthUsersPage(
  functions: Callables,
  input: ExportAuthUsersInput,
): Promise<ExportAuthUsersResult> {
  const res = await functions.call<ExportAuthUsersInput, ExportAuthUsersResult>(EXPORT_AUTH_USERS, input);
  if (!res || res.success !== true || !Array.isArray(res.data)) {
    throw new Error('exportAuthUsers returned no data');
  }
  return res;
}
