/**
 * What an image file really is, judged by its first bytes (docs/product-rules.md 16: uploads are
 * checked by content, never by name or MIME type). Only the raster formats a blog shows safely;
 * SVG is left out on purpose, since it can carry script.
 */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** How many leading bytes {@link sniffImage} needs. */
export const IMAGE_SNIFF_BYTES = 12;

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

function at(bytes: Uint8Array, offset: number, magic: number[]): boolean {
  return bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);
}

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (at(bytes, 0, PNG)) return 'png';
  if (at(bytes, 0, JPEG)) return 'jpeg';
  if (at(bytes, 0, GIF87) || at(bytes, 0, GIF89)) return 'gif';
  // RIFF <size:4> WEBP
  if (at(bytes, 0, RIFF) && at(bytes, 8, WEBP)) return 'webp';
  return null;
}
