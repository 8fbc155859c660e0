/**
 * ideas/{id} — mirrors `match /ideas/{id}` in firestore.rules line for line. Tool ideas from the
 * landing page's dialog: anyone, even signed out, may send one in the dialog's shape; nobody
 * edits or deletes them, and only the admin reads them (they hold e-mail addresses).
 */
import type { DocData } from '../../functions/src/handlers/ports';
import { IDEA_EMAIL_PATTERN, IDEA_KEYS, IDEA_LIMITS } from '../../src/domain/ideas';
import { isAdmin, isStringOfLength } from './helpers';
import type { Auth, CollectionPolicy, RequestContext } from './types';

const EMAIL = new RegExp(IDEA_EMAIL_PATTERN);
const has = (d: DocData, k: string) => Object.prototype.hasOwnProperty.call(d, k);

// A signed-out sender leaves userId null; a signed-in one may name only themselves.
const validSender = (auth: Auth, userId: unknown) =>
  userId === null || (auth !== null && userId === auth.uid);

// The dialog's shape: exactly its keys, typed and bounded, stamped with the server's time.
function validNewIdea(auth: Auth, d: DocData, req: RequestContext): boolean {
  return (
    Object.keys(d).every((k) => (IDEA_KEYS as readonly string[]).includes(k)) &&
    IDEA_KEYS.every((k) => has(d, k)) &&
    isStringOfLength(d.name, 1, IDEA_LIMITS.nameMax) &&
    (d.name as string).trim().length > 0 &&
    isStringOfLength(d.email, 3, IDEA_LIMITS.emailMax) &&
    EMAIL.test(d.email as string) &&
    isStringOfLength(d.idea, IDEA_LIMITS.ideaMin, IDEA_LIMITS.ideaMax) &&
    (d.idea as string).trim().length >= IDEA_LIMITS.ideaMin &&
    d.createdAt instanceof Date &&
    d.createdAt.getTime() === req.now.getTime() &&
    validSender(auth, d.userId)
  );
}

export const ideasPolicy: CollectionPolicy = {
  pattern: 'ideas/{id}',

  // Ideas carry e-mail addresses: only the admin reads them, not even their sender.
  read: (auth) => isAdmin(auth),
  list: (auth) => isAdmin(auth),

  // The dialog works for visitors too, so no sign-in is needed, only the right shape.
  create: (auth, after, req) => validNewIdea(auth, after.data, req),

  // Create-only: a sent idea is a record, not something to edit or withdraw.
  update: () => false,
  delete: () => false,
};
