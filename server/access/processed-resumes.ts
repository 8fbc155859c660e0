/**
 * processedResumes/{id} — mirrors `match /processedResumes/{id}` in firestore.rules line for
 * line. The Magic CV history: written only by the tailorResume handler (status, download URL,
 * scores must be the server's word, DESIGN section 5); the owner and the admin read it.
 */
import { constrainsEqual, isAdmin, isSignedIn } from './helpers';
import type { CollectionPolicy } from './types';

export const processedResumesPolicy: CollectionPolicy = {
  pattern: 'processedResumes/{id}',

  // The owner reads their records (history, download links); the admin reads all of them.
  read: (auth, doc) =>
    isAdmin(auth) || (isSignedIn(auth) && doc.data !== null && doc.data.userId === auth.uid),

  // A list must be constrained to the caller's own userId (the page's live history query).
  list: (auth, q) => isAdmin(auth) || (isSignedIn(auth) && constrainsEqual(q, 'userId', auth.uid)),

  // Only the handler writes records: a client could otherwise fake a completed generation.
  create: () => false,
  update: () => false,
  delete: () => false,
};
