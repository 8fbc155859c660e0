import { MIN_RESUME_TEXT } from './contract';
import { parseJobUrl } from './job-url';
import { magicCvMessages } from './messages';

export interface SubmitDraft {
  signedIn: boolean;
  /** The text the resume gives: the read file's or the pasted one. */
  resumeText: string;
  jobUrl: string;
  jobDescription: string;
}

/**
 * Magic CV's submit checks in the product's order (docs/product-rules.md 3.3): logged in, resume,
 * job, not both; then the resume text's minimum length, the job URL's shape (a posting of
 * LinkedIn, Indeed or Glassdoor) and, stricter, LinkedIn only: Indeed and Glassdoor refuse
 * automated reads, so a URL of theirs would only fail later, while the person waits. The page
 * runs them before it calls, and the tailorResume handler runs them again
 * (tailor-resume-input.ts), one code for both. The daily limit is the server's count and is
 * checked after these. Returns the first failing check's message, or null.
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
    if (parsed.site !== 'linkedin') return magicCvMessages.jobUrlLinkedInOnly;
  }
  return null;
}
