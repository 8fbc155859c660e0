/**
 * Reads a resume file in the browser: size first, then the first bytes, then the text. Every
 * refusal carries the spec's message (spec 1 sections 5 and 8), shown to the user as is.
 */
import { MAX_RESUME_TEXT, MIN_RESUME_TEXT } from '@/domain/magic-cv/contract';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { visibleLength } from './pdf-lines';
import { extractDocxText } from './read-docx';
import { extractPdfText } from './read-pdf';
import {
  docxFailureMessage,
  openResumeFile,
  pdfFailureMessage,
  refuse,
  toArrayBuffer,
  type ResumeFileKind,
} from './resume-file-checks';

export type { ResumeFileKind } from './resume-file-checks';

export type ReadResumeResult =
  { ok: true; kind: ResumeFileKind; text: string } | { ok: false; message: string };

export interface ReadResumeOptions {
  /** 0..1 while a multi-page PDF is read. */
  onProgress?: (fraction: number) => void;
  /** Replaceable extractors (tests; environments without a PDF worker). */
  pdf?: typeof extractPdfText;
  docx?: typeof extractDocxText;
}

/** Minimum visible characters per page below which a PDF counts as a scanned image. */
const PDF_CHARS_PER_PAGE = 25;

/** Tidies extracted text: no trailing spaces, at most one blank line in a row. */
export function normaliseResumeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_RESUME_TEXT);
}

const fail = refuse;

function finish(kind: ResumeFileKind, raw: string): ReadResumeResult {
  const text = normaliseResumeText(raw);
  return visibleLength(text) < MIN_RESUME_TEXT
    ? fail(magicCvMessages.resumeTextMissing)
    : { ok: true, kind, text };
}

async function readPdf(bytes: Uint8Array, opts: ReadResumeOptions): Promise<ReadResumeResult> {
  try {
    const { text, pages } = await (opts.pdf ?? extractPdfText)(bytes, (done, total) =>
      opts.onProgress?.(done / total),
    );
    if (visibleLength(text) < Math.max(MIN_RESUME_TEXT, PDF_CHARS_PER_PAGE * pages)) {
      return fail(magicCvMessages.pdfNoText);
    }
    return finish('pdf', text);
  } catch (e) {
    return fail(pdfFailureMessage(e));
  }
}

async function readDocx(bytes: Uint8Array, opts: ReadResumeOptions): Promise<ReadResumeResult> {
  try {
    return finish('docx', await (opts.docx ?? extractDocxText)(toArrayBuffer(bytes)));
  } catch {
    return fail(docxFailureMessage);
  }
}

export async function readResumeFile(file: Blob, opts: ReadResumeOptions = {}): Promise<ReadResumeResult> {
  const opened = await openResumeFile(file);
  if (!opened.ok) return opened;
  switch (opened.sniffed) {
    case 'pdf':
      return readPdf(opened.bytes, opts);
    case 'zip':
      return readDocx(opened.bytes, opts);
    case 'text':
      return finish('txt', new TextDecoder('utf-8').decode(opened.bytes));
  }
}
