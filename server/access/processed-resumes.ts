/**
 * processedResumes/{id} — mirrors `match /processedResumes/{id}` in firestore.rules line for
 * line. The Magic CV history: written only by the tailorResume handler (status, download URL and
 * scores must be the server's word, or a client could fake a completed generation); the owner
 * reads their records (history, download links), the admin reads all of them.
 */
import { serverRecordsOwnedByUserId } from './helpers';

export const processedResumesPolicy = serverRecordsOwnedByUserId('processedResumes/{id}');
