import { readResumeFile, type ReadResumeResult } from '@/components/resume-input/read-resume-file';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { TEMPLATE_MESSAGES } from '@/domain/templates/contract';

/** Old Word (.doc) files are OLE compound documents. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The shared reader's refusals, in this page's words (docs/product-rules.md 4.2). */
const RENAMED: Record<string, string> = {
  [magicCvMessages.wrongType]: TEMPLATE_MESSAGES.resumeTypes,
  [magicCvMessages.unsupportedType]: TEMPLATE_MESSAGES.resumeTypes,
  [magicCvMessages.resumeTextMissing]: TEMPLATE_MESSAGES.emptyResume,
};

/**
 * Reads the resume with the shared reader (PDF, DOCX, TXT). A DOC file is accepted by the
 * picker but its text cannot be extracted in the browser, which docs/product-rules.md 4.2 words as
 * 'Unsupported file type. Please upload PDF, DOCX, or TXT.'
 */
export async function readTemplateResume(
  file: File,
  opts: { onProgress: (fraction: number) => void },
): Promise<ReadResumeResult> {
  try {
    const head = new Uint8Array(await file.slice(0, OLE_MAGIC.length).arrayBuffer());
    if (OLE_MAGIC.every((b, i) => head[i] === b))
      return { ok: false, message: TEMPLATE_MESSAGES.unsupported };
  } catch {
    // Unreadable: the shared reader reports it.
  }
  const result = await readResumeFile(file, opts);
  return result.ok ? result : { ok: false, message: RENAMED[result.message] ?? result.message };
}
