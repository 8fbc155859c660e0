/**
 * The processedResumes record of one generation: created 'processing', then finished exactly
 * once, 'completed' or 'failed'. Finishing is a transaction that checks the record is still
 * processing, so a late success cannot overwrite a time-out and the other way round.
 */
import {
  PROCESSED_RESUMES,
  processedResumeSchema,
  type ProcessedResume,
  type RecordTool,
} from '@/domain/magic-cv/contract';
import { serverStagesFor, type ServerStage } from '@/domain/magic-cv/run-stage';
import { sniffKind } from '@/domain/resume-file-signature';
import { RESUME_CONTENT_TYPES } from '@/domain/uploads';
import type { AdminFiles, AdminStore, DocData } from './ports';

export const PLACEHOLDER_TITLE = 'Processing...';
export const DEFAULT_TITLE = 'Tailored Resume';

export interface NewRecordJob {
  jobUrl: string | null;
  jobDescription: string | null;
  /** The tool the run belongs to (its history lists it). */
  tool: RecordTool;
  /** The page's id for the run, if it sent one. */
  runId?: string | null;
}

/** The first stage a run reports: fetching the job, or tailoring when the description is at hand. */
export const firstStage = (job: { jobDescription: string | null }): ServerStage =>
  serverStagesFor(!job.jobDescription)[0]!;

export function newRecord(
  uid: string,
  now: Date,
  job: NewRecordJob,
  originalResumeUrl: string | null,
): ProcessedResume {
  return processedResumeSchema.parse({
    userId: uid,
    tool: job.tool,
    runId: job.runId ?? null,
    stage: firstStage(job),
    jobTitle: PLACEHOLDER_TITLE,
    companyName: null,
    processedAt: now,
    createdAt: now,
    status: 'processing',
    downloadUrl: null,
    originalResumeUrl,
    jobUrl: job.jobUrl,
    jobDescription: job.jobDescription,
    generatedContent: null,
    failureReason: null,
    scoreBefore: null,
    scoreAfter: null,
  });
}

export const recordPath = (id: string) => `${PROCESSED_RESUMES}/${id}`;

/** Applies `patch` if the record is still processing; resolves whether it did. */
export function finishRecord(store: AdminStore, id: string, patch: Partial<ProcessedResume>) {
  const checked = processedResumeSchema.partial().parse(patch);
  return store.transaction(async (tx) => {
    const snap = await tx.get<DocData>(recordPath(id));
    if (!snap || snap.data.status !== 'processing') return false;
    tx.update(recordPath(id), checked);
    return true;
  });
}

/**
 * Reports the stage a run has reached on its record, while it is still processing (a run the
 * deadline has failed keeps the stage it failed in). Progress is for the person watching: a write
 * that fails is logged and the run goes on.
 */
export async function markStage(store: AdminStore, id: string, stage: ServerStage): Promise<void> {
  await finishRecord(store, id, { stage }).catch((e: unknown) => {
    console.error('could not report the run stage', e);
  });
}

/** The stored copy's type and extension, by the file's first bytes (resume-file-signature.ts), never its name. */
function storedKind(bytes: Uint8Array): { contentType: string; ext: 'pdf' | 'docx' | 'doc' | 'txt' } {
  const kind = sniffKind(bytes);
  if (kind === 'pdf') return { contentType: RESUME_CONTENT_TYPES.pdf, ext: 'pdf' };
  if (kind === 'zip') return { contentType: RESUME_CONTENT_TYPES.docx, ext: 'docx' };
  if (kind === 'ole') return { contentType: RESUME_CONTENT_TYPES.doc, ext: 'doc' };
  return { contentType: 'text/plain; charset=utf-8', ext: 'txt' };
}

/**
 * The record links a copy of the uploaded original kept beside the result: AdminFiles has no
 * "URL of an existing file", and a copy stays valid if the user later replaces the upload.
 * Resolves null when the upload is gone.
 */
export async function keepOriginal(files: AdminFiles, uploadPath: string, uid: string, stamp: number) {
  const bytes = await files.read(uploadPath);
  if (!bytes) return null;
  const { contentType, ext } = storedKind(bytes);
  return (await files.save(`resumes/${uid}/${stamp}_original.${ext}`, bytes, contentType)).url;
}
