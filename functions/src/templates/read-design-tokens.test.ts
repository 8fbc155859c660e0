import { describe, expect, it } from 'vitest';
import {
  canvas,
  COLOURS,
  darkSidebarDesign,
  headerBandDesign,
  plainDesign,
  twoColumnDesign,
  type Colour,
} from '../testing/design-images';
import { readDesignTokens } from './read-design-tokens';
import {
  declaredSize,
  decodeImage,
  sniffDesignImage,
  TEMPLATE_IMAGE_MESSAGE,
  TEMPLATE_IMAGE_TOO_LARGE,
} from './decode-image';

const rgb = (hex: string): Colour =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Colour;
const near = (hex: string | null, c: Colour, tol = 24) => {
  expect(hex).not.toBeNull();
  const got = rgb(hex!);
  expect(Math.hypot(got[0] - c[0], got[1] - c[1], got[2] - c[2]), `${hex} vs ${c.join(',')}`).toBeLessThan(
    tol,
  );
};

describe('readDesignTokens on drawn designs', () => {
  it('a dark page with a left sidebar', () => {
    const a = readDesignTokens(darkSidebarDesign().png());
    expect(a).toMatchObject({ background: 'dark', sidebar: { side: 'left' }, columns: 2, headerBand: null });
    expect(a.sidebar!.width).toBeCloseTo(0.3, 1);
    near(a.page, COLOURS.darkPage);
    near(a.sidebar!.colour, COLOURS.teal);
    near(a.accent, COLOURS.amber);
  });

  it('a light page in two columns split by a gutter', () => {
    const a = readDesignTokens(twoColumnDesign().png());
    expect(a).toMatchObject({ background: 'light', sidebar: null, columns: 2, headerBand: null });
    near(a.accent, COLOURS.blue);
  });

  it('a light page under a coloured header band', () => {
    const a = readDesignTokens(headerBandDesign().png());
    expect(a).toMatchObject({ background: 'light', sidebar: null, columns: 1, headerBand: { span: 'page' } });
    expect(a.headerBand!.height).toBeCloseTo(0.18, 1);
    near(a.headerBand!.colour, COLOURS.navy);
    near(a.accent, COLOURS.navy);
  });

  it('a plain white page with black text lines', () => {
    const a = readDesignTokens(plainDesign().png());
    expect(a).toMatchObject({
      accent: null,
      background: 'light',
      columns: 1,
      sidebar: null,
      headerBand: null,
      photo: null,
      heading: { decoration: 'none' },
    });
    near(a.page, [255, 255, 255], 4);
    near(a.ink, [0, 0, 0], 4);
  });

  it('a right sidebar on a light page', () => {
    const a = readDesignTokens(canvas([250, 250, 250]).fill(0.65, 0, 0.35, 1, COLOURS.navy).png());
    expect(a).toMatchObject({ background: 'light', sidebar: { side: 'right' }, columns: 2 });
    expect(a.sidebar!.width).toBeCloseTo(0.35, 1);
  });

  it('reads a JPEG the same way (compression noise included)', () => {
    const bytes = headerBandDesign().jpeg(80);
    expect(sniffDesignImage(bytes)).toBe('image/jpeg');
    const a = readDesignTokens(bytes);
    expect(a).toMatchObject({ background: 'light', sidebar: null, columns: 1 });
    expect(a.headerBand).not.toBeNull();
    near(a.accent, COLOURS.navy, 30);
  });

  it('reads a page scanned at 300 dpi as it reads the same page small', () => {
    const small = darkSidebarDesign();
    const big = canvas(COLOURS.darkPage, 2480, 3508)
      .fill(0, 0, 0.3, 1, COLOURS.teal)
      .fill(0.36, 0.06, 0.4, 0.04, COLOURS.amber)
      .lines(0.04, 0.08, 0.95, [0.2, 0.15, 0.18], [255, 255, 255], 36, 88)
      .lines(0.36, 0.14, 0.95, [0.56, 0.5, 0.44, 0.58], COLOURS.light, 36, 88);
    const a = readDesignTokens(big.png());
    const b = readDesignTokens(small.png());
    expect({ sidebar: a.sidebar?.side, band: a.headerBand, bg: a.background }).toEqual({
      sidebar: b.sidebar?.side,
      band: b.headerBand,
      bg: b.background,
    });
    expect(a.sidebar!.width).toBeCloseTo(b.sidebar!.width, 1);
    near(a.accent, COLOURS.amber);
  });

  it('reads a dark sidebar JPEG', () => {
    const a = readDesignTokens(darkSidebarDesign().jpeg(75));
    expect(a).toMatchObject({ background: 'dark', sidebar: { side: 'left' }, columns: 2, headerBand: null });
  });
});

describe('decodeImage', () => {
  const refused = { name: 'HandlerError', code: 'invalid-argument', message: TEMPLATE_IMAGE_MESSAGE };

  it.each([
    ['garbage bytes', new TextEncoder().encode('this is not an image at all')],
    ['a PDF', new TextEncoder().encode('%PDF-1.7 resume')],
    ['a GIF', new TextEncoder().encode('GIF89a......')],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_, bytes) => {
    expect(() => readDesignTokens(bytes)).toThrow(expect.objectContaining(refused));
  });

  it('refuses a truncated PNG and a truncated JPEG', () => {
    const png = plainDesign().png();
    const jpg = plainDesign().jpeg();
    expect(() => decodeImage(png.subarray(0, 40))).toThrow(expect.objectContaining(refused));
    expect(() => decodeImage(jpg.subarray(0, 40))).toThrow(expect.objectContaining(refused));
  });

  it('refuses a PNG that declares a huge canvas before inflating it, saying so', () => {
    const png = Buffer.from(canvas([255, 255, 255], 4, 4).png());
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    expect(() => decodeImage(png)).toThrow(expect.objectContaining({ message: TEMPLATE_IMAGE_TOO_LARGE }));
  });

  it('reads the size a PNG or a JPEG declares from its header', () => {
    expect(declaredSize(canvas([10, 20, 30], 37, 21).png())).toEqual({ width: 37, height: 21 });
    expect(declaredSize(canvas([10, 20, 30], 37, 21).jpeg(80))).toEqual({ width: 37, height: 21 });
    expect(declaredSize(new TextEncoder().encode('GIF89a......'))).toBeNull();
    expect(declaredSize(canvas([10, 20, 30], 37, 21).jpeg(80).subarray(0, 20))).toBeNull();
  });

  it('decodes a PNG to RGBA', () => {
    const img = decodeImage(canvas([10, 20, 30], 3, 2).png());
    expect(img).toMatchObject({ width: 3, height: 2 });
    expect([...img.data.subarray(0, 4)]).toEqual([10, 20, 30, 255]);
  });
});
