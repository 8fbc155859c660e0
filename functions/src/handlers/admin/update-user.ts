/**
 * adminUpdateUser: the admin console's edit form (docs/product-rules.md 15.3). The admin corrects
 * a user document; identity and history (uid, email, createdAt, lastLogin, the plan period) stay
 * as the server wrote them, and the search fields are recomputed here rather than trusted from
 * the client. Subscription fields are patched one by one so addOns, dates and the rest survive.
 */
import { searchFields } from '@/domain/admin/user-search';
import { adminUpdateUserInput, type AdminUpdateUserResult } from '@/domain/admin/user-edit';
import { defineHandler, HandlerError, type DocData } from '../ports';

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

      const patch: DocData = { ...top };
      for (const [key, value] of Object.entries(subscription ?? {})) {
        if (value !== undefined) patch[`subscription.${key}`] = value;
      }
      const name = top.name ?? snap.data.name;
      Object.assign(patch, searchFields(name, snap.data.email), { updatedAt: deps.clock.now() });
      tx.update(path, patch);
    });
    return { uid };
  },
});
