/**
 * The files a generation reads from the caller's image folder: only paths under
 * uploads/{uid}/images/ (the storage rules let nobody else write there), decoded before use.
 */
import { TEMPLATE_MESSAGES } from '@/domain/templates/contract';
import { isOwnUpload } from '@/domain/uploads';
import { cleanPhoto } from '../../templates/clean-photo';
import { HandlerError, type AdminFiles, type AiImage } from '../ports';

export const NOT_YOUR_FILE_MESSAGE = 'You can only use files you uploaded yourself.';
/** 'Failed to fetch {template or profile} image: {status}' (docs/product-rules.md 4.4). */
export const PHOTO_MISSING_MESSAGE = 'Failed to fetch profile image: 404';

/** A file of the caller's own image folder (uploads/{uid}/images/), with no '..' trick in it. */
export const isOwnImage = (uid: string, path: string): boolean => isOwnUpload(uid, path, 'images');

export function requireOwnUpload(uid: string, path: string): string {
  if (!isOwnImage(uid, path)) throw new HandlerError('permission-denied', NOT_YOUR_FILE_MESSAGE);
  return path;
}

/** The last segment of a storage path: the name the user gave the file. */
export const fileNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** JPEG, PNG, GIF or WEBP by their signatures (docs/product-rules.md 4.2); null for anything else. */
export function sniffPhoto(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export interface Photo extends AiImage {
  dataUrl: string;
}

export const toBase64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/**
 * Reads the optional profile photo, decodes it whole and re-encodes it (clean-photo.ts), and
 * turns it into a data URL the HTML carries inline. A file that is not one of the four image
 * types, or does not decode, gets the photo message of docs/product-rules.md 4.2.
 */
export async function readPhoto(files: AdminFiles, uid: string, path: string | null): Promise<Photo | null> {
  if (!path) return null;
  const bytes = await files.read(requireOwnUpload(uid, path));
  if (!bytes) throw new HandlerError('not-found', PHOTO_MISSING_MESSAGE);
  if (!sniffPhoto(bytes)) throw new HandlerError('invalid-argument', TEMPLATE_MESSAGES.photoTypes);
  const clean = await cleanPhoto(bytes).catch(() => {
    throw new HandlerError('invalid-argument', TEMPLATE_MESSAGES.photoTypes);
  });
  const base64 = toBase64(clean.bytes);
  return { mimeType: clean.mimeType, base64, dataUrl: `data:${clean.mimeType};base64,${base64}` };
}
