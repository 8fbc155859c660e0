/**
 * Reads a resume file in the browser into a ResumeSource (positioned PDF text, DOCX text with
 * its tables and images, plain text) for the layout steps and the ATS checker. Same limits and
 * messages as readResumeFile (resume-file-checks.ts). Nothing leaves the browser.
 *
 * Unlike readResumeFile, a PDF or DOCX whose text is all in images is NOT refused: showing that
 * a machine reads nothing from it is exactly the checker's job.
 */
import { MAX_RESUME_TEXT, MIN_RESUME_TEXT } from '@/domain/magic-cv/contract';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import type { ResumeSource } from '@/domain/resume/layout/types';
import { collectDocxSource } from '@/domain/resume/source/from-mammoth';
import { visibleLength } from './pdf-lines';
import { extractPdfSource } from './read-pdf';
import {
  docxFailureMessage,
  openResumeFile,
  pdfFailureMessage,
  refuse,
  toArrayBuffer,
  type FileRefusal,
  type ResumeFileKind,
} from './resume-file-checks';

export type ReadSourceResult = { ok: true; kind: ResumeFileKind; source: ResumeSource } | FileRefusal;

export interface ReadSourceOptions {
  /** 0..1 while a multi-page PDF is read. */
  onProgress?: (fraction: number) => void;
  /** Replaceable readers (tests; environments without a PDF worker). */
  pdf?: (data: Uint8Array, onPage?: (done: number, total: number) => void) => Promise<ResumeSource>;
  docx?: (data: ArrayBuffer) => Promise<ResumeSource>;
  /**
   * The reader of Word 97-2003 files (.doc, an OLE compound file): its text, or the message to
   * show. Without one (Magic CV, the free tools) such a file is refused as not a resume format.
   */
  doc?: (data: Uint8Array) => Promise<{ ok: true; text: string } | FileRefusal>;
}

/** mammoth's browser build, loaded on first use so it stays out of the main bundle. */
async function docxSource(data: ArrayBuffer): Promise<ResumeSource> {
  const mod = await import('mammoth');
  // CommonJS package: the bundler may hand it over as the default export or as the module.
  return collectDocxSource(mod.default ?? mod, data);
}

async function readPdf(bytes: Uint8Array, opts: ReadSourceOptions): Promise<ReadSourceResult> {
  try {
    const read = opts.pdf ?? extractPdfSource;
    const source = await read(bytes, (done, total) => opts.onProgress?.(done / total));
    return { ok: true, kind: 'pdf', source };
  } catch (e) {
    return refuse(pdfFailureMessage(e));
  }
}

async function readDocx(bytes: Uint8Array, opts: ReadSourceOptions): Promise<ReadSourceResult> {
  let source: ResumeSource;
  try {
    source = await (opts.docx ?? docxSource)(toArrayBuffer(bytes));
  } catch {
    return refuse(docxFailureMessage);
  }
  const empty = source.kind === 'docx' && visibleLength(source.text) < MIN_RESUME_TEXT && !source.images;
  return empty ? refuse(magicCvMessages.resumeTextMissing) : { ok: true, kind: 'docx', source };
}

async function readDoc(bytes: Uint8Array, opts: ReadSourceOptions): Promise<ReadSourceResult> {
  if (!opts.doc) return refuse(magicCvMessages.wrongType);
  const read = await opts.doc(bytes);
  if (!read.ok) return read;
  const text = read.text.slice(0, MAX_RESUME_TEXT);
  if (visibleLength(text) < MIN_RESUME_TEXT) return refuse(magicCvMessages.resumeTextMissing);
  // Its text only: the layout of a .doc is not read.
  return { ok: true, kind: 'doc', source: { kind: 'txt', text } };
}

function readTxt(bytes: Uint8Array): ReadSourceResult {
  const text = new TextDecoder('utf-8').decode(bytes).slice(0, MAX_RESUME_TEXT);
  if (visibleLength(text) < MIN_RESUME_TEXT) return refuse(magicCvMessages.resumeTextMissing);
  return { ok: true, kind: 'txt', source: { kind: 'txt', text } };
}

export async function readResumeSource(file: Blob, opts: ReadSourceOptions = {}): Promise<ReadSourceResult> {
  const opened = await openResumeFile(file);
  if (!opened.ok) return opened;
  switch (opened.sniffed) {
    case 'pdf':
      return readPdf(opened.bytes, opts);
    case 'zip':
      return readDocx(opened.bytes, opts);
    case 'ole':
      return readDoc(opened.bytes, opts);
    case 'text':
      return readTxt(opened.bytes);
  }
}
