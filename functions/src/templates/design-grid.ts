/**
 * The downscaled sample grid a design is judged on, and the colour arithmetic over it. Nearest
 * sampling (not averaging) keeps thin text and rules at their real colour, so they count as
 * text and accents instead of smearing into greys.
 */
import type { RgbaImage } from './decode-image';

export type Rgb = readonly [number, number, number];

export interface Grid {
  w: number;
  h: number;
  /** w * h colours, row by row. */
  px: Rgb[];
}

export const GRID_WIDTH = 120;

/** Samples the image at `width` columns (fewer for a narrower image), keeping its aspect ratio. */
export function sampleGrid(img: RgbaImage, width = GRID_WIDTH): Grid {
  const w = Math.max(1, Math.min(width, img.width));
  const h = Math.max(1, Math.round((img.height * w) / img.width));
  const px: Rgb[] = [];
  for (let gy = 0; gy < h; gy += 1) {
    const y = Math.min(img.height - 1, Math.floor(((gy + 0.5) * img.height) / h));
    for (let gx = 0; gx < w; gx += 1) {
      const x = Math.min(img.width - 1, Math.floor(((gx + 0.5) * img.width) / w));
      const i = (y * img.width + x) * 4;
      const a = img.data[i + 3]! / 255;
      // Transparent areas print as paper: composite over white.
      const over = (c: number) => Math.round(c * a + 255 * (1 - a));
      px.push([over(img.data[i]!), over(img.data[i + 1]!), over(img.data[i + 2]!)]);
    }
  }
  return { w, h, px };
}

export const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** Perceived brightness, 0 (black) to 1 (white). */
export const luminance = (c: Rgb) => (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;

/** max - min of the channels: 0 for greys, high for vivid colours. */
export const chroma = (c: Rgb) => Math.max(...c) - Math.min(...c);

export const hex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

export interface Cluster {
  colour: Rgb;
  count: number;
}

/** Counts colours in buckets of `bits` per channel; each bucket's colour is its mean. */
export function bucketColours(colours: Iterable<Rgb>, bits: number): Cluster[] {
  const shift = 8 - bits;
  const sums = new Map<number, [number, number, number, number]>();
  for (const [r, g, b] of colours) {
    const key = ((r >> shift) << (2 * bits)) | ((g >> shift) << bits) | (b >> shift);
    const s = sums.get(key) ?? [0, 0, 0, 0];
    s[0] += r;
    s[1] += g;
    s[2] += b;
    s[3] += 1;
    sums.set(key, s);
  }
  return [...sums.values()]
    .map(([r, g, b, n]) => ({ colour: [r / n, g / n, b / n] as Rgb, count: n }))
    .sort((x, y) => y.count - x.count);
}

/** Merges clusters closer than `near` into the more frequent one (weighted mean colour). */
export function mergeNear(clusters: Cluster[], near: number): Cluster[] {
  const out: Cluster[] = [];
  for (const c of [...clusters].sort((x, y) => y.count - x.count)) {
    const into = out.find((o) => distance(o.colour, c.colour) < near);
    if (!into) {
      out.push({ ...c });
      continue;
    }
    const n = into.count + c.count;
    into.colour = into.colour.map((v, i) => (v * into.count + c.colour[i]! * c.count) / n) as unknown as Rgb;
    into.count = n;
  }
  return out.sort((x, y) => y.count - x.count);
}

/** The most frequent colour of some samples and the share of samples near it. */
export function modeOf(colours: Rgb[], near: number): { colour: Rgb; share: number } {
  const top = bucketColours(colours, 5)[0];
  if (!top) return { colour: [255, 255, 255], share: 0 };
  const close = colours.filter((c) => distance(c, top.colour) <= near).length;
  return { colour: top.colour, share: close / colours.length };
}

export const column = (g: Grid, x: number, rows?: number[]) =>
  (rows ?? [...Array(g.h).keys()]).map((y) => g.px[y * g.w + x]!);

export const row = (g: Grid, y: number) => g.px.slice(y * g.w, (y + 1) * g.w);
