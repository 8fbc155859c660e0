/**
 * Easy Apply (/lazy-apply): job postings, the `suggestJobs` callable and the per-job tailoring
 * (`tailorForJob`), shared by the page, the handlers and the access policies.
 *
 * docs/product-rules.md 5.2 and 5.4: suggestions are REAL postings from the JobSource port (the `jobs`
 * collection, plus public ATS boards when configured), filtered to the last 72 hours and ranked
 * against the resume with Magic CV's scoring. No AI invents a posting.
 */
import { z } from 'zod';
import { MAX_RESUME_TEXT, RESUME_TOO_LONG } from '../magic-cv/limits';
import { parsedResumeSchema } from '../resume/resume-schema';

export const JOBS = 'jobs';
/** The Easy Apply job window (docs/product-rules.md 5.2). */
export const JOB_WINDOW_HOURS = 72;
/** Local storage key of the last suggestions (docs/product-rules.md 5.1). */
export const JOB_SUGGESTIONS_KEY = 'jobSuggestions';

/**
 * The `source` of the demo postings `npm start` seeds: a sample has no page of its own to link to,
 * so Easy Apply shows it with a "Sample posting" label and its text instead of a link
 * (docs/product-rules.md 5.2).
 */
export const SAMPLE_JOB_SOURCE = 'sample';

/** jobs/{id}: one posting (seeded, imported by the admin, or fetched from a board). */
export const jobPostingSchema = z
  .object({
    title: z.string().trim().min(2).max(200),
    company: z.string().trim().min(1).max(200),
    location: z.string().trim().max(200).default(''),
    /** The posting's page; null only for a sample, which has none. */
    url: z.url().max(2048).nullable(),
    description: z.string().trim().min(50).max(30_000),
    /** When the posting was first published. */
    posted: z.coerce.date(),
    /** 'catalogue', 'greenhouse:<board>', 'lever:<company>', 'ashby:<board>', or SAMPLE_JOB_SOURCE. */
    source: z.string().max(100).default('catalogue'),
  })
  .refine((p) => p.url !== null || p.source === SAMPLE_JOB_SOURCE, {
    message: 'A posting needs the URL of its page.',
    path: ['url'],
  });
export type JobPosting = z.infer<typeof jobPostingSchema>;
/** A posting with its document id (jobs/{id}), as the JobSource returns it. */
export type StoredJob = JobPosting & { id: string };

export const suggestJobsInputSchema = z
  .object({
    resumeText: z
      .string()
      .trim()
      .min(10, 'Please upload a CV or enter a job description')
      .max(MAX_RESUME_TEXT, RESUME_TOO_LONG),
  })
  .strict();
export type SuggestJobsInput = z.input<typeof suggestJobsInputSchema>;

/** A job suggestion (title, company, location, url, description, posted) plus the ranking. `posted` is an ISO string over the wire. */
export const jobSuggestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  /** The posting's page; null for a sample posting. */
  url: z.string().nullable(),
  /** A demo posting (SAMPLE_JOB_SOURCE): shown with its text and a label, never a link. */
  sample: z.boolean(),
  description: z.string(),
  posted: z.string(),
  /**
   * 0..100, the list's order: Magic CV's weighted fit of the resume against this posting, scaled
   * down when the posting names fewer than MIN_SCORED_REQUIREMENTS (docs/product-rules.md 5.2).
   */
  score: z.number(),
  /** How many requirements the posting names that a resume can back (its conditions aside). */
  requirementCount: z.number().int().nonnegative(),
  /** 0..100, the share of the posting's keywords the resume backs (the target is 80); absent in lists cached before it was added. */
  keywordRate: z.number().optional(),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
});
export type JobSuggestion = z.infer<typeof jobSuggestionSchema>;

export const suggestJobsResultSchema = z.object({
  suggestions: z.array(jobSuggestionSchema),
  /** e.g. a board that could not be reached: the list then comes from the catalogue only. */
  notices: z.array(z.string()),
  /** ISO time the window was computed from. */
  generatedAt: z.string(),
});
export type SuggestJobsResult = z.infer<typeof suggestJobsResultSchema>;

