/**
 * adminDeleteUser: the console's Delete action (docs/product-rules.md 15.3). Removes users/{uid} and the
 * sign-in account, so the person cannot sign in again and have syncUser recreate a fresh free
 * document. Their records elsewhere (processed resumes, orders, comments) are kept: orders are
 * the payment history and the other stores name their author without depending on the user doc.
 */
import { adminDeleteUserInput, type AdminDeleteUserResult } from '@/domain/admin/user-edit';
import { defineHandler, HandlerError } from '../ports';

export const adminDeleteUser = defineHandler({
  name: 'adminDeleteUser',
  access: 'admin',
  input: adminDeleteUserInput,
  async run(deps, ctx, { uid }): Promise<AdminDeleteUserResult> {
    // The console would otherwise lock its only admin out.
    if (uid === ctx.uid) throw new HandlerError('failed-precondition', 'You cannot delete your own account.');
    // The account first: if removing the document then fails, a retry finishes the job, while
    // the other order could leave an account whose next sign-in recreates the document.
    const authDeleted = await deps.auth.deleteUser(uid);
    const path = `users/${uid}`;
    const deleted = (await deps.store.get(path)) !== null;
    if (deleted) await deps.store.remove(path);
    return { deleted, authDeleted };
  },
});
