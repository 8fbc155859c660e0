/**
 * Storage paths — mirrors storage.rules line for line. Each user has a private folder for the
 * resumes they upload; handlers write everything else with admin rights.
 */
import { isOwner } from './helpers';
import type { Auth } from './types';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

function ownerOfUpload(path: string): string | undefined {
  const parts = path.split('/');
  // uploads/{uid}/{allPaths=**}: `**` matches zero or more segments (rules version 2).
  return parts.length >= 2 && parts[0] === 'uploads' ? parts[1] : undefined;
}

/** Reading without the download token: only the owner. */
export function canReadFile(auth: Auth, path: string): boolean {
  return isOwner(auth, ownerOfUpload(path));
}

/** Upload (`size` given) or delete (`size` null): only the owner, uploads up to 5 MB. */
export function canWriteFile(auth: Auth, path: string, size: number | null): boolean {
  return isOwner(auth, ownerOfUpload(path)) && (size === null || size <= MAX_UPLOAD_BYTES);
}