/**
 * Tailor the resume for one suggestion: the Magic CV pipeline with the lazyApply limit. It needs
 * an uploaded CV (docs/product-rules.md 5.3): pasted text finds jobs but tailors nothing.
 */
export const tailorForJobInputSchema = z
  .object({
    resumeText: z
      .string()
      .trim()
      .min(10, 'Please upload a CV to get a tailored resume')
      .max(MAX_RESUME_TEXT, RESUME_TOO_LONG),
    jobId: z.string().trim().min(1).max(200),
    /** Storage path of the uploaded CV under uploads/{uid}/resumes/; the handler checks it is there. */
    originalResumePath: z
      .string({ error: 'Please upload a CV to get a tailored resume' })
      .trim()
      .min(1, 'Please upload a CV to get a tailored resume')
      .max(1024),
    /** The resume as the person reviewed it ("Review what we read"); null: read from the text. */
    resume: parsedResumeSchema.nullable().default(null),
  })
  .strict();
export type TailorForJobInput = z.input<typeof tailorForJobInputSchema>;

/**
 * Easy Apply reads a Word 97-2003 file (.doc) on the server: the browser uploads it to
 * uploads/{uid}/resumes/ and `readWordResume` returns its text (docs/product-rules.md 5.1).
 */
export const readWordResumeInputSchema = z.object({ path: z.string().trim().min(1).max(1024) }).strict();
export type ReadWordResumeInput = z.input<typeof readWordResumeInputSchema>;
export interface ReadWordResumeResult {
  text: string;
}

/**
 * A posting that names fewer requirements than this has its fit scaled by how many it names
 * (docs/product-rules.md 5.2): a fit resting on one or two words says little about the person.
 */
export const MIN_SCORED_REQUIREMENTS = 8;

/** Most suggestions suggestJobs returns. */
export const MAX_SUGGESTIONS = 20;

/**
 * tailorForJob's result is Magic CV's TailorResumeResult. Its processedResumes record also has
 * companyName and jobTitle from the posting, jobUrl = the posting's url, and these fields, so
 * the Easy Apply history can query `tool == 'lazyApply'` beside `userId`.
 */
export const EASY_APPLY_TOOL = 'lazyApply';
export interface EasyApplyRecordExtras {
  tool: typeof EASY_APPLY_TOOL;
  jobId: string;
}

export const EASY_APPLY_MESSAGES = {
  jobGone: 'This job is no longer available.',
  sourceUnavailable: 'Job suggestions are unavailable right now. Please try again later.',
  cvOrText: 'Please upload a CV or enter a job description',
  cvRequired: 'Please upload a CV to get a tailored resume',
  /** The picker offers PDF, DOC and DOCX (docs/product-rules.md 5.1); anything else is refused with this. */
  wrongFileType: 'Please upload a PDF, DOC or DOCX file, or paste your resume text.',
  docUnreadable: "We couldn't read this .doc file. Please save it as DOCX or PDF, or paste your resume text.",
  dailyLimit: 'You have reached your daily limit. Please try again tomorrow or upgrade for unlimited access.',
  /** The fair-use cap on searches (docs/product-rules.md 5.2, 6.3). */
  searchLimit: (limit: number) =>
    `You have reached today's limit of ${limit} job searches. Please try again tomorrow.`,
  /** The fair-use cap on .doc files read on the server (docs/product-rules.md 5.1, 6.3). */
  wordReadLimit: (limit: number) =>
    `You have reached today's limit of ${limit} Word files read. Please try again tomorrow, or save the file as DOCX or PDF.`,
  noJobs: 'No jobs posted in the last 72 hours match your resume yet. Please try again later.',
  boardUnavailable: (board: string) =>
    `Live postings from ${board} could not be loaded; showing our job catalogue.`,
} as const;
