/**
 * html2canvas 1.4 reads colours only as rgb()/hsl() (and names); newer notations (oklch(), lab(),
 * and the color(srgb ...) that color-mix() computes to) make it throw. These helpers restate a
 * colour in rgb() through a 1x1 canvas, which understands every colour the browser does.
 */

const MODERN_COLOR = /\b(?:color|color-mix|oklch|oklab|lab|lch|hwb)\([^()]*(?:\([^()]*\)[^()]*)*\)/gi;

let ctx: CanvasRenderingContext2D | null | undefined;

/** The colour as rgb()/rgba(); null when the browser cannot paint it. */
export function toRgb(color: string): string | null {
  const value = color.trim();
  if (/^(rgba?|hsla?)\(/i.test(value) || /^(transparent|currentcolor)$/i.test(value)) return value;
  ctx ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.clearRect(0, 0, 1, 1);
  ctx.fillStyle = 'rgba(0, 0, 0, 0)';
  ctx.fillStyle = value;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
  if (a === undefined) return null;
  return a === 255 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${Number((a / 255).toFixed(3))})`;
}

/** Whether html2canvas could read this computed value as it is. */
export function isReadable(value: string): boolean {
  MODERN_COLOR.lastIndex = 0;
  return !MODERN_COLOR.test(value);
}

/** Every modern colour inside a value (a gradient, a shadow list) restated in rgb(). */
export function withRgbColors(value: string): string {
  return value.replace(MODERN_COLOR, (c) => toRgb(c) ?? 'rgba(0, 0, 0, 0)');
}
