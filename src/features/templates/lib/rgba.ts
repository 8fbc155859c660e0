/** [r, g, b] 0-255 and alpha 0-1. */
export type Rgba = [number, number, number, number];

export const WHITE: Rgba = [255, 255, 255, 1];

const RGB = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)/gi;

function toRgba(m: RegExpExecArray): Rgba {
  const a = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
  return [Number(m[1]), Number(m[2]), Number(m[3]), a];
}

export function parseRgba(value: string): Rgba | null {
  if (/^\s*transparent\s*$/i.test(value)) return [0, 0, 0, 0];
  RGB.lastIndex = 0;
  const m = RGB.exec(value);
  return m ? toRgba(m) : null;
}

/** `top` painted over `bottom` (source-over). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3] + bottom[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  const mix = (i: 0 | 1 | 2) => Math.round((top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a);
  return [mix(0), mix(1), mix(2), a];
}

export function rgbaCss([r, g, b, a]: Rgba): string {
  return a >= 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${Number(a.toFixed(3))})`;
}

/** The mean of every rgb() colour in a gradient: what lies, on average, under its content. */
export function meanColor(value: string): Rgba | null {
  const colors = Array.from(value.matchAll(RGB), (m) => toRgba(m));
  if (!colors.length) return null;
  const sum = colors.reduce((s, c) => [s[0] + c[0], s[1] + c[1], s[2] + c[2], s[3] + c[3]], [0, 0, 0, 0]);
  return [0, 1, 2, 3].map((i) =>
    i < 3 ? Math.round(sum[i]! / colors.length) : sum[i]! / colors.length,
  ) as Rgba;
}
