/**
 * Full-resolution pixel access for the design reader: colours composited over white (a
 * transparent area prints as paper), rectangles in pixels, and colour counts over a region.
 */
import type { RgbaImage } from './decode-image';
import { bucketColours, distance, mergeNear, type Cluster, type Rgb } from './design-grid';

export interface Box {
  x0: number;
  y0: number;
  /** Exclusive. */
  x1: number;
  y1: number;
}

export class Pixels {
  readonly width: number;
  readonly height: number;
  private readonly data: Uint8Array;

  constructor(img: RgbaImage) {
    this.width = img.width;
    this.height = img.height;
    this.data = img.data;
  }

  at(x: number, y: number): Rgb {
    const i = (y * this.width + x) * 4;
    const a = this.data[i + 3]! / 255;
    const over = (c: number) => c * a + 255 * (1 - a);
    return [over(this.data[i]!), over(this.data[i + 1]!), over(this.data[i + 2]!)];
  }

  /** True when the pixel differs from `bg` by more than `by`. */
  differs(x: number, y: number, bg: Rgb, by: number): boolean {
    return distance(this.at(x, y), bg) > by;
  }

  /** Every `step`-th pixel of a box, row by row. */
  *colours(box: Box, step = 1): Generator<Rgb> {
    for (let y = box.y0; y < box.y1; y += step)
      for (let x = box.x0; x < box.x1; x += step) yield this.at(x, y);
  }

  /** The colours of a box, merged into clusters, most frequent first. */
  clusters(box: Box, skip: (x: number, y: number) => boolean = () => false, step = 1): Cluster[] {
    const kept: Rgb[] = [];
    for (let y = box.y0; y < box.y1; y += step)
      for (let x = box.x0; x < box.x1; x += step) if (!skip(x, y)) kept.push(this.at(x, y));
    return mergeNear(bucketColours(kept, 4), 30);
  }

  box(x0: number, y0: number, x1: number, y1: number): Box {
    const cx = (v: number) => Math.max(0, Math.min(this.width, Math.round(v)));
    const cy = (v: number) => Math.max(0, Math.min(this.height, Math.round(v)));
    return { x0: cx(x0), y0: cy(y0), x1: cx(x1), y1: cy(y1) };
  }
}
