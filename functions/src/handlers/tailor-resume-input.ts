/**
 * tailorResume's input checks: the page's own submit checks (src/domain/magic-cv/submit-check.ts:
 * resume, job, not both, the resume text's length, the job URL's shape), then what only paid
 * users may do, a pasted description's length and the upload's path. All of them run before a
 * usage slot is taken, so a mistake in the form never costs a generation.
 */
import { z } from 'zod';
import { MAX_RESUME_TEXT, MIN_JOB_DESCRIPTION, tailorResumeInputSchema } from '@/domain/magic-cv/contract';
import { parseJobUrl } from '@/domain/magic-cv/job-url';
import { firstSubmitProblem } from '@/domain/magic-cv/submit-check';
import { isOwnUpload } from '@/domain/uploads';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import type { ParsedResume } from '@/domain/resume/types';
import { isFreeUser, type Subscription } from '@/domain/user';
import { HandlerError } from './ports';

/** The shared schema; the resume text's presence and length are the submit checks'. */
export const tailorResumeInput = tailorResumeInputSchema.extend({
  resumeText: z
    .string({ error: magicCvMessages.resumeRequired })
    .trim()
    .max(MAX_RESUME_TEXT, 'Your resume is too long. Please shorten it and try again.'),
});
export type TailorResumeParsedInput = z.infer<typeof tailorResumeInput>;

export const PRO_JOB_URL_MESSAGE =
  'Job URLs are a PRO feature. Please upgrade your plan or paste the job description instead.';
export const ORIGINAL_PATH_MESSAGE = 'The uploaded resume file is not valid. Please upload it again.';

export interface CheckedInput {
  resumeText: string;
  /** Normalised (LinkedIn canonical view URL), or null when a description was pasted. */
  jobUrl: string | null;
  jobDescription: string | null;
  /** Only true when asked for AND the plan allows it (the flag is ignored otherwise). */
  coverLetter: boolean;
  originalResumePath: string | null;
  /** The person's reviewed resume, when they reviewed it; otherwise the text is parsed. */
  resume: ParsedResume | null;
}

const blankToNull = (s: string | null) => (s && s.trim() ? s.trim() : null);

export function checkTailorInput(
  uid: string,
  // The run id is not checked here: it only labels the record (tailor-resume.ts).
  input: Omit<TailorResumeParsedInput, 'runId'>,
  sub: Subscription,
  now: Date,
): CheckedInput {
  const jobUrl = blankToNull(input.jobUrl);
  const jobDescription = blankToNull(input.jobDescription);
  const problem = firstSubmitProblem({
    signedIn: true,
    resumeText: input.resumeText,
    jobUrl: jobUrl ?? '',
    jobDescription: jobDescription ?? '',
  });
  if (problem) throw new HandlerError('invalid-argument', problem);
  const paid = !isFreeUser(sub, now);

  let normalisedUrl: string | null = null;
  if (jobUrl) {
    if (!paid) throw new HandlerError('permission-denied', PRO_JOB_URL_MESSAGE);
    const parsed = parseJobUrl(jobUrl);
    if (parsed.ok) normalisedUrl = parsed.url;
  }
  // A pasted description is checked here; a scraped one once it has been fetched.
  if (jobDescription && jobDescription.length < MIN_JOB_DESCRIPTION) {
    throw new HandlerError('invalid-argument', magicCvMessages.jobTextMissing);
  }

  const path = input.originalResumePath;
  if (path !== null && !isOwnUpload(uid, path, 'resumes')) {
    throw new HandlerError('invalid-argument', ORIGINAL_PATH_MESSAGE);
  }

  return {
    resumeText: input.resumeText,
    jobUrl: normalisedUrl,
    jobDescription,
    coverLetter: input.coverLetter && paid,
    originalResumePath: path,
    resume: input.resume ?? null,
  };
}
