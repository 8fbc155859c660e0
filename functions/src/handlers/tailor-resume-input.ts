/**
 * tailorResume's input checks, in the spec's order and words (spec 1 section 5): resume, job,
 * not both; then what only paid users may do; then the job URL's shape. All of them run before
 * a usage slot is taken, so a mistake in the form never costs a generation.
 */
import { z } from 'zod';
import {
  MAX_RESUME_TEXT,
  MIN_JOB_DESCRIPTION,
  MIN_RESUME_TEXT,
  tailorResumeInputSchema,
} from '../../../src/domain/magic-cv/contract';
import { parseJobUrl } from '../../../src/domain/magic-cv/job-url';
import { isOwnUpload } from '../../../src/domain/uploads';
import { magicCvMessages } from '../../../src/domain/magic-cv/messages';
import type { ParsedResume } from '../../../src/domain/resume/types';
import { isFreeUser, type Subscription } from '../../../src/domain/user';
import { HandlerError } from './ports';

/** The shared schema, with the spec's messages for the resume text. */
export const tailorResumeInput = tailorResumeInputSchema.extend({
  resumeText: z
    .string({ error: magicCvMessages.resumeRequired })
    .trim()
    .min(1, magicCvMessages.resumeRequired)
    .min(MIN_RESUME_TEXT, magicCvMessages.resumeTextMissing)
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
  input: TailorResumeParsedInput,
  sub: Subscription,
): CheckedInput {
  const jobUrl = blankToNull(input.jobUrl);
  const jobDescription = blankToNull(input.jobDescription);
  if (!jobUrl && !jobDescription) throw new HandlerError('invalid-argument', magicCvMessages.jobRequired);
  if (jobUrl && jobDescription) throw new HandlerError('invalid-argument', magicCvMessages.jobNotBoth);
  const paid = !isFreeUser(sub);

  let normalisedUrl: string | null = null;
  if (jobUrl) {
    if (!paid) throw new HandlerError('permission-denied', PRO_JOB_URL_MESSAGE);
    const parsed = parseJobUrl(jobUrl);
    if (!parsed.ok) throw new HandlerError('invalid-argument', parsed.message);
    normalisedUrl = parsed.url;
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
