import type { ImageKind } from '@/domain/image-signature';
import { sniffImageFile } from './image-signature';
import { downscaleImage } from './resize-image';

/** An image the user chose, checked by its first bytes and downscaled when over 1 MB. */
export interface ChosenImage {
  file: File;
  /** The name the user's file had (shown, and used for 'Custom Template (file name)'). */
  name: string;
  kind: ImageKind;
  /** A blob: URL for the thumbnail (null where unsupported); see useRevokeUrl. */
  previewUrl: string | null;
}

export const PHOTO_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'gif', 'webp'];
export const DESIGN_KINDS: readonly ImageKind[] = ['jpeg', 'png'];

/** Null when the file is not one of `allowed`. */
export async function prepareImage(file: File, allowed: readonly ImageKind[]): Promise<ChosenImage | null> {
  const kind = await sniffImageFile(file);
  if (!kind || !allowed.includes(kind)) return null;
  const ready = await downscaleImage(file);
  const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(ready) : null;
  return { file: ready, name: file.name, kind: ready === file ? kind : 'png', previewUrl };
}
