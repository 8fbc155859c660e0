import type { FileStore } from '@/backend/ports';
import { safeFileName } from '@/domain/safe-file-name';
import type { ImageKind } from '@/domain/image-signature';
import { uploadPath } from '@/domain/uploads';
import { IMAGE_TYPES } from '../lib/image-signature';

/**
 * Puts a photo or a design image in the user's private folder (uploads/{uid}/images/ is owner-only)
 * for the callable to read. Resolves to its storage path.
 */
export async function uploadImage(
  files: FileStore,
  uid: string,
  image: { file: Blob; name: string; kind: ImageKind },
  now: number = Date.now(),
): Promise<string> {
  const { contentType, extension } = IMAGE_TYPES[image.kind];
  const path = uploadPath(uid, 'images', `${now}_${safeFileName(image.name, extension, 'image')}`);
  await files.upload(path, image.file, { contentType });
  return path;
}
