/**
 * jobs/{id} — mirrors `match /jobs/{id}` in firestore.rules line for line. Easy Apply's job
 * catalogue: public postings any signed-in user may read; only the admin (imports) and the
 * handlers (board upserts, with admin rights) write them, so nobody can plant a fake posting.
 */
import { isAdmin, isSignedIn } from './helpers';
import type { CollectionPolicy } from './types';

export const jobsPolicy: CollectionPolicy = {
  pattern: 'jobs/{id}',

  // Postings are public job ads; signing in is asked only to keep scrapers off our copy.
  read: (auth) => isSignedIn(auth),
  list: (auth) => isSignedIn(auth),

  // The admin curates the catalogue; everyone else could plant a fake posting.
  create: (auth) => isAdmin(auth),
  update: (auth) => isAdmin(auth),
  delete: (auth) => isAdmin(auth),
};
