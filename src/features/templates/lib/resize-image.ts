import { IMAGE_DOWNSCALE_THRESHOLD_BYTES, IMAGE_PNG_QUALITY } from '@/domain/templates/contract';
import { downscaleTarget } from './downscale-target';

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  return { source: bitmap, width: bitmap.width, height: bitmap.height };
}

/**
 * Applies the downscale rule with a canvas, saving a PNG. Where the browser cannot decode or
 * draw (old engines, tests), the original is kept: the server accepts it up to 5 MB.
 */
export async function downscaleImage(file: File): Promise<File> {
  if (file.size <= IMAGE_DOWNSCALE_THRESHOLD_BYTES) return file;
  try {
    const image = await decode(file);
    const target = downscaleTarget(image.width, image.height, file.size);
    if (!target) return file;
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(image.source, 0, 0, target.width, target.height);
    // PNG ignores the quality argument; it is passed because the original requirement named 0.8.
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/png', IMAGE_PNG_QUALITY),
    );
    if (!blob) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'image'}.png`, { type: 'image/png' });
  } catch (e) {
    console.warn('image downscale failed; keeping the original', e);
    return file;
  }
}
