import type { FileStore } from '@/backend/ports';
import { CONTENT_TYPES } from '@/components/resume-input/file-signature';
import type { ResumeFileKind } from '@/components/resume-input/read-resume-file';
import { safeFileName } from '@/domain/safe-file-name';

/**
 * Keeps the user's original resume file beside what is made from it (uploads/{uid}/ is
 * owner-only; Magic CV and Easy Apply). Resolves to the storage path the callable records.
 */
export async function uploadOriginal(
  files: FileStore,
  uid: string,
  file: File,
  kind: ResumeFileKind,
  now: number = Date.now(),
): Promise<string> {
  const path = `uploads/${uid}/${now}_${safeFileName(file.name, kind)}`;
  await files.upload(path, file, { contentType: CONTENT_TYPES[kind] });
  return path;
}
