/**
 * processedTemplates/{id} — mirrors `match /processedTemplates/{id}` in firestore.rules line for
 * line. The template generator's history: written only by the generateTemplateResume handler
 * (status and download URL must be the server's word, DESIGN section 5); the owner reads their
 * records (history, download links), the admin reads all of them.
 */
import { serverRecordsOwnedByUserId } from './helpers';

export const processedTemplatesPolicy = serverRecordsOwnedByUserId('processedTemplates/{id}');
