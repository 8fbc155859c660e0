/**
 * The caller's private upload folders (storage.rules, `match /uploads/{uid}/...`, mirrored by
 * server/files/storage-policy.ts): each folder takes only the content types its feature reads, up to
 * a size cap per file. Handlers read a path only from the caller's own folder of the right kind.
 */
import { IMAGE_CONTENT_TYPES } from './image-signature';

/** The resume formats Magic CV and Easy Apply read, by kind (DOC: Easy Apply only). */
export const RESUME_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain',
} as const;

const MB = 1024 * 1024;

export const UPLOAD_FOLDERS = {
  /** Original resumes kept beside what is made from them. */
  resumes: { contentTypes: Object.values(RESUME_CONTENT_TYPES) as readonly string[], maxBytes: 5 * MB },
  /** Profile photos and design images of the template generator. */
  images: { contentTypes: Object.values(IMAGE_CONTENT_TYPES) as readonly string[], maxBytes: 5 * MB },
} as const;

export type UploadFolder = keyof typeof UPLOAD_FOLDERS;

export const uploadPath = (uid: string, folder: UploadFolder, fileName: string): string =>
  `uploads/${uid}/${folder}/${fileName}`;

/** One file directly in the caller's own folder of that kind: no other uid, no sub-folder, no '..'. */
export function isOwnUpload(uid: string, path: string, folder: UploadFolder): boolean {
  const prefix = `uploads/${uid}/${folder}/`;
  const rest = path.startsWith(prefix) ? path.slice(prefix.length) : '';
  return rest !== '' && !rest.includes('/') && rest !== '.' && rest !== '..';
}

/** The folder a new upload at `path` goes to, with its owner; null outside uploads/{uid}/{folder}/. */
export function uploadFolderOf(path: string): { uid: string; folder: UploadFolder } | null {
  const m = /^uploads\/([^/]+)\/([^/]+)\/[^/]+$/.exec(path);
  if (!m || !Object.hasOwn(UPLOAD_FOLDERS, m[2]!)) return null;
  return { uid: m[1]!, folder: m[2] as UploadFolder };
}
