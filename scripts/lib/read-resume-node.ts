/**
 * Reads a resume file in Node (CLI, bench, corpus tests) into the same `ResumeSource` the browser
 * builds: pdf.js's legacy build for PDFs (positioned text items), mammoth for DOCX, UTF-8 for TXT.
 * What the file is comes from its first bytes, never its name (docs/product-rules.md 16). The shared
 * collectors in src/domain/resume/source do the reading; this file only loads the Node libraries.
 */
import { sniffKind } from '@/domain/resume-file-signature';
import type { ResumeSource } from '@/domain/resume/layout/types';
import { collectDocxSource, type MammothLike } from '@/domain/resume/source/from-mammoth';
import { collectPdfSource, type PdfjsDocumentLike } from '@/domain/resume/source/from-pdfjs';

/**
 * Nothing is drawn, so no font is needed. With font faces disabled, pdf.js's worker instead turns
 * every glyph it meets into an outline (a tenth of the reading time); with them enabled, it hands
 * each font to the document to install as a CSS rule, and Node has no document. This stand-in
 * takes the rules and installs nothing (pdf.js treats Node's fonts as loaded at once).
 */
const NO_FONTS_DOCUMENT = {
  createElement: () => ({ sheet: { cssRules: [], insertRule: () => 0 }, remove: () => undefined }),
  documentElement: { getElementsByTagName: () => [{ append: () => undefined }] },
};

async function readPdf(bytes: Uint8Array): Promise<ResumeSource> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js transfers (detaches) the buffer it is given: hand it a copy so callers keep theirs.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: false,
    // A stand-in, not a DOM: pdf.js calls only the members above.
    ownerDocument: NO_FONTS_DOCUMENT as unknown as Document,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const doc = await task.promise;
    return await collectPdfSource(doc as unknown as PdfjsDocumentLike, pdfjs.OPS);
  } finally {
    await task.destroy();
  }
}

async function readDocx(bytes: Uint8Array): Promise<ResumeSource> {
  const mod = await import('mammoth');
  // Node's build reads the `buffer` field the collector passes beside `arrayBuffer`.
  const mammoth = (mod.default ?? mod) as unknown as MammothLike;
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return collectDocxSource(mammoth, data);
}

export async function readResumeFileNode(bytes: Uint8Array): Promise<ResumeSource> {
  switch (sniffKind(bytes)) {
    case 'pdf':
      return readPdf(bytes);
    case 'zip':
      return readDocx(bytes);
    case 'text':
      return { kind: 'txt', text: new TextDecoder('utf-8').decode(bytes) };
    default:
      throw new Error('Not a resume file: expected a PDF, a DOCX (Word) or a UTF-8 text file.');
  }
}
