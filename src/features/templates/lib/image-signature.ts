/** The generator's image uploads: what a file is by its first bytes (src/domain/image-signature.ts). */
import { IMAGE_CONTENT_TYPES, IMAGE_SNIFF_BYTES, sniffImage, type ImageKind } from '@/domain/image-signature';

const EXTENSIONS: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

export const IMAGE_TYPES = Object.fromEntries(
  (Object.keys(EXTENSIONS) as ImageKind[]).map((k) => [
    k,
    { contentType: IMAGE_CONTENT_TYPES[k], extension: EXTENSIONS[k] },
  ]),
) as Record<ImageKind, { contentType: string; extension: string }>;

export async function sniffImageFile(file: Blob): Promise<ImageKind | null> {
  try {
    return sniffImage(new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer()));
  } catch {
    return null;
  }
}
