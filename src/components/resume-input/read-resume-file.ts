/**
 * Reads a resume file's text in the browser for a generation: size first, then the first bytes,
 * then the text. Every refusal carries the product's message, shown to the person as is.
 */
import { MAX_RESUME_TEXT, MIN_RESUME_TEXT } from '@/domain/magic-cv/contract';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { layoutPdf } from '@/domain/resume/layout/layout-pdf';
import { visibleLength } from './pdf-lines';
import { readResumeSource, type ReadSourceOptions } from './read-resume-source';
import { refuse, type ResumeFileKind } from './resume-file-checks';

export type { ResumeFileKind } from './resume-file-checks';

export type ReadResumeResult =
  { ok: true; kind: ResumeFileKind; text: string } | { ok: false; message: string };

/** Progress, and replaceable readers (tests; environments without a PDF worker). */
export type ReadResumeOptions = ReadSourceOptions;

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

function finish(kind: ResumeFileKind, raw: string): ReadResumeResult {
  const text = normaliseResumeText(raw);
  return visibleLength(text) < MIN_RESUME_TEXT
    ? refuse(magicCvMessages.resumeTextMissing)
    : { ok: true, kind, text };
}

/**
 * The file's text, read as the one reader reads every file (readResumeSource: file -> source; a
 * PDF's positioned text in reading order, as the layout reader orders it), then held to a
 * generation's needs: a PDF with almost no text per page is a scan, and a text too short to be a
 * resume is refused.
 */
export async function readResumeFile(file: Blob, opts: ReadResumeOptions = {}): Promise<ReadResumeResult> {
  const read = await readResumeSource(file, opts);
  if (!read.ok) return read;
  const { source } = read;
  if (source.kind !== 'pdf') return finish(read.kind, source.text);
  const text = layoutPdf(source.pages).lines.join('\n');
  if (visibleLength(text) < Math.max(MIN_RESUME_TEXT, PDF_CHARS_PER_PAGE * source.pages.length)) {
    return refuse(magicCvMessages.pdfNoText);
  }
  return finish('pdf', text);
}
