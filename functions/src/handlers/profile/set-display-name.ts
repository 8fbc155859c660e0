/**
 * setDisplayName: the caller's new display name (users/{uid}.name, copied into every comment they
 * post), written only here since firestore.rules refuses a client write of `name`
 * (docs/product-rules.md 2.7). A name that reads as staff (staff-name.ts: look-alike letters,
 * invisible characters, words run together) is refused unless the caller is the admin; the
 * admin's user search field (`nameLower`) follows the new name.
 */
import { searchFields } from '@/domain/admin/user-search';
import {
  DISPLAY_NAME_MESSAGES,
  displayNameInputSchema,
  SET_DISPLAY_NAME,
  type DisplayNameResult,
} from '@/domain/display-name';
import { userPatch } from '@/domain/user';
import { defineHandler, HandlerError } from '../ports';
import { hasVisibleText } from './name-reading';
import { isStaffName } from './staff-name';

export const setDisplayName = defineHandler({
  name: SET_DISPLAY_NAME,
  access: 'user',
  input: displayNameInputSchema,
  async run(deps, ctx, { name }): Promise<DisplayNameResult> {
    // Only invisible characters (a zero-width space) would show an empty name on every comment.
    if (!hasVisibleText(name)) throw new HandlerError('invalid-argument', DISPLAY_NAME_MESSAGES.blank);
    // The admin claim of the verified token, never a document field (docs/architecture.md 3).
    if (!ctx.admin && isStaffName(name)) {
      throw new HandlerError('invalid-argument', DISPLAY_NAME_MESSAGES.staff);
    }
    const path = `users/${ctx.uid}`;
    await deps.store.transaction(async (tx) => {
      const snap = await tx.get(path);
      // syncUser creates the document at sign-in; without one there is no profile to name.
      if (!snap) throw new HandlerError('failed-precondition', DISPLAY_NAME_MESSAGES.noAccount);
      tx.update(path, userPatch({ name, nameLower: searchFields(name, snap.data.email).nameLower }));
    });
    return { name };
  },
});
