/**
 * Reads a resume file in the browser: size first, then the first bytes, then the text. Every
 * refusal carries the spec's message (spec 1 sections 5 and 8), shown to the user as is.
 */
import {
  MAX_RESUME_TEXT,
  MAX_UPLOAD_BYTES,
  MIN_RESUME_TEXT,
  MIN_UPLOAD_BYTES,
} from '@/domain/magic-cv/contract';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { sniffKind } from './file-signature';
import { visibleLength } from './pdf-lines';
import { extractDocxText } from './read-docx';
import { extractPdfText, PdfReadError } from './read-pdf';

export type ResumeFileKind = 'pdf' | 'docx' | 'txt';

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

const fail = (message: string): ReadResumeResult => ({ ok: false, message });

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
    // A broken file is "corrupted"; a locked one or a reader that failed to load is "unreadable".
    const invalid = !(e instanceof PdfReadError) || e.reason === 'invalid';
    return fail(invalid ? magicCvMessages.corruptFile : magicCvMessages.unreadableFile);
  }
}

async function readDocx(bytes: Uint8Array, opts: ReadResumeOptions): Promise<ReadResumeResult> {
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    return finish('docx', await (opts.docx ?? extractDocxText)(buffer as ArrayBuffer));
  } catch {
    // A zip that is not a Word document (or a broken one) is not a file we accept.
    return fail(magicCvMessages.wrongType);
  }
}

export async function readResumeFile(file: Blob, opts: ReadResumeOptions = {}): Promise<ReadResumeResult> {
  if (file.size > MAX_UPLOAD_BYTES) return fail(magicCvMessages.fileTooLarge);
  if (file.size < MIN_UPLOAD_BYTES) return fail(magicCvMessages.fileTooSmall);

  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return fail(magicCvMessages.unreadableFile);
  }

  switch (sniffKind(bytes)) {
    case 'pdf':
      return readPdf(bytes, opts);
    case 'zip':
      return readDocx(bytes, opts);
    case 'text':
      return finish('txt', new TextDecoder('utf-8').decode(bytes));
    default:
      return fail(magicCvMessages.wrongType);
  }
}
