/**
 * newsletterSubscribers/{id} — mirrors `match /newsletterSubscribers/{id}` in firestore.rules line
 * for line. The blog's Subscribe box: anyone, signed in or not, may leave an address; the list is
 * personal data, so only the admin reads it; a sign-up is never edited or removed by a client.
 */
import type { DocData } from '../../functions/src/handlers/ports';
import {
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_EMAIL_PATTERN,
  NEWSLETTER_KEYS,
  NEWSLETTER_SOURCES,
} from '../../src/domain/newsletter';
import { isAdmin, isStringOfLength } from './helpers';
import type { CollectionPolicy, RequestContext } from './types';

const has = (d: DocData, k: string) => Object.prototype.hasOwnProperty.call(d, k);

// Exactly the three keys; the address as the box stores it (trimmed, lowercased, one @, bounded);
// the time the server's, so nobody backdates a sign-up.
function validSignUp(d: DocData, req: RequestContext): boolean {
  return (
    Object.keys(d).every((k) => (NEWSLETTER_KEYS as readonly string[]).includes(k)) &&
    NEWSLETTER_KEYS.every((k) => has(d, k)) &&
    isStringOfLength(d.email, 3, NEWSLETTER_EMAIL_MAX) &&
    NEWSLETTER_EMAIL_PATTERN.test(d.email as string) &&
    d.email === (d.email as string).toLowerCase() &&
    (NEWSLETTER_SOURCES as readonly unknown[]).includes(d.source) &&
    d.createdAt instanceof Date &&
    d.createdAt.getTime() === req.now.getTime()
  );
}

export const newsletterSubscribersPolicy: CollectionPolicy = {
  pattern: 'newsletterSubscribers/{id}',

  // Addresses are personal data: only the admin reads or lists them.
  read: (auth) => isAdmin(auth),
  list: (auth) => isAdmin(auth),

  // No account is needed to subscribe (the blog is public).
  create: (_auth, after, req) => validSignUp(after.data, req),

  // A sign-up is a one-time record; unsubscribing is a request to support, not a client write.
  update: () => false,
  delete: () => false,
};
