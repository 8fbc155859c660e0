/**
 * The bounds of a resume's and a job description's text, re-exported by contract.ts; apart from its
 * schemas so the free tools' page (which checks them too) carries no zod.
 */
export const MIN_RESUME_TEXT = 10;
export const MIN_JOB_DESCRIPTION = 50;
export const MAX_RESUME_TEXT = 60_000;
export const MAX_JOB_DESCRIPTION = 30_000;
/** What a text over its cap is told (docs/product-rules.md 6.3.1). */
export const RESUME_TOO_LONG = 'Your resume is too long. Please shorten it and try again.';
export const JOB_TOO_LONG = 'The job description is too long. Please shorten it and try again.';
