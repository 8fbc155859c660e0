/** Tiny files that start with real image signatures (the page checks first bytes, not names). */
const pad = (head: number[], size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export const IMAGE_BYTES = {
  png: () => pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: () => pad([0xff, 0xd8, 0xff, 0xe0]),
  gif: () => pad(ascii('GIF89a')),
  webp: () => pad([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')]),
  bmp: () => pad(ascii('BM')),
};

export function imageFile(kind: keyof typeof IMAGE_BYTES, name: string, type = ''): File {
  return new File([IMAGE_BYTES[kind]() as BlobPart], name, { type });
}
