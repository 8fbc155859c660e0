/**
 * pdf.js document -> ResumeSource, written against the few members it uses (structural types)
 * so src/domain never imports pdfjs-dist: the browser passes its lazily loaded pdf.js, Node its
 * legacy build. Coordinates are made relative to the page box (a cropped page's box may not
 * start at 0,0), and the images a page paints are counted from its operator list.
 */
import type { PdfPage, TextItem } from '../layout/types';
import { restoreSoftHyphens } from './soft-hyphens';
import { colourItems, fontStyle, type ColouredRun } from './typography';

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
  /** The page's loaded fonts by their `fontName` (filled once the operator list is read). */
  commonObjs?: { has(id: string): boolean; get(id: string): unknown };
  cleanup?(): unknown;
}

export interface PdfjsDocumentLike {
  numPages: number;
  getPage(n: number): Promise<PdfjsPageLike>;
}

/** pdf.js's OPS numbers for painting images, drawing text and its colour (pass `pdfjs.OPS`). */
export interface PdfjsOps {
  paintImageXObject: number;
  paintInlineImageXObject: number;
  paintImageMaskXObject: number;
  showText?: number;
  setFillRGBColor?: number;
  save?: number;
  restore?: number;
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

const hex2 = (n: unknown) =>
  Math.max(0, Math.min(255, Math.round(num(n))))
    .toString(16)
    .padStart(2, '0');

/** A fill colour's arguments as "#rrggbb": pdf.js gives a hex string, older builds three bytes. */
function fillColour(args: unknown): string | null {
  if (!Array.isArray(args)) return null;
  if (typeof args[0] === 'string' && /^#[0-9a-f]{6}$/i.test(args[0])) return args[0].toLowerCase();
  return args.length >= 3 ? `#${hex2(args[0])}${hex2(args[1])}${hex2(args[2])}` : null;
}

/**
 * How many images the page paints, and each glyph run it draws with its fill colour (black
 * until set; save and restore keep a stack, as the PDF's graphics state does).
 */
async function walkOperators(
  page: PdfjsPageLike,
  ops: PdfjsOps | undefined,
): Promise<{ images: number; runs: ColouredRun[] }> {
  if (!ops || !page.getOperatorList) return { images: 0, runs: [] };
  const imageOps = new Set([ops.paintImageXObject, ops.paintInlineImageXObject, ops.paintImageMaskXObject]);
  const list = await page.getOperatorList();
  let images = 0;
  const runs: ColouredRun[] = [];
  let color = '#000000';
  const stack: string[] = [];
  list.fnArray.forEach((fn, i) => {
    if (imageOps.has(fn)) images += 1;
    else if (fn === ops.showText) runs.push({ text: runText(list.argsArray?.[i]), color });
    else if (fn === ops.setFillRGBColor) color = fillColour(list.argsArray?.[i]) ?? color;
    else if (fn === ops.save) stack.push(color);
    else if (fn === ops.restore) color = stack.pop() ?? color;
  });
  return { images, runs };
}

/** Names each item's font and marks it bold or italic, as the page's loaded fonts describe it. */
function styleItems(page: PdfjsPageLike, items: TextItem[]): void {
  const styles = new Map<string, ReturnType<typeof fontStyle>>();
  for (const item of items) {
    const id = item.fontName;
    if (!id) continue;
    if (!styles.has(id)) {
      const font = page.commonObjs?.has(id)
        ? (page.commonObjs.get(id) as Record<string, unknown> | null)
        : null;
      styles.set(id, fontStyle(typeof font?.name === 'string' ? font.name : undefined, font ?? {}));
    }
    const { font, bold, italic } = styles.get(id)!;
    if (font) item.font = font;
    if (bold) item.bold = true;
    if (italic) item.italic = true;
  }
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

/** One page's items, images and links. */
async function readPage(doc: PdfjsDocumentLike, n: number, ops: PdfjsOps | undefined): Promise<PdfPage> {
  const page = await doc.getPage(n);
  const b = box(page);
  // The three requests go to pdf.js together: its worker interleaves them.
  const [content, { images, runs }, links] = await Promise.all([
    page.getTextContent(),
    walkOperators(page, ops),
    linkTargets(page),
  ]);
  const items: TextItem[] = [];
  for (const raw of content.items) {
    const item = toTextItem(raw, b.x, b.y);
    if (item) items.push(item);
  }
  // Colours first: the runs hold the page's characters as drawn, before hyphens are put back.
  colourItems(items, runs);
  restoreSoftHyphens(
    items,
    runs.map((r) => r.text),
  );
  // After the operator list: the page's fonts are loaded by then.
  styleItems(page, items);
  page.cleanup?.();
  return { number: n, width: b.width, height: b.height, items, images, links };
}

/** Pages read at once: enough to keep pdf.js busy while it waits, few enough to bound memory. */
const PAGES_AT_ONCE = 4;

/**
 * Reads every page's text items (and, given `ops`, its image count and the hyphens pdf.js's text
 * layer drops), a few pages at a time; `onPage(done, total)` as each page is done. Pages keep
 * their order whatever order they finish in.
 */
export async function collectPdfSource(
  doc: PdfjsDocumentLike,
  ops?: PdfjsOps,
  onPage?: (done: number, total: number) => void,
): Promise<{ kind: 'pdf'; pages: PdfPage[] }> {
  const total = doc.numPages;
  const pages: PdfPage[] = new Array<PdfPage>(total);
  let next = 1;
  let done = 0;
  const worker = async () => {
    while (next <= total) {
      const n = next++;
      pages[n - 1] = await readPage(doc, n, ops);
      onPage?.(++done, total);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, total) }, worker));
  return { kind: 'pdf', pages };
}
