/**
 * admin/settings — mirrors `match /admin/settings` in firestore.rules line for line. System
 * settings (limits, feature switches, maintenance) saved by the admin console; handlers read
 * them with admin rights, so nobody else needs access.
 */
import { isAdmin } from './helpers';
import type { CollectionPolicy } from './types';

export const adminSettingsPolicy: CollectionPolicy = {
  pattern: 'admin/settings',

  // Only the admin reads and saves the settings.
  read: (auth) => isAdmin(auth),

  // The console gets the one document by its path; there is nothing to list.
  list: () => false,

  create: (auth) => isAdmin(auth),
  update: (auth) => isAdmin(auth),

  // Deleting would silently reset every limit to the defaults: the console only saves.
  delete: () => false,
};
