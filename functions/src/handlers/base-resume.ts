/**
 * saveBaseResume / deleteBaseResume (issue 16): the person's reviewed resume, stored under their
 * own uid only (the path comes from the verified token, never from the input) after the zod
 * check, and removed on request. Clients cannot write baseResumes/* directly (firestore.rules).
 */
import {
  baseResumeDocSchema,
  baseResumePath,
  DELETE_BASE_RESUME,
  SAVE_BASE_RESUME,
  saveBaseResumeInputSchema,
} from '@/domain/resume/base-resume';
import { z } from 'zod';
import { defineHandler } from './ports';

export const saveBaseResume = defineHandler({
  name: SAVE_BASE_RESUME,
  access: 'user',
  input: saveBaseResumeInputSchema,
  async run(deps, ctx, input): Promise<{ saved: true }> {
    await deps.store.set(
      baseResumePath(ctx.uid),
      baseResumeDocSchema.parse({
        userId: ctx.uid,
        resume: input.resume,
        sourceText: input.sourceText,
        sourceName: input.sourceName,
        updatedAt: deps.clock.now(),
      }),
    );
    return { saved: true };
  },
});

export const deleteBaseResume = defineHandler({
  name: DELETE_BASE_RESUME,
  access: 'user',
  input: z.object({}).strict(),
  async run(deps, ctx): Promise<{ deleted: true }> {
    await deps.store.remove(baseResumePath(ctx.uid));
    return { deleted: true };
  },
});
