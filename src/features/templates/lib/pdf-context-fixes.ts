/**
 * Two gaps of jsPDF's canvas context (which html2canvas draws on), closed on one document:
 * - html2canvas draws an image between a save and a restore; when jsPDF cannot place the image it
 *   throws in between, the restore never happens and the clip stays, hiding everything after it.
 *   An image that cannot be placed is left out instead.
 * - it has no patterns, and html2canvas paints every background image and gradient as a pattern
 *   of a canvas it has drawn: jsPDF filled those black. The canvas is placed as a PNG instead,
 *   clipped to the same shape, the way html2canvas places an <img>.
 */
import type { jsPDF as JsPdf } from 'jspdf';

type Call = (...args: unknown[]) => unknown;
interface PdfCanvasContext {
  drawImage: Call;
  createPattern: Call;
  fill: Call;
  save: Call;
  restore: Call;
  clip: Call;
}

function asPng(source: unknown): { img: HTMLImageElement; width: number; height: number } | null {
  if (source instanceof HTMLImageElement && /^data:image\/(png|jpe?g);base64,/i.test(source.src))
    return { img: source, width: source.width, height: source.height };
  let canvas = source instanceof HTMLCanvasElement ? source : null;
  if (!canvas && source instanceof HTMLImageElement && source.complete && source.naturalWidth) {
    canvas = document.createElement('canvas');
    canvas.width = source.width;
    canvas.height = source.height;
    canvas.getContext('2d')?.drawImage(source, 0, 0, source.width, source.height);
  }
  if (!canvas || !canvas.width || !canvas.height) return null;
  const img = new Image(canvas.width, canvas.height);
  // jsPDF reads a data URL's bytes straight from the src; the image need not have loaded.
  img.src = canvas.toDataURL('image/png');
  return { img, width: canvas.width, height: canvas.height };
}

export function fixPdfContext(doc: JsPdf): void {
  const ctx = doc.context2d as unknown as PdfCanvasContext;
  const drawImage = ctx.drawImage.bind(ctx);
  const createPattern = ctx.createPattern.bind(ctx);
  const fill = ctx.fill.bind(ctx);
  let pattern: unknown = null;

  const safeDrawImage: Call = (...args) => {
    try {
      return drawImage(...args);
    } catch (e) {
      console.warn('Local PDF: an image was left out', e);
    }
  };
  ctx.drawImage = safeDrawImage;
  // html2canvas fills with a pattern right after creating it (renderRepeat).
  ctx.createPattern = (...args) => {
    pattern = args[0];
    return createPattern(...args);
  };
  ctx.fill = (...args) => {
    const source = pattern;
    pattern = null;
    const png = source ? asPng(source) : null;
    if (!png) return source ? undefined : fill(...args);
    ctx.save();
    ctx.clip();
    safeDrawImage(png.img, 0, 0, png.width, png.height);
    ctx.restore();
  };
}
