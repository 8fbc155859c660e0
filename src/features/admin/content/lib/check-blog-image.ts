import { blogMessages, MAX_BLOG_IMAGE_BYTES } from '@/domain/blog';
import { IMAGE_CONTENT_TYPES, IMAGE_SNIFF_BYTES, sniffImage, type ImageKind } from '@/domain/image-signature';

export type CheckedImage = { ok: true; contentType: string } | { ok: false; message: string };

/** Resolves when the whole image decodes, rejects otherwise. */
export type DecodeImage = (file: Blob) => Promise<void>;

async function sniff(file: Blob): Promise<ImageKind | null> {
  try {
    return sniffImage(new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer()));
  } catch {
    return null;
  }
}

/**
 * The browser's own decoder: what every visitor's browser will do with the published image.
 * Every browser the app supports has createImageBitmap; jsdom (component tests) has none.
 */
const browserDecode: DecodeImage = async (file) => {
  if (typeof createImageBitmap !== 'function') return;
  const bitmap = await createImageBitmap(file);
  bitmap.close();
};

/**
 * Size first (the stated 10MB, enforced), then the first bytes (never the name or MIME type),
 * then a full decode: a valid header followed by garbage is not an image.
 */
export async function checkBlogImage(file: Blob, decode: DecodeImage = browserDecode): Promise<CheckedImage> {
  if (file.size > MAX_BLOG_IMAGE_BYTES) return { ok: false, message: blogMessages.imageTooLarge };
  const kind = await sniff(file);
  if (!kind) return { ok: false, message: blogMessages.notAnImage };
  try {
    await decode(file);
  } catch {
    return { ok: false, message: blogMessages.notAnImage };
  }
  return { ok: true, contentType: IMAGE_CONTENT_TYPES[kind] };
}
