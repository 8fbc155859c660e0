/**
 * Template design images drawn in code for the analysis and generator tests: flat blocks and
 * bars standing in for text, in the layouts the analysis must recognise.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export type Colour = readonly [number, number, number];

export interface Canvas {
  width: number;
  height: number;
  data: Buffer;
  /** Fills a rectangle given in fractions of the page (0..1). */
  fill(x: number, y: number, w: number, h: number, c: Colour): Canvas;
  /** Text-like bars of `rowPx` height every `stepPx`, in a column from x with cycling lengths. */
  lines(
    x: number,
    y0: number,
    y1: number,
    lengths: number[],
    c: Colour,
    rowPx?: number,
    stepPx?: number,
  ): Canvas;
  png(): Buffer;
  jpeg(quality?: number): Buffer;
}

export function canvas(bg: Colour, width = 600, height = 850): Canvas {
  const data = Buffer.alloc(width * height * 4);
  const px = (x: number, y: number, [r, g, b]: Colour) => {
    const i = (y * width + x) * 4;
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
    data[i + 3] = 255;
  };
  const rect = (x0: number, y0: number, x1: number, y1: number, c: Colour) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y += 1)
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x += 1) px(x, y, c);
  };
  const cv: Canvas = {
    width,
    height,
    data,
    fill(x, y, w, h, c) {
      rect(
        Math.round(x * width),
        Math.round(y * height),
        Math.round((x + w) * width),
        Math.round((y + h) * height),
        c,
      );
      return cv;
    },
    lines(x, y0, y1, lengths, c, rowPx = 9, stepPx = 22) {
      let i = 0;
      for (let y = Math.round(y0 * height); y + rowPx <= y1 * height; y += stepPx, i += 1) {
        const len = lengths[i % lengths.length]!;
        rect(Math.round(x * width), y, Math.round((x + len) * width), y + rowPx, c);
      }
      return cv;
    },
    png: () => PNG.sync.write(Object.assign(new PNG({ width, height }), { data })),
    jpeg: (quality = 85) => jpeg.encode({ width, height, data }, quality).data,
  };
  rect(0, 0, width, height, bg);
  return cv;
}

const WHITE: Colour = [255, 255, 255];
const INK: Colour = [33, 33, 33];

export const COLOURS = {
  darkPage: [24, 28, 38] as Colour,
  teal: [13, 148, 136] as Colour,
  amber: [245, 158, 11] as Colour,
  blue: [37, 99, 235] as Colour,
  navy: [30, 58, 138] as Colour,
  light: [229, 231, 235] as Colour,
};

/** Dark page, a teal sidebar on the left (30%), light text and amber headings on the right. */
export const darkSidebarDesign = () =>
  canvas(COLOURS.darkPage)
    .fill(0, 0, 0.3, 1, COLOURS.teal)
    .lines(0.04, 0.08, 0.95, [0.2, 0.15, 0.18], WHITE)
    .fill(0.36, 0.06, 0.4, 0.04, COLOURS.amber)
    .lines(0.36, 0.14, 0.95, [0.56, 0.5, 0.44, 0.58], COLOURS.light);

/** White page, a name across the top, two text columns split by a gutter, blue headings. */
export const twoColumnDesign = () =>
  canvas(WHITE)
    .fill(0.08, 0.04, 0.55, 0.04, INK)
    .fill(0.08, 0.18, 0.2, 0.015, COLOURS.blue)
    .fill(0.54, 0.18, 0.2, 0.015, COLOURS.blue)
    .lines(0.08, 0.22, 0.96, [0.38, 0.3, 0.36, 0.34], INK)
    .lines(0.54, 0.22, 0.96, [0.38, 0.32, 0.37, 0.28], INK);

/** White page under a navy band (top 18%) holding the name; one column of text below. */
export const headerBandDesign = () =>
  canvas(WHITE)
    .fill(0, 0, 1, 0.18, COLOURS.navy)
    .fill(0.08, 0.06, 0.45, 0.05, WHITE)
    .lines(0.08, 0.24, 0.96, [0.84, 0.7, 0.78, 0.62, 0.82], INK);

/** Plain white page with black text lines: the simplest design there is. */
export const plainDesign = () =>
  canvas(WHITE)
    .fill(0.08, 0.05, 0.5, 0.035, [0, 0, 0])
    .lines(0.08, 0.12, 0.96, [0.84, 0.66, 0.78, 0.62, 0.82], [0, 0, 0]);
