/**
 * The profile photo arrives as a data URL (the handler reads the upload and inlines it; the
 * renderer refuses network requests). Anything that is not a base64 raster image data URL is
 * dropped rather than placed in an attribute.
 */
import { esc } from './text';

const DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/]+=*$/i;

export function safePhotoUrl(url: string | null | undefined): string | null {
  const v = url?.trim();
  return v && DATA_URL.test(v) ? v : null;
}

export function photoImg(url: string | null, shape: 'round' | 'square' | null): string {
  if (!url || !shape) return '';
  return `<img class="photo photo-${shape}" src="${esc(url)}" alt="Profile photo">`;
}
