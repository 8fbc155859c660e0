/**
 * angelDownloads/{id} — mirrors `match /angelDownloads/{id}` in firestore.rules line for line.
 * The Angel installer download log: written only by the logAngelDownload handler (download logs
 * are server records, DESIGN section 5); the admin counts them on the overview.
 */
import { isAdmin } from './helpers';
import type { CollectionPolicy } from './types';

export const angelDownloadsPolicy: CollectionPolicy = {
  pattern: 'angelDownloads/{id}',

  // Only the admin reads the log (overview counts and breakdowns).
  read: (auth) => isAdmin(auth),
  list: (auth) => isAdmin(auth),

  // Nobody writes from a client, not even the admin: a count anyone could inflate is worthless.
  create: () => false,
  update: () => false,
  delete: () => false,
};
