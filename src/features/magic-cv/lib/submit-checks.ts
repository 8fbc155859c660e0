import { MIN_RESUME_TEXT } from '@/domain/magic-cv/contract';
import { parseJobUrl } from '@/domain/magic-cv/job-url';
import { magicCvMessages } from '@/domain/magic-cv/messages';

export interface SubmitDraft {
  signedIn: boolean;
  /** The text the resume gives: the read file's or the pasted one. */
  resumeText: string;
  jobUrl: string;
  jobDescription: string;
}

/**
 * The local submit checks in the spec's order (spec 1 section 5): logged in, resume, job, not
 * both; then the resume text's minimum length and the job URL's shape. The fifth check, the daily limit, asks the
 * server and runs after these. Returns the first failing check's message, or null.
 */
export function firstSubmitProblem(d: SubmitDraft): string | null {
  const url = d.jobUrl.trim();
  const description = d.jobDescription.trim();
  if (!d.signedIn) return magicCvMessages.loginRequired;
  if (!d.resumeText.trim()) return magicCvMessages.resumeRequired;
  if (!url && !description) return magicCvMessages.jobRequired;
  if (url && description) return magicCvMessages.jobNotBoth;
  if (d.resumeText.trim().length < MIN_RESUME_TEXT) return magicCvMessages.resumeTextMissing;
  if (url) {
    const parsed = parseJobUrl(url);
    if (!parsed.ok) return parsed.message;
  }
  return null;
}

/** The fifth check: today's count against the limit (null = unlimited). */
export function overDailyLimit(usage: { used: number; limit: number | null }): boolean {
  return usage.limit !== null && usage.used >= usage.limit;
}
