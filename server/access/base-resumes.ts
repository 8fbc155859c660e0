/**
 * baseResumes/{id} — mirrors `match /baseResumes/{id}` in firestore.rules line for line. A
 * person's reviewed resume (issue 16): written only by the saveBaseResume/deleteBaseResume
 * handlers, read by its owner (and the admin, like every server record).
 */
import { serverRecordsOwnedByUserId } from './helpers';

export const baseResumesPolicy = serverRecordsOwnedByUserId('baseResumes/{id}');
