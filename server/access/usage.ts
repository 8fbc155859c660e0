/**
 * usage/{id} — mirrors `match /usage/{id}` in firestore.rules line for line. One counter
 * document per user per local day (`{uid}_{YYYY-MM-DD}`), kept by handlers inside the same
 * transaction that enforces the daily limit; a client write would reset its own limit.
 */
import { constrainsEqual, isAdmin, isSignedIn } from './helpers';
import type { CollectionPolicy } from './types';

export const usagePolicy: CollectionPolicy = {
  pattern: 'usage/{id}',

  // The owner reads their own counters (usage bar); the admin reads all (statistics).
  read: (auth, doc) =>
    isAdmin(auth) || (isSignedIn(auth) && doc.data !== null && doc.data.userId === auth.uid),

  // A list must be constrained to the caller's own userId.
  list: (auth, q) => isAdmin(auth) || (isSignedIn(auth) && constrainsEqual(q, 'userId', auth.uid)),

  // Counters are the server's: no client, not even the admin, writes them.
  create: () => false,
  update: () => false,
  delete: () => false,
};
