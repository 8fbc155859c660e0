/**
 * "What we changed" and undo (issue 39 item 4; docs/architecture.md 4.5): the reviseTailoredResume
 * callable's input and result, and the tailorRevisions/{recordId} document the tailoring pipeline
 * writes beside each completed run. Only the handlers read or write that document (firestore.rules):
 * the page gets the changes from the run's result and from each revision.
 */
import { z } from 'zod';
import { changeListSchema, MAX_CHANGES, type ResumeChange } from '../resume/changes/change-schema';
import { MAX_CONFIRMATION_EVIDENCE } from '../resume/confirm-requirement';
import type { MatchScore, ParsedResume } from '../resume/types';

export const REVISE_TAILORED = 'reviseTailoredResume';
export const TAILOR_REVISIONS = 'tailorRevisions';
export const revisionPath = (recordId: string) => `${TAILOR_REVISIONS}/${recordId}`;

export const reviseMessages = {
  notFound: 'This tailored resume was not found.',
  notReady: 'This tailored resume is not ready to change yet.',
  noChanges: 'This resume was made before changes could be undone.',
  unknownChange: 'That change is not part of this resume. Please reload the page.',
  unknownRequirement: 'That requirement is not one of this job’s.',
  busy: 'Your resume was changed in another window. Please try again.',
  failed: 'We could not update your resume. Please try again.',
} as const;

/** A requirement the person confirmed on the result ("I have this"), by the job's label. */
const confirmationInput = z.object({
  label: z.string().trim().min(1).max(200),
  evidence: z.string().trim().max(MAX_CONFIRMATION_EVIDENCE).default(''),
});

export const reviseTailoredInputSchema = z
  .object({
    recordId: z.string().trim().min(1).max(200),
    /** The ids of the changes to take back; every other change stays. */
    undone: z.array(z.string().min(1).max(100)).max(MAX_CHANGES).default([]),
    /** Every requirement confirmed for this run so far (the whole list each time). */
    confirmations: z.array(confirmationInput).max(100).default([]),
  })
  .strict();
export type ReviseTailoredInput = z.input<typeof reviseTailoredInputSchema>;

/** The run as it now stands: the history record's download follows it. */
export interface ReviseTailoredResult {
  downloadUrl: string;
  scoreAfter: MatchScore;
  changes: ResumeChange[];
  undone: string[];
}

/** A run's result once revised: the new download, score and changes (Magic CV's and Easy Apply's pages). */
export const withRevision = <T extends Omit<ReviseTailoredResult, 'undone'>>(
  result: T,
  revised: ReviseTailoredResult,
): T => ({
  ...result,
  downloadUrl: revised.downloadUrl,
  scoreAfter: revised.scoreAfter,
  changes: revised.changes,
});

/** Where each tailored line came from in the base resume (changes/revision.ts `Sources`); Firestore holds no nested arrays. */
const sourcesSchema = z.object({
  bullets: z.array(z.object({ at: z.array(z.number().int()) })),
  skills: z.array(z.number().int()),
  projects: z.array(z.number().int()),
});

/**
 * A resume the server itself made or read: stored as it is, without the limits parsedResumeSchema puts
 * on what a person sends (a resume read from a long text may hold a line past them, and its changes'
 * places must stay as they were counted).
 */
const storedResume = z.custom<ParsedResume>(
  (v) => typeof v === 'object' && v !== null && 'contact' in v && 'experience' in v,
  'must be a resume',
);

export const revisionDocSchema = z.object({
  userId: z.string().min(1),
  /** The resume the person reviewed, and the tailored one as the engine made it. */
  base: storedResume,
  tailored: storedResume,
  sources: sourcesSchema,
  /** The engine's changes (those from confirmations are added from `confirmations` each time). */
  changes: changeListSchema,
  undone: z.array(z.string()),
  confirmations: z.array(confirmationInput),
  /** The job's text, read again to score each version. */
  jobText: z.string(),
  /** The stored PDF of the version the record links. */
  pdfPath: z.string(),
  /** Bumped by each revision: a revision made from a stale copy is refused. */
  seq: z.number().int().min(0),
  /** The month the run scored as of (experience is counted up to it). */
  asOf: z.object({ year: z.number().int(), month: z.number().int() }),
  updatedAt: z.date(),
});
export type RevisionDoc = z.infer<typeof revisionDocSchema>;
