import type { FileStore } from '@/backend/ports';
import { CONTENT_TYPES } from '@/domain/resume-file-signature';
import type { ResumeFileKind } from '@/components/resume-input/read-resume-file';
import { safeFileName } from '@/domain/safe-file-name';
import { uploadPath } from '@/domain/uploads';

/**
 * Keeps the user's original resume file beside what is made from it (uploads/{uid}/resumes/ is
 * owner-only; Magic CV and Easy Apply). Resolves to the storage path the callable records.
 */
export async function uploadOriginal(
  files: FileStore,
  uid: string,
  file: File,
  kind: ResumeFileKind,
  now: number = Date.now(),
): Promise<string> {
  const path = uploadPath(uid, 'resumes', `${now}_${safeFileName(file.name, kind)}`);
  await files.upload(path, file, { contentType: CONTENT_TYPES[kind] });
  return path;
}
