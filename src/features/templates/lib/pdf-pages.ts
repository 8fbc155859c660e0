/** Page-level work on the jsPDF document that html2canvas draws into. */
import type { jsPDF as JsPdf } from 'jspdf';
import { toRgb } from './color-to-rgb';
import { parseRgba } from './rgba';

export const A4_WIDTH_MM = 210;
export const A4_HEIGHT_MM = 297;
/** A4 at 96 dpi: the width the templates are laid out for. */
export const A4_WIDTH_PX = 794;

/**
 * Chromium prints the document's background over the whole page; html2canvas paints only the
 * document's box. Without this a dark template would end in white. Returns the unsubscribe.
 */
export function paintPages(doc: JsPdf, background: string): () => void {
  const rgba = parseRgba(toRgb(background) ?? '');
  if (!rgba || rgba[3] < 1 || rgba.slice(0, 3).every((c) => c === 255)) return () => undefined;
  const paint = () => {
    doc.setFillColor(rgba[0], rgba[1], rgba[2]);
    doc.rect(0, 0, A4_WIDTH_MM, A4_HEIGHT_MM, 'F');
  };
  paint();
  const token = doc.internal.events.subscribe('addPage', paint);
  return () => doc.internal.events.unsubscribe(token);
}

/**
 * jsPDF's context writes each save and restore to every page that exists at that moment, and its
 * own outer save comes before any page but the first: pages it adds later end with one restore too
 * many (pdftotext: "Restoring state when no valid states to pop"). Creating the pages first, each
 * opening with that outer save, keeps every page's graphics state balanced.
 */
export function addPagesUpFront(doc: JsPdf, pages: number): void {
  const internal = doc.internal as unknown as { out: (s: string) => void };
  for (let page = doc.getNumberOfPages(); page < pages; page++) {
    doc.addPage();
    internal.out('q');
  }
  doc.setPage(1);
}
