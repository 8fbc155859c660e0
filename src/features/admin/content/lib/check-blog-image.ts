import { blogMessages, MAX_BLOG_IMAGE_BYTES } from '@/domain/blog';
import { IMAGE_CONTENT_TYPES, IMAGE_SNIFF_BYTES, sniffImage, type ImageKind } from '@/domain/image-signature';

export type CheckedImage = { ok: true; contentType: string } | { ok: false; message: string };

async function sniff(file: Blob): Promise<ImageKind | null> {
  try {
    return sniffImage(new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer()));
  } catch {
    return null;
  }
}

/** Size first (the stated 10MB, enforced), then the first bytes: never the name or MIME type. */
export async function checkBlogImage(file: Blob): Promise<CheckedImage> {
  if (file.size > MAX_BLOG_IMAGE_BYTES) return { ok: false, message: blogMessages.imageTooLarge };
  const kind = await sniff(file);
  return kind
    ? { ok: true, contentType: IMAGE_CONTENT_TYPES[kind] }
    : { ok: false, message: blogMessages.notAnImage };
}
