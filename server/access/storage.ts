/**
 * Storage paths — mirrors storage.rules line for line. Each user has a private folder for the
 * resumes they upload, and a read-only folder of the PDFs the server made for them; handlers
 * write everything else with admin rights.
 */
import { isOwner } from './helpers';
import type { Auth } from './types';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The `{uid}` of `<folder>/{uid}/{allPaths=**}`: `**` matches zero or more segments (rules v2). */
function ownerIn(folder: string, path: string): string | undefined {
  const parts = path.split('/');
  return parts.length >= 2 && parts[0] === folder ? parts[1] : undefined;
}

/** Reading without the download token: only the owner, in uploads/ and resumes/. */
export function canReadFile(auth: Auth, path: string): boolean {
  return isOwner(auth, ownerIn('uploads', path)) || isOwner(auth, ownerIn('resumes', path));
}

/**
 * Upload (`size` given) or delete (`size` null): only the owner, only in uploads/, up to 5 MB.
 * resumes/ is written by the tailorResume handler alone (a client could swap its PDF).
 */
export function canWriteFile(auth: Auth, path: string, size: number | null): boolean {
  return isOwner(auth, ownerIn('uploads', path)) && (size === null || size <= MAX_UPLOAD_BYTES);
}
