/**
 * pdf.js document -> ResumeSource, written against the few members it uses (structural types)
 * so src/domain never imports pdfjs-dist: the browser passes its lazily loaded pdf.js, Node its
 * legacy build. Coordinates are made relative to the page box (a cropped page's box may not
 * start at 0,0), and the images a page paints are counted from its operator list.
 */
import type { PdfPage, TextItem } from '../layout/types';
import { restoreSoftHyphens } from './soft-hyphens';

export interface PdfjsTextItemLike {
  str?: unknown;
  transform?: unknown;
  width?: unknown;
  height?: unknown;
  fontName?: unknown;
}

export interface PdfjsPageLike {
  view?: number[];
  getViewport?(params: { scale: number }): { width: number; height: number };
  getTextContent(): Promise<{ items: readonly unknown[] }>;
  getOperatorList?(): Promise<{ fnArray: readonly number[]; argsArray?: readonly unknown[] }>;
  getAnnotations?(): Promise<readonly unknown[]>;
  cleanup?(): unknown;
}

export interface PdfjsDocumentLike {
  numPages: number;
  getPage(n: number): Promise<PdfjsPageLike>;
}

/** pdf.js's OPS numbers for painting images and drawing text (pass `pdfjs.OPS`). */
export interface PdfjsOps {
  paintImageXObject: number;
  paintInlineImageXObject: number;
  paintImageMaskXObject: number;
  showText?: number;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function toTextItem(raw: unknown, originX = 0, originY = 0): TextItem | null {
  const i = raw as PdfjsTextItemLike | null;
  // Marked-content entries ({type: 'beginMarkedContent'}) carry no text.
  if (!i || typeof i.str !== 'string' || !Array.isArray(i.transform)) return null;
  const t = i.transform as unknown[];
  const item: TextItem = {
    str: i.str,
    x: num(t[4]) - originX,
    y: num(t[5]) - originY,
    width: num(i.width),
    height: num(i.height) || Math.abs(num(t[3])),
  };
  if (typeof i.fontName === 'string') item.fontName = i.fontName;
  return item;
}

function box(page: PdfjsPageLike): { x: number; y: number; width: number; height: number } {
  const v = page.view;
  if (Array.isArray(v) && v.length === 4)
    return { x: v[0]!, y: v[1]!, width: v[2]! - v[0]!, height: v[3]! - v[1]! };
  const vp = page.getViewport?.({ scale: 1 });
  return { x: 0, y: 0, width: vp?.width ?? 0, height: vp?.height ?? 0 };
}

/** The characters of one show-text operation's glyphs (numbers between them are spacing). */
function runText(args: unknown): string {
  const glyphs = Array.isArray(args) ? (args[0] as unknown) : null;
  if (!Array.isArray(glyphs)) return '';
  return glyphs
    .map((g) =>
      g && typeof g === 'object' && 'unicode' in g && typeof g.unicode === 'string' ? g.unicode : '',
    )
    .join('');
}

/** How many images the page paints, and the text of each glyph run it draws (soft-hyphens.ts). */
async function walkOperators(
  page: PdfjsPageLike,
  ops: PdfjsOps | undefined,
): Promise<{ images: number; runs: string[] }> {
  if (!ops || !page.getOperatorList) return { images: 0, runs: [] };
  const imageOps = new Set([ops.paintImageXObject, ops.paintInlineImageXObject, ops.paintImageMaskXObject]);
  const list = await page.getOperatorList();
  let images = 0;
  const runs: string[] = [];
  list.fnArray.forEach((fn, i) => {
    if (imageOps.has(fn)) images += 1;
    else if (fn === ops.showText) runs.push(runText(list.argsArray?.[i]));
  });
  return { images, runs };
}

/** The targets of a page's link annotations (a profile, an e-mail, a phone behind an icon). */
async function linkTargets(page: PdfjsPageLike): Promise<string[]> {
  if (!page.getAnnotations) return [];
  const annotations = await page.getAnnotations().catch(() => []);
  return annotations.flatMap((a) => {
    const link = a as { subtype?: unknown; url?: unknown };
    return link.subtype === 'Link' && typeof link.url === 'string' ? [link.url] : [];
  });
}

/**
 * Reads every page's text items (and, given `ops`, its image count and the hyphens pdf.js's text
 * layer drops); `onPage(done, total)` after each.
 */
export async function collectPdfSource(
  doc: PdfjsDocumentLike,
  ops?: PdfjsOps,
  onPage?: (done: number, total: number) => void,
): Promise<{ kind: 'pdf'; pages: PdfPage[] }> {
  const pages: PdfPage[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const b = box(page);
    const content = await page.getTextContent();
    const items: TextItem[] = [];
    for (const raw of content.items) {
      const item = toTextItem(raw, b.x, b.y);
      if (item) items.push(item);
    }
    const { images, runs } = await walkOperators(page, ops);
    restoreSoftHyphens(items, runs);
    const links = await linkTargets(page);
    page.cleanup?.();
    pages.push({ number: n, width: b.width, height: b.height, items, images, links });
    onPage?.(n, doc.numPages);
  }
  return { kind: 'pdf', pages };
}
