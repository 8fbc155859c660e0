/**
 * Decodes an uploaded design image (PNG or JPEG) to RGBA pixels. The type is judged by the first
 * bytes (docs/product-rules.md 16), never by the name, and the size the file declares (PNG IHDR,
 * JPEG SOF) is read and bounded before anything is decoded (docs/product-rules.md 4.2): a small
 * file can declare a huge canvas, and decoding it costs seconds and the function's memory.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { HandlerError } from '../handlers/ports';

export const TEMPLATE_IMAGE_MESSAGE = 'Please upload a PNG or JPG template image.';

/** 12 MP: an A4 page at 300 dpi is 8.7 MP, a phone's photo of a page 12 MP (docs/product-rules.md 4.2). */
export const MAX_DESIGN_PIXELS = 12_000_000;
export const TEMPLATE_IMAGE_TOO_LARGE = `This image is too large (at most ${MAX_DESIGN_PIXELS / 1_000_000} megapixels). Please upload a smaller PNG or JPG.`;

export interface RgbaImage {
  width: number;
  height: number;
  /** width * height * 4 bytes, row by row. */
  data: Uint8Array;
}

export type DesignImageType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffDesignImage(bytes: Uint8Array): DesignImageType | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const refused = () => new HandlerError('invalid-argument', TEMPLATE_IMAGE_MESSAGE);

export interface ImageSize {
  width: number;
  height: number;
}

const IHDR = [0x49, 0x48, 0x44, 0x52];

/** The IHDR chunk's width and height: the first chunk of every PNG. */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || !IHDR.every((b, i) => bytes[12 + i] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (SOF0-SOF15) carry the size; C4 (DHT), C8 (JPG) and CC (DAC) do not. */
const isFrameHeader = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** The first frame header's width and height, found by walking the segments before the scan. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xff)
      i += 1; // fill byte
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8))
      i += 2; // markers without a length
    else if (marker === 0xd9 || marker === 0xda)
      return null; // the end, or the scan, before any frame
    else {
      const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
      if (length < 2) return null;
      if (isFrameHeader(marker)) {
        if (i + 9 > bytes.length) return null;
        return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! };
      }
      i += 2 + length;
    }
  }
  return null;
}

/** The size a PNG or JPEG declares in its header, read without decoding; null when it declares none. */
export function declaredSize(bytes: Uint8Array): ImageSize | null {
  const type = sniffDesignImage(bytes);
  if (type === 'image/png') return pngSize(bytes);
  if (type === 'image/jpeg') return jpegSize(bytes);
  return null;
}

/**
 * Refuses, before any decoding, a file that is no PNG or JPEG, declares no size, or declares more
 * than MAX_DESIGN_PIXELS (HandlerError with the message the person can act on).
 */
export function checkDesignHeader(bytes: Uint8Array): ImageSize {
  const size = declaredSize(bytes);
  if (!size || size.width === 0 || size.height === 0) throw refused();
  if (size.width * size.height > MAX_DESIGN_PIXELS)
    throw new HandlerError('invalid-argument', TEMPLATE_IMAGE_TOO_LARGE);
  return size;
}

function decodePng(bytes: Uint8Array): RgbaImage {
  const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return { width: png.width, height: png.height, data: png.data };
}

function decodeJpeg(bytes: Uint8Array): RgbaImage {
  const img = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: MAX_DESIGN_PIXELS / 1_000_000,
    maxMemoryUsageInMB: 512,
  });
  return { width: img.width, height: img.height, data: img.data };
}

/** RGBA pixels of a PNG or JPEG; anything else, or a broken file, is the user's mistake. */
export function decodeImage(bytes: Uint8Array): RgbaImage {
  const type = sniffDesignImage(bytes);
  if (!type) throw refused();
  checkDesignHeader(bytes);
  let img: RgbaImage;
  try {
    img = type === 'image/png' ? decodePng(bytes) : decodeJpeg(bytes);
  } catch (e) {
    if (e instanceof HandlerError) throw e;
    throw refused();
  }
  if (img.width < 1 || img.height < 1 || img.data.length < img.width * img.height * 4) throw refused();
  return img;
}
