import { IMAGE_DOWNSCALE_THRESHOLD_BYTES, IMAGE_MAX_SIDE_PX } from '@/domain/templates/contract';

/**
 * docs/product-rules.md 4.2: an image over 1 MB is scaled so its longest side is at most 800 px. Returns
 * the new size, or null when the image is kept as it is (small enough in bytes or in pixels).
 */
export function downscaleTarget(
  width: number,
  height: number,
  bytes: number,
): { width: number; height: number } | null {
  if (bytes <= IMAGE_DOWNSCALE_THRESHOLD_BYTES) return null;
  const longest = Math.max(width, height);
  if (!(longest > IMAGE_MAX_SIDE_PX)) return null;
  const scale = IMAGE_MAX_SIDE_PX / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
