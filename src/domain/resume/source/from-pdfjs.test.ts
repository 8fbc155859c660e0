import { describe, expect, it } from 'vitest';
import { collectPdfSource, toTextItem, type PdfjsPageLike } from './from-pdfjs';

const OPS = { paintImageXObject: 85, paintInlineImageXObject: 86, paintImageMaskXObject: 83, showText: 44 };

function fakePage(
  items: unknown[],
  fnArray: number[],
  box: Partial<PdfjsPageLike> = { view: [0, 0, 612, 792] },
  argsArray: unknown[] = [],
) {
  const calls = { cleanup: 0, operators: 0 };
  const page: PdfjsPageLike = {
    ...box,
    getTextContent: async () => ({ items }),
    getOperatorList: async () => {
      calls.operators += 1;
      return { fnArray, argsArray };
    },
    cleanup: () => (calls.cleanup += 1),
  };
  return { page, calls };
}

const raw = (str: string, x: number, y: number, extra: object = {}) => ({
  str,
  transform: [10, 0, 0, 10, x, y],
  width: str.length * 5,
  height: 10,
  fontName: 'g_d0_f1',
  ...extra,
});

describe('toTextItem', () => {
  it('reads position, width and size, and falls back to the transform for the size', () => {
    expect(toTextItem(raw('SQL', 72, 700))).toEqual({
      str: 'SQL',
      x: 72,
      y: 700,
      width: 15,
      height: 10,
      fontName: 'g_d0_f1',
    });
    expect(toTextItem({ str: 'Big', transform: [0, 0, 0, -24, 1, 2], width: 30, height: 0 })).toMatchObject({
      height: 24,
    });
    expect(toTextItem({ type: 'beginMarkedContent', id: 'mc0' })).toBeNull();
    expect(toTextItem(null)).toBeNull();
  });
});

describe('collectPdfSource', () => {
  it('collects every page with its box, items and images, reporting progress', async () => {
    const one = fakePage(
      [raw('Jordan Rivera', 72, 720), { type: 'endMarkedContent' }],
      [1, 85, 44, 86, 83, 85],
    );
    // A cropped page: its box starts at (36, 36), so items move with it.
    const two = fakePage([raw('Experience', 108, 736)], [1, 2], {
      view: [36, 36, 648, 828],
      // Link areas: only their targets are kept (a page without them has none).
      getAnnotations: async () => [
        { subtype: 'Link', url: 'https://github.com/jrivera' },
        { subtype: 'Link', dest: 'page-2' },
        { subtype: 'Widget', url: 'https://form.example.com' },
        { subtype: 'Link', url: 'mailto:jordan@example.com' },
      ],
    });
    const progress: string[] = [];
    const source = await collectPdfSource(
      { numPages: 2, getPage: async (n) => (n === 1 ? one : two).page },
      OPS,
      (done, total) => progress.push(`${done}/${total}`),
    );
    expect(source).toEqual({
      kind: 'pdf',
      pages: [
        {
          number: 1,
          width: 612,
          height: 792,
          images: 4,
          items: [expect.objectContaining({ str: 'Jordan Rivera', x: 72, y: 720 })],
          links: [],
        },
        {
          number: 2,
          width: 612,
          height: 792,
          images: 0,
          items: [expect.objectContaining({ str: 'Experience', x: 72, y: 700 })],
          links: ['https://github.com/jrivera', 'mailto:jordan@example.com'],
        },
      ],
    });
    expect(progress).toEqual(['1/2', '2/2']);
    expect([one.calls.cleanup, two.calls.cleanup]).toEqual([1, 1]);
  });

  it('reads pages a few at a time and keeps their order whatever order they finish in', async () => {
    const delays = [30, 5, 20, 1, 10, 2];
    let reading = 0;
    let most = 0;
    const doc = {
      numPages: delays.length,
      getPage: async (n: number) => {
        reading += 1;
        most = Math.max(most, reading);
        await new Promise((r) => setTimeout(r, delays[n - 1]));
        const { page } = fakePage([raw(`Page ${n}`, 72, 700)], []);
        const cleanup = page.cleanup!;
        page.cleanup = () => ((reading -= 1), cleanup());
        return page;
      },
    };
    const progress: number[] = [];
    const source = await collectPdfSource(doc, OPS, (done) => progress.push(done));
    expect(source.pages.map((p) => [p.number, p.items[0]!.str])).toEqual(
      delays.map((_, i) => [i + 1, `Page ${i + 1}`]),
    );
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });

  it("puts back the soft hyphens the page draws but pdf.js's text layer drops", async () => {
    const glyphs = (text: string) => [[...text].map((unicode) => ({ unicode })), -250, { unicode: ' ' }];
    const p = fakePage([raw('SOCcompliant systems', 72, 600)], [85, 44, 44], undefined, [
      [],
      glyphs('SOC\u00adcompli'),
      glyphs('antsystems'),
    ]);
    const source = await collectPdfSource({ numPages: 1, getPage: async () => p.page }, OPS);
    expect(source.pages[0]).toMatchObject({ images: 1, items: [{ str: 'SOC-compliant systems' }] });
  });

  it("reads each item's font, weight, slant and fill colour, following save and restore", async () => {
    const ops = { ...OPS, setFillRGBColor: 59, save: 10, restore: 11 };
    const glyphs = (text: string) => [[...text].map((unicode) => ({ unicode }))];
    const p = fakePage(
      [
        raw('Jane Roe', 72, 700, { fontName: 'f1' }),
        raw('Experience', 72, 650, { fontName: 'f2' }),
        raw('Acme', 72, 630),
      ],
      [10, 59, 44, 11, 59, 44, 44],
      undefined,
      [[], ['#1F6FEB'], glyphs('Jane Roe'), [], [34, 34, 34], glyphs('Experience'), glyphs('Acme')],
    );
    const fonts: Record<string, unknown> = {
      f1: { name: 'ABCDEF+Lato-Bold' },
      f2: { name: 'BCDEFG+Lato-Italic' },
    };
    p.page.commonObjs = { has: (id) => id in fonts, get: (id) => fonts[id] };
    const source = await collectPdfSource({ numPages: 1, getPage: async () => p.page }, ops);
    expect(source.pages[0]!.items).toEqual([
      expect.objectContaining({ str: 'Jane Roe', font: 'Lato-Bold', bold: true, color: '#1f6feb' }),
      expect.objectContaining({ str: 'Experience', font: 'Lato-Italic', italic: true, color: '#222222' }),
      expect.objectContaining({ str: 'Acme', color: '#222222' }),
    ]);
    expect(source.pages[0]!.items[1]).not.toHaveProperty('bold');
    expect(source.pages[0]!.items[2]).not.toHaveProperty('font');
  });

  it('uses the viewport when there is no view box, and skips the operator list without OPS', async () => {
    const p = fakePage([raw('Skills', 72, 600)], [85], { getViewport: () => ({ width: 595, height: 842 }) });
    const source = await collectPdfSource({ numPages: 1, getPage: async () => p.page });
    expect(source.pages[0]).toMatchObject({ width: 595, height: 842, images: 0 });
    expect(p.calls.operators).toBe(0);
  });
});
