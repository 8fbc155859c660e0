/**
 * adminUpdateUser: the admin console's edit form (docs/product-rules.md 15.3). The admin corrects
 * a user document; identity and history (uid, email, createdAt, lastLogin, the plan period) stay
 * as the server wrote them, and the search fields are recomputed here rather than trusted from
 * the client. Subscription fields are patched one by one so addOns, dates and the rest survive.
 */
import { searchFields } from '@/domain/admin/user-search';
import { adminUpdateUserInput, type AdminUpdateUserResult } from '@/domain/admin/user-edit';
import { readStoredUser } from '@/domain/stored-user';
import { safeUserPatch, userDocSchema } from '@/domain/user';
import { defineHandler, HandlerError } from '../ports';

/** Extra fields (docs/product-rules.md 15.3) are any other top-level name with a JSON value, checked by the input schema. */
const isDocField = (key: string) => key in userDocSchema.shape;

export const adminUpdateUser = defineHandler({
  name: 'adminUpdateUser',
  access: 'admin',
  input: adminUpdateUserInput,
  async run(deps, _ctx, { uid, changes }): Promise<AdminUpdateUserResult> {
    const path = `users/${uid}`;
    const { subscription, ...top } = changes;
    await deps.store.transaction(async (tx) => {
      const snap = await tx.get(path);
      if (!snap) throw new HandlerError('not-found', 'User not found.');

      const stored = readStoredUser(snap.data);
      const entries = Object.entries(top);
      const known = Object.fromEntries(entries.filter(([key]) => isDocField(key)));
      const extras = Object.fromEntries(entries.filter(([key]) => !isDocField(key)));
      const name = top.name ?? stored.name;
      const checked = safeUserPatch(
        { ...known, ...searchFields(name, stored.email), updatedAt: deps.clock.now() },
        subscription,
      );
      // A field of the document given a value of the wrong kind (an extra named `timeZone`
      // holding a number) is the admin's mistake to correct, not a server failure.
      if (!checked.success) throw new HandlerError('invalid-argument', checked.message);
      tx.update(path, { ...extras, ...checked.patch });
    });
    return { uid };
  },
});
