/**
 * Decodes an uploaded design image (PNG or JPEG) to RGBA pixels. The type is judged by the first
 * bytes (docs/product-rules.md 16), never by the name, and the pixel count is bounded before decoding:
 * a small file can declare a huge canvas and exhaust the function's memory.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { HandlerError } from '../handlers/ports';

export const TEMPLATE_IMAGE_MESSAGE = 'Please upload a PNG or JPG template image.';

/** 40 MP: an A4 page scanned at 600 dpi is about 35 MP. */
export const MAX_DESIGN_PIXELS = 40_000_000;

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

/** The IHDR width and height, read before inflating anything. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  if (bytes.length < 24) throw refused();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function decodePng(bytes: Uint8Array): RgbaImage {
  const { width, height } = pngSize(bytes);
  if (width === 0 || height === 0 || width * height > MAX_DESIGN_PIXELS) throw refused();
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
