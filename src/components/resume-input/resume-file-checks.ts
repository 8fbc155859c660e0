/**
 * The checks every resume reader makes before and around extraction, in one place so the
 * text reader (Magic CV) and the source reader (free tools) refuse the same files with the same
 * messages (docs/product-rules.md 3.2): size first, then the first bytes (never the name), then the readers' errors.
 */
import { MAX_UPLOAD_BYTES, MIN_UPLOAD_BYTES } from '@/domain/magic-cv/contract';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { sniffKind, type SniffedKind } from '@/domain/resume-file-signature';
import { PdfReadError } from './read-pdf';

/** What a read file was; 'doc' (Word 97-2003) only where a tool reads it (Easy Apply). */
export type ResumeFileKind = 'pdf' | 'docx' | 'doc' | 'txt';

export interface FileRefusal {
  ok: false;
  message: string;
}

export const refuse = (message: string): FileRefusal => ({ ok: false, message });

export type OpenedFile = { ok: true; bytes: Uint8Array; sniffed: SniffedKind } | FileRefusal;

/** Size limits, then the bytes, then what the first bytes say the file is. */
export async function openResumeFile(file: Blob): Promise<OpenedFile> {
  if (file.size > MAX_UPLOAD_BYTES) return refuse(magicCvMessages.fileTooLarge);
  if (file.size < MIN_UPLOAD_BYTES) return refuse(magicCvMessages.fileTooSmall);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return refuse(magicCvMessages.unreadableFile);
  }
  const sniffed = sniffKind(bytes);
  return sniffed ? { ok: true, bytes, sniffed } : refuse(magicCvMessages.wrongType);
}

/** A broken PDF is "corrupted"; a locked one, or a reader that failed to load, is "unreadable". */
export function pdfFailureMessage(e: unknown): string {
  const invalid = !(e instanceof PdfReadError) || e.reason === 'invalid';
  return invalid ? magicCvMessages.corruptFile : magicCvMessages.unreadableFile;
}

/** A zip that is not a Word document (or a broken one) is not a file we accept. */
export const docxFailureMessage = magicCvMessages.wrongType;

/** The exact bytes as an ArrayBuffer (a Uint8Array may be a window on a larger buffer). */
export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
