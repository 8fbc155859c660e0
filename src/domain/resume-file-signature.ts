/**
 * What a file really is, judged by its first bytes (docs/product-rules.md 16: never by name or MIME
 * type). DOCX files are zip archives; whether a zip is a Word document is decided by reading it.
 * Word 97-2003 (.doc) files are OLE compound files, as are old Excel and PowerPoint files: whether
 * one is a Word document is likewise decided by reading it (Easy Apply's server reader).
 */
import { RESUME_CONTENT_TYPES } from './uploads';

export type SniffedKind = 'pdf' | 'zip' | 'ole' | 'text';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04
/** An OLE compound file's signature: Word 97-2003 documents (.doc) are such files. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

/** Valid UTF-8 with no NUL bytes: what a plain-text resume looks like. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function sniffKind(bytes: Uint8Array): SniffedKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, ZIP_MAGIC)) return 'zip';
  if (startsWith(bytes, OLE_MAGIC)) return 'ole';
  if (isPlainText(bytes)) return 'text';
  return null;
}

/** The content type each resume kind is stored with (the uploads folder accepts only these). */
export const CONTENT_TYPES = RESUME_CONTENT_TYPES;
