/**
 * The `tailorResume` callable's input and result, and the processedResumes record: shared by
 * the /magic-cv page, the handler and the access policies.
 */
import { z } from 'zod';
import { historyStatusSchema } from '../history-record';
import { parsedResumeSchema } from '../resume/resume-schema';
import type { ResumeChange } from '../resume/changes/change-schema';
import type { MatchScore } from '../resume/types';
import { UPLOAD_FOLDERS } from '../uploads';
import { JOB_TOO_LONG, MAX_JOB_DESCRIPTION, MAX_RESUME_TEXT, MIN_RESUME_TEXT } from './limits';
import { RUN_ID_PATTERN, SERVER_STAGES } from './run-stage';

export { MAX_JOB_DESCRIPTION, MAX_RESUME_TEXT, MIN_JOB_DESCRIPTION, MIN_RESUME_TEXT } from './limits';
export const MAX_UPLOAD_BYTES = UPLOAD_FOLDERS.resumes.maxBytes;
export const MIN_UPLOAD_BYTES = 1024;
export { GENERATION_TIMEOUT_MS, GENERATION_WAIT_MS, SCRAPE_TIMEOUT_MS } from './timing';

export const tailorResumeInputSchema = z
  .object({
    resumeText: z.string().trim().min(MIN_RESUME_TEXT).max(MAX_RESUME_TEXT),
    jobUrl: z.string().trim().max(2048).nullable().default(null),
    jobDescription: z.string().trim().max(MAX_JOB_DESCRIPTION, JOB_TOO_LONG).nullable().default(null),
    coverLetter: z.boolean().default(false),
    /** Storage path of the uploaded original under uploads/{uid}/, when a file was used. */
    originalResumePath: z.string().max(1024).nullable().default(null),
    /** The resume as the person reviewed it ("Review what we read"); null: read from the text. */
    resume: parsedResumeSchema.nullable().default(null),
    /** The page's id for this run, kept on the record so the page can follow its stage (run-stage.ts). */
    runId: z.string().regex(RUN_ID_PATTERN).nullable().default(null),
  })
  .strict();
export type TailorResumeInput = z.input<typeof tailorResumeInputSchema>;

export interface TailorResumeResult {
  recordId: string;
  downloadUrl: string;
  jobTitle: string;
  scoreBefore: MatchScore;
  scoreAfter: MatchScore;
  /** Facts the AI output added that the resume does not contain (removed before saving). */
  removedFacts: string[];
  coverLetterUrl: string | null;
  /** Why the AI's version was replaced by the built-in one (it dropped or invented something). */
  repairReason?: string | null;
  /** "What we changed": each change to the base resume, with its effect on the score (revision-contract.ts). */
  changes: ResumeChange[];
}

/**
 * Which tool made a processedResumes record: Magic CV and Easy Apply share the collection and each
 * history lists its own (docs/product-rules.md 3.5). Records written before Magic CV wrote its
 * tool have none; every Easy Apply record has always carried its own.
 */
export const MAGIC_CV_TOOL = 'magicCV';
export const RECORD_TOOLS = [MAGIC_CV_TOOL, 'lazyApply'] as const;
export type RecordTool = (typeof RECORD_TOOLS)[number];

/**
 * processedResumes/{id} as the handlers write it: the record is created with every field and
 * each patch is parsed through `.partial()` (tailor-resume-record.ts). The history reads these
 * documents through history-record.ts, which also tolerates records written before this schema.
 */
export const processedResumeSchema = z.strictObject({
  userId: z.string().min(1),
  tool: z.enum(RECORD_TOOLS),
  /** The page's run id (tailorResume's input), or null. */
  runId: z.string().nullable(),
  /** The stage the run has reached while it is processing; the last one stays once it is done. */
  stage: z.enum(SERVER_STAGES),
  jobTitle: z.string(),
  companyName: z.string().nullable(),
  processedAt: z.date(),
  createdAt: z.date(),
  status: historyStatusSchema,
  downloadUrl: z.string().nullable(),
  originalResumeUrl: z.string().nullable(),
  jobUrl: z.string().nullable(),
  jobDescription: z.string().nullable(),
  generatedContent: z.string().nullable(),
  failureReason: z.string().nullable(),
  scoreBefore: z.number().nullable(),
  scoreAfter: z.number().nullable(),
  /** Written when a run completes. */
  coverLetterUrl: z.string().nullable().optional(),
  /** The engine whose text was kept ('offline' when the Ai's output was replaced). */
  engine: z.string().optional(),
  /** The facts the honesty check removed, as shown to the person. */
  removedFacts: z.array(z.string()).optional(),
  repairReason: z.string().nullable().optional(),
});
export type ProcessedResume = z.infer<typeof processedResumeSchema>;

export const PROCESSED_RESUMES = 'processedResumes';
