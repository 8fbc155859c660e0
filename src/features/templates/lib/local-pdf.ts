/**
 * "Download as PDF (No Server)": a resume HTML document to an A4 portrait PDF, in the browser.
 * jsPDF's `.html()` draws through its canvas-to-PDF context, so the text stays text (a resume
 * PDF must keep its text for an ATS; html2pdf.js would give pictures of text). jsPDF is imported on demand, out of the main bundle.
 * jsPDF renders in the app's own document: the resume's styles are scoped to one element
 * (print-root.ts), and what html2canvas + jsPDF get wrong is corrected around them (the *-fixes,
 * restate-styles, rasterize-svgs and keep-lines-whole files say what and why).
 */
import type { jsPDF as JsPdf } from 'jspdf';
import { prepareAppDocument } from './app-document-fixes';
import { keepLinesWhole } from './keep-lines-whole';
import { pageMarginsMm, type MarginsMm } from './page-margins';
import { fixPdfContext } from './pdf-context-fixes';
import { A4_HEIGHT_MM, A4_WIDTH_MM, A4_WIDTH_PX, addPagesUpFront, paintPages } from './pdf-pages';
import { buildPrintRoot } from './print-root';
import { rasterizeSvgs } from './rasterize-svgs';
import { restateStyles } from './restate-styles';

/** The 0.5 in PDF margin (docs/product-rules.md 3.4): for documents that do not set their own @page. */
const DEFAULT_MARGINS_MM: MarginsMm = [12.7, 12.7, 12.7, 12.7];
/** Full-bleed documents (@page margin 0) still get a blank band at the top and bottom of a break. */
const BREAK_GAP_MM = 10;
// jsPDF clones the source into an overlay with this class (and removes it, unless it fails).
const OVERLAY_CLASS = 'html2pdf__overlay';

let renders = 0;

/** html2canvas's copy of the resume, laid out at the page width, just before it is drawn. */
async function prepareCopy(doc: JsPdf, copy: HTMLElement, pageHeightPx: number, gapPx: number) {
  await rasterizeSvgs(copy);
  restateStyles(copy);
  keepLinesWhole(copy, { pageHeightPx, gapPx });
  // Whole pages: the document's own background (a sidebar's stripe) reaches the last page's end.
  const pages = Math.max(1, Math.ceil(copy.getBoundingClientRect().height / pageHeightPx - 0.01));
  copy.style.setProperty('min-height', `${pages * pageHeightPx - 1}px`, 'important');
  const stopPainting = paintPages(
    doc,
    copy.ownerDocument.defaultView?.getComputedStyle(copy).backgroundColor ?? '',
  );
  addPagesUpFront(doc, pages);
  return stopPainting;
}

/** The message for a conversion that failed (docs/product-rules.md 4.4); the cause goes to the console. */
export const CONVERT_FAILED_MESSAGE = 'Failed to convert HTML to PDF';

/** Renders a complete HTML document to an A4 portrait PDF whose text is selectable. */
export async function htmlToPdfBlob(html: string, opts: { fileName?: string } = {}): Promise<Blob> {
  try {
    return await render(html, opts.fileName);
  } catch (e) {
    console.error('Local PDF failed', e);
    throw new Error(CONVERT_FAILED_MESSAGE, { cause: e });
  }
}

async function render(html: string, fileName: string | undefined): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const scopeClass = `jobkit-local-pdf-${++renders}`;
  const { root, css } = buildPrintRoot(html, scopeClass);
  const margins = pageMarginsMm(css, DEFAULT_MARGINS_MM);
  const [top, right, bottom, left] = margins;
  const widthMm = A4_WIDTH_MM - left - right;
  const windowWidth = Math.round((widthMm / A4_WIDTH_MM) * A4_WIDTH_PX);
  const pxPerMm = windowWidth / widthMm;
  const gapPx = top === 0 && bottom === 0 ? BREAK_GAP_MM * pxPerMm : 0;

  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  if (fileName) doc.setProperties({ title: fileName.replace(/\.pdf$/i, '') });
  fixPdfContext(doc);
  let stopPainting = () => {};
  const restoreAppDocument = prepareAppDocument();
  try {
    await document.fonts?.ready;
    await doc.html(root, {
      x: 0,
      y: 0,
      margin: margins,
      width: widthMm,
      windowWidth,
      // 'text' paging shifts text by draw order, not position (jsPDF 4.2), which misplaces lines;
      // slicing is exact once keepLinesWhole has moved every line off the boundaries.
      autoPaging: 'slice',
      html2canvas: {
        logging: false,
        // Media queries are evaluated at the page's width, as in print, not the phone's.
        windowWidth,
        // html2canvas copies the whole app into its frame; only jsPDF's overlay is wanted.
        ignoreElements: (el: Element) =>
          el.parentElement === document.body && !el.classList.contains(OVERLAY_CLASS),
        onclone: async (clone: Document) => {
          const copy = clone.querySelector<HTMLElement>(`.${scopeClass}`);
          if (copy)
            stopPainting = await prepareCopy(doc, copy, (A4_HEIGHT_MM - top - bottom) * pxPerMm, gapPx);
        },
      },
    });
  } finally {
    restoreAppDocument();
    stopPainting();
    document.querySelectorAll(`.${OVERLAY_CLASS}`).forEach((overlay) => {
      if (overlay.querySelector(`.${scopeClass}`)) overlay.remove();
    });
  }
  return doc.output('blob');
}

/** Renders the document and hands the PDF to the browser as a download named `fileName`. */
export async function downloadHtmlAsPdf(html: string, fileName: string): Promise<void> {
  const blob = await htmlToPdfBlob(html, { fileName });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = /\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
