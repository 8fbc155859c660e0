import { useCallback } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import type { ResumeFileTypes } from '@/components/resume-input/file-drop-zone';
import {
  readResumeFile,
  type ReadResumeOptions,
  type ReadResumeResult,
  type ResumeFileKind,
} from '@/components/resume-input/read-resume-file';
import { refuse } from '@/components/resume-input/resume-file-checks';
import { callErrorMessage, OFFLINE_MESSAGE } from '@/backend/call-error-message';
import { EASY_APPLY_MESSAGES } from '@/domain/jobs/contract';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { readWordResume } from '../api/read-word-resume';

/** The picker offers PDF, DOC and DOCX (docs/product-rules.md 5.1); files are still told apart by their bytes. */
export const EASY_APPLY_FILE_TYPES: ResumeFileTypes = {
  accept:
    '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  hint: 'Max 5MB · PDF, DOC or DOCX',
};

/**
 * Reads a resume file for Easy Apply: PDF and DOCX (and plain text) in the browser like every
 * tool, and a Word 97-2003 file (.doc) on the server, which the browser has no reader for: the
 * file is uploaded (the same upload tailoring records later) and `readWordResume` returns its
 * text. A .doc the server cannot read gets a message saying what to do instead.
 */
export function useEasyApplyReader(upload: (file: File, kind: ResumeFileKind) => Promise<string>) {
  const { functions } = useBackend();
  return useCallback(
    async (file: File, opts: ReadResumeOptions = {}): Promise<ReadResumeResult> => {
      const readDoc = async () => {
        try {
          const { text } = await readWordResume(functions, { path: await upload(file, 'doc') });
          return { ok: true as const, text };
        } catch (e) {
          console.error('readWordResume failed', e);
          return refuse(
            callErrorMessage(e, { offline: OFFLINE_MESSAGE, fallback: EASY_APPLY_MESSAGES.docUnreadable }),
          );
        }
      };
      const result = await readResumeFile(file, { ...opts, doc: readDoc });
      // The shared refusal names Magic CV's formats; this page takes others.
      return !result.ok && result.message === magicCvMessages.wrongType
        ? refuse(EASY_APPLY_MESSAGES.wrongFileType)
        : result;
    },
    [functions, upload],
  );
}
