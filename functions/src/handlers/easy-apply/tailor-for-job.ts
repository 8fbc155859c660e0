/**
 * tailorForJob: Magic CV's pipeline (runTailorPipeline) for one posting of the `jobs`
 * collection, counted against the lazyApply daily limit. The posting supplies the description,
 * title, company and URL, so the user never pastes anything and the record names the job.
 *
 * It needs an uploaded CV (docs/product-rules.md 5.3): the schema requires the upload's path, and
 * the pipeline refuses, before any work and with the daily slot given back, a path outside the
 * caller's resumes folder or one where no file is stored. The resume's text still comes from the
 * page, which read it from that file.
 */
import {
  EASY_APPLY_MESSAGES,
  EASY_APPLY_TOOL,
  JOBS,
  jobPostingSchema,
  tailorForJobInputSchema,
  type EasyApplyRecordExtras,
} from '@/domain/jobs/contract';
import { postingText } from '@/domain/jobs/posting-text';
import { GENERATION_TIMEOUT_MS, type TailorResumeResult } from '@/domain/magic-cv/contract';
import { defineHandler, HandlerError, type AdminStore } from '../ports';
import { readSubscription } from '../daily-usage';
import { runTailorPipeline } from '../tailor-resume';
import { checkTailorInput } from '../tailor-resume-input';

async function loadPosting(store: AdminStore, jobId: string) {
  // An id with a slash would address another collection's document.
  const snap = jobId.includes('/') ? null : await store.get(`${JOBS}/${jobId}`);
  const parsed = snap ? jobPostingSchema.safeParse(snap.data) : null;
  if (!parsed?.success) throw new HandlerError('not-found', EASY_APPLY_MESSAGES.jobGone);
  return parsed.data;
}

export function createTailorForJob(opts: { timeoutMs?: number } = {}) {
  return defineHandler({
    name: 'tailorForJob',
    access: 'user',
    input: tailorForJobInputSchema,
    site: 'lazyApply',
    async run(deps, ctx, input): Promise<TailorResumeResult> {
      const posting = await loadPosting(deps.store, input.jobId);
      // The same checks as Magic CV (upload path, lengths); the posting's URL is not the
      // user's PRO job-URL input, so it is attached after the check. The posting is read with
      // its title, employer and place, as suggestJobs ranked it.
      const checked = checkTailorInput(
        ctx.uid,
        {
          resumeText: input.resumeText,
          jobUrl: null,
          jobDescription: postingText(posting),
          coverLetter: false,
          originalResumePath: input.originalResumePath,
          resume: input.resume,
        },
        await readSubscription(deps.store, ctx.uid),
        deps.clock.now(),
      );
      const extras: EasyApplyRecordExtras = { tool: EASY_APPLY_TOOL, jobId: input.jobId };
      return runTailorPipeline(deps, ctx, {
        ...checked,
        jobUrl: posting.url,
        jobTitle: posting.title,
        companyName: posting.company,
        feature: 'lazyApply',
        limitMessage: EASY_APPLY_MESSAGES.dailyLimit,
        recordExtras: { ...extras },
        timeoutMs: opts.timeoutMs ?? GENERATION_TIMEOUT_MS,
      });
    },
  });
}

export const tailorForJob = createTailorForJob();
