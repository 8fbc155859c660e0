/**
 * readWordResume (docs/product-rules.md 5.1): the text of a Word 97-2003 resume (.doc) the caller
 * uploaded to uploads/{uid}/resumes/, for Easy Apply, whose browser reads PDF and DOCX itself but
 * has no reader for the old binary format. What the file is comes from its first bytes. A file
 * that is not such a document, or that the reader cannot read, gets the one message that says
 * what to do instead; the page holds the text to the same minimum as every other resume file.
 * Each read takes one of the day's fair-use reads first (docs/product-rules.md 6.3); a file that
 * is refused before it is read, or that cannot be read, gives it back.
 */
import {
  EASY_APPLY_MESSAGES,
  readWordResumeInputSchema,
  type ReadWordResumeResult,
} from '@/domain/jobs/contract';
import { FAIR_USE_LIMITS } from '@/domain/fair-use';
import { MAX_RESUME_TEXT } from '@/domain/magic-cv/contract';
import { sniffKind } from '@/domain/resume-file-signature';
import { isOwnUpload } from '@/domain/uploads';
import { readWordDocText } from '../../word/read-word-doc';
import { reserveDailyUse } from '../daily-usage';
import { defineHandler, HandlerError, type HandlerDeps } from '../ports';
import { ORIGINAL_PATH_MESSAGE } from '../tailor-resume-input';

/** The text of a .doc upload; anything else, or a file the reader cannot read, is refused. */
async function readUpload(deps: HandlerDeps, path: string): Promise<string> {
  const bytes = await deps.files.read(path);
  if (!bytes) throw new HandlerError('not-found', ORIGINAL_PATH_MESSAGE);
  if (sniffKind(bytes) !== 'ole')
    throw new HandlerError('invalid-argument', EASY_APPLY_MESSAGES.docUnreadable);
  let text: string;
  try {
    text = await readWordDocText(bytes);
  } catch (e) {
    console.warn('readWordResume: not a readable Word document', e);
    throw new HandlerError('invalid-argument', EASY_APPLY_MESSAGES.docUnreadable);
  }
  return text.slice(0, MAX_RESUME_TEXT);
}

export const readWordResume = defineHandler({
  name: 'readWordResume',
  access: 'user',
  input: readWordResumeInputSchema,
  site: 'lazyApply',
  async run(deps, ctx, input): Promise<ReadWordResumeResult> {
    if (!isOwnUpload(ctx.uid, input.path, 'resumes')) {
      throw new HandlerError('invalid-argument', ORIGINAL_PATH_MESSAGE);
    }
    const limit = EASY_APPLY_MESSAGES.wordReadLimit(FAIR_USE_LIMITS.wordRead);
    const slot = await reserveDailyUse(deps.store, ctx.uid, 'wordRead', deps.clock.now(), ctx.tz, limit);
    try {
      return { text: await readUpload(deps, input.path) };
    } catch (e) {
      await slot.release();
      throw e;
    }
  },
});
