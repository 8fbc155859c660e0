/**
 * PDF reading with pdfjs-dist, loaded on first use so it stays out of the main bundle. The
 * worker comes from the package itself (Vite serves it as an asset URL). The positioned text goes
 * to the resume layout steps (src/domain/resume/layout) like the CLI's and the handlers'.
 */
import type * as PdfjsModule from 'pdfjs-dist';
import type { PdfPage } from '@/domain/resume/layout/types';
import { collectPdfSource, type PdfjsDocumentLike } from '@/domain/resume/source/from-pdfjs';

export class PdfReadError extends Error {
  constructor(readonly reason: 'invalid' | 'password' | 'other') {
    super(`PDF could not be read (${reason})`);
    this.name = 'PdfReadError';
  }
}

type Pdfjs = Pick<typeof PdfjsModule, 'getDocument' | 'VerbosityLevel' | 'OPS'>;

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

function reasonOf(e: unknown): PdfReadError['reason'] {
  const name = e && typeof e === 'object' && 'name' in e ? String(e.name) : '';
  if (name === 'PasswordException') return 'password';
  if (name === 'InvalidPDFException' || name === 'UnknownErrorException') return 'invalid';
  return 'other';
}

type OnPage = (done: number, total: number) => void;

async function readPages(
  data: Uint8Array,
  onPage: OnPage | undefined,
  load: () => Promise<Pdfjs>,
): Promise<PdfPage[]> {
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
    // Each page's operators are walked for its images and for the hyphens pdf.js's text layer
    // drops (soft-hyphens.ts): every reader needs the words whole.
    const source = await collectPdfSource(doc as PdfjsDocumentLike, pdfjs.OPS, onPage);
    return source.pages;
  } catch (e) {
    throw e instanceof PdfReadError ? e : new PdfReadError('invalid');
  } finally {
    void task.destroy();
  }
}

/** Every page's positioned text items and image count: the source every resume reading starts from. */
export async function extractPdfSource(
  data: Uint8Array,
  onPage?: OnPage,
  load: () => Promise<Pdfjs> = loadPdfjs,
): Promise<{ kind: 'pdf'; pages: PdfPage[] }> {
  return { kind: 'pdf', pages: await readPages(data, onPage, load) };
}
