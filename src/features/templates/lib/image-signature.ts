/** Image types told apart by their first bytes (DESIGN section 5: never by name or MIME type). */
export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

const startsWith = (b: Uint8Array, magic: number[], at = 0) =>
  b.length >= at + magic.length && magic.every((v, i) => b[at + i] === v);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export const IMAGE_TYPES: Record<ImageKind, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};

export async function sniffImageFile(file: Blob): Promise<ImageKind | null> {
  try {
    return sniffImage(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  } catch {
    return null;
  }
}
