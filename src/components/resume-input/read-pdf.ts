/**
 * PDF text extraction with pdfjs-dist, loaded on first use so it stays out of the main bundle.
 * The worker comes from the package itself (Vite serves it as an asset URL).
 */
import type * as PdfjsModule from 'pdfjs-dist';
import { joinTextItems, type PositionedText } from './pdf-lines';

export interface PdfText {
  text: string;
  pages: number;
}

export class PdfReadError extends Error {
  constructor(readonly reason: 'invalid' | 'password' | 'other') {
    super(`PDF could not be read (${reason})`);
    this.name = 'PdfReadError';
  }
}

type Pdfjs = Pick<typeof PdfjsModule, 'getDocument' | 'VerbosityLevel'>;

let loading: Promise<Pdfjs> | null = null;

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const [pdfjs, worker] = await Promise.all([
      import('pdfjs-dist'),
      import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    ]);
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  })();
  // A failed load (network hiccup) may be retried with the next file.
  loading.catch(() => (loading = null));
  return loading;
}

interface RawItem {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

function positioned(items: RawItem[]): PositionedText[] {
  return items
    .filter((i): i is Required<RawItem> => typeof i.str === 'string' && Array.isArray(i.transform))
    .map((i) => ({
      str: i.str,
      x: i.transform[4] ?? 0,
      y: i.transform[5] ?? 0,
      width: i.width,
      height: i.height || Math.abs(i.transform[3] ?? 0),
    }));
}

function reasonOf(e: unknown): PdfReadError['reason'] {
  const name = e && typeof e === 'object' && 'name' in e ? String(e.name) : '';
  if (name === 'PasswordException') return 'password';
  if (name === 'InvalidPDFException' || name === 'UnknownErrorException') return 'invalid';
  return 'other';
}

/** Reads every page's text; `onPage(done, total)` reports progress after each page. */
export async function extractPdfText(
  data: Uint8Array,
  onPage?: (done: number, total: number) => void,
  load: () => Promise<Pdfjs> = loadPdfjs,
): Promise<PdfText> {
  const pdfjs = await load().catch(() => {
    throw new PdfReadError('other');
  });
  // Text only: no fonts are rendered, so the missing standard-font warnings are noise.
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const doc = await task.promise.catch((e: unknown) => {
      throw new PdfReadError(reasonOf(e));
    });
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(joinTextItems(positioned(content.items as RawItem[])));
      page.cleanup();
      onPage?.(n, doc.numPages);
    }
    return { text: pages.join('\n\n'), pages: doc.numPages };
  } catch (e) {
    throw e instanceof PdfReadError ? e : new PdfReadError('invalid');
  } finally {
    void task.destroy();
  }
}
