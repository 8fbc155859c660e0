/**
 * pricingPageVisits/{id} — mirrors `match /pricingPageVisits/{id}` in firestore.rules. Visit logs
 * are written by the logPricingPageVisit handler only (DESIGN section 5: visit logs are server
 * records); the admin reads them for analytics; nobody else reads or writes them.
 */
import { isAdmin } from './helpers';
import type { CollectionPolicy } from './types';

export const pricingVisitsPolicy: CollectionPolicy = {
  pattern: 'pricingPageVisits/{id}',
  read: (auth) => isAdmin(auth),
  list: (auth) => isAdmin(auth),
  create: () => false,
  update: () => false,
  delete: () => false,
};
