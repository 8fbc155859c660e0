import { serverTime, type DocStore } from '@/backend/ports';
import { NEWSLETTER_COLLECTION, type NewsletterSource } from '@/domain/newsletter';

/**
 * Stores one sign-up. add() with a generated id: the rules let anyone create but nobody read back
 * or update, so a stable id per address (which would need a hash or expose existence) buys nothing.
 */
export function subscribeNewsletter(docs: DocStore, email: string, source: NewsletterSource) {
  return docs.add(NEWSLETTER_COLLECTION, { email, createdAt: serverTime(), source });
}
