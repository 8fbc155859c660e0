/**
 * A profile photo is decoded in full and encoded afresh before any resume carries it: a valid
 * header followed by garbage, a truncated file or a decompression bomb is refused, and what
 * reaches the HTML, the PDF and the AI is our own encoding, without the upload's metadata
 * (EXIF location included). Decoding is sharp's (libvips): JPEG, PNG, GIF and WEBP.
 */
import sharp from 'sharp';

/** 40 MP, as for design images: a photo needs far less, a bomb declares far more. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** A resume shows the photo a few centimetres wide; 800 px is sharp at 300 dpi. */
export const PHOTO_EDGE_PX = 800;

export interface CleanPhoto {
  mimeType: 'image/jpeg' | 'image/png';
  bytes: Uint8Array;
}

/** Thrown for anything that does not decode as a whole image. */
export class BadPhoto extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BadPhoto';
  }
}

export async function cleanPhoto(input: Uint8Array): Promise<CleanPhoto> {
  try {
    // failOn 'warning': libvips otherwise pads a truncated or corrupt image with grey and goes on.
    const image = sharp(input, { failOn: 'warning', limitInputPixels: MAX_PHOTO_PIXELS, animated: false });
    const { hasAlpha } = await image.metadata();
    const sized = image
      .rotate()
      .resize({ width: PHOTO_EDGE_PX, height: PHOTO_EDGE_PX, fit: 'inside', withoutEnlargement: true });
    // Transparency survives as PNG; everything else becomes a JPEG.
    const out = hasAlpha ? await sized.png().toBuffer() : await sized.jpeg({ quality: 88 }).toBuffer();
    return { mimeType: hasAlpha ? 'image/png' : 'image/jpeg', bytes: new Uint8Array(out) };
  } catch (e) {
    throw new BadPhoto(e instanceof Error ? e.message : String(e));
  }
}
