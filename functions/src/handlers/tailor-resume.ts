/**
 * tailorResume (issue 3 item 4): the Magic CV generation, server side. Checks the input, takes
 * a daily slot in a transaction, writes the processedResumes record, gets the job text, runs
 * the Ai with the honesty check, renders and stores the PDF, and completes the record. The
 * record says which of these stages the run is in (`stage`, run-stage.ts) and carries the page's
 * `runId`, so the page's overlay follows the run as it really goes (docs/product-rules.md 3.4). Any
 * failure after the record exists marks it failed with the user's message and gives the slot
 * back; nothing is ever left 'processing'. The whole run is bounded by GENERATION_TIMEOUT_MS.
 * Easy Apply's tailorForJob runs the same pipeline (runTailorPipeline) with its own limit.
 */
import {
  GENERATION_TIMEOUT_MS,
  MIN_JOB_DESCRIPTION,
  PROCESSED_RESUMES,
  type RecordTool,
  type TailorResumeResult,
} from '@/domain/magic-cv/contract';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import type { ServerStage } from '@/domain/magic-cv/run-stage';
import { readSubscription, reserveDailyUse } from './daily-usage';
import type { LimitedFeature } from '@/domain/settings';
import { defineHandler, HandlerError, type DocData, type HandlerContext, type HandlerDeps } from './ports';

import { DeadlineError, failureOf, tailorStep } from './tailor-resume-errors';
import { generateTailored } from './tailor-resume-generate';
import { describeFact } from './tailor-resume-fact-check';
import {
  checkTailorInput,
  ORIGINAL_PATH_MESSAGE,
  tailorResumeInput,
  type CheckedInput,
} from './tailor-resume-input';
import { DEFAULT_TITLE, finishRecord, keepOriginal, markStage, newRecord } from './tailor-resume-record';
import { saveRevision, storedRevision } from './tailor-revision';
import { revisionPath } from '@/domain/magic-cv/revision-contract';
import { asOfMonth } from '@/domain/resume/experience-years';

export interface TailorResumeOptions {
  /** Tests shorten it; production uses 120 s (docs/product-rules.md 3.4). */
  timeoutMs?: number;
}

async function jobText(deps: HandlerDeps, input: CheckedInput, signal: AbortSignal): Promise<string> {
  if (input.jobDescription) return input.jobDescription;
  const text = (await deps.jobs.fetchDescription(input.jobUrl!, signal)).trim();
  if (text.length < MIN_JOB_DESCRIPTION)
    throw new HandlerError('failed-precondition', magicCvMessages.jobTextMissing);
  return text;
}

async function pipeline(
  deps: HandlerDeps,
  uid: string,
  recordId: string,
  input: CheckedInput & Pick<TailorJob, 'jobTitle' | 'companyName'>,
  signal: AbortSignal,
): Promise<TailorResumeResult> {
  // The record starts at the first stage (newRecord): fetching the job, or tailoring.
  const report = (stage: ServerStage) => markStage(deps.store, recordId, stage);
  const jobDescription = await jobText(deps, input, signal);
  signal.throwIfAborted();
  if (!input.jobDescription) await report('tailor');
  const startedAt = deps.clock.now();
  const gen = await generateTailored(
    { ai: deps.ai, builtIn: deps.builtInAi },
    { ...input, jobDescription },
    signal,
    startedAt,
  );

  await report('pdf');
  const pdf = await tailorStep('pdf', () => deps.pdf.render(gen.html));
  const coverPdf = gen.coverLetterHtml
    ? await tailorStep('pdf', () => deps.pdf.render(gen.coverLetterHtml!))
    : null;
  signal.throwIfAborted();

  await report('save');
  const stamp = deps.clock.now().getTime();
  const saved: string[] = [];
  const save = async (path: string, bytes: Uint8Array) => {
    const { url } = await tailorStep('storage', () => deps.files.save(path, bytes, 'application/pdf'));
    saved.push(path);
    return url;
  };
  const pdfPath = `resumes/${uid}/${stamp}_enhanced.pdf`;
  const downloadUrl = await save(pdfPath, pdf);
  const coverLetterUrl = coverPdf ? await save(`resumes/${uid}/${stamp}_cover_letter.pdf`, coverPdf) : null;
  // What the result lists as "What we changed", kept for undoing (revise-tailored.ts).
  const revision = storedRevision(gen.revision, {
    uid,
    jobText: jobDescription,
    pdfPath,
    asOf: asOfMonth(startedAt).asOf!,
    now: deps.clock.now(),
  });
  await tailorStep('storage', () => saveRevision(deps.store, recordId, revision));
  const discard = () =>
    Promise.all([
      ...saved.map((p) => deps.files.remove(p).catch(() => undefined)),
      deps.store.remove(revisionPath(recordId)).catch(() => undefined),
    ]);

  const jobTitle = input.jobTitle?.trim() || gen.job.title?.trim() || DEFAULT_TITLE;
  const completed = await tailorStep('storage', () =>
    finishRecord(deps.store, recordId, {
      status: 'completed',
      downloadUrl,
      coverLetterUrl,
      jobTitle,
      companyName: input.companyName?.trim() || gen.job.company?.trim() || null,
      generatedContent: gen.html,
      scoreBefore: gen.scoreBefore.score,
      scoreAfter: gen.scoreAfter.score,
      processedAt: deps.clock.now(),
      engine: gen.engine,
      removedFacts: gen.removedFacts.map(describeFact),
      repairReason: gen.repairReason,
    }),
  ).catch(async (e: unknown) => {
    await discard();
    throw e;
  });
  if (!completed) {
    // The deadline marked the record failed first: the files and the revision are orphans.
    await discard();
    throw new DeadlineError();
  }
  return {
    recordId,
    downloadUrl,
    jobTitle,
    scoreBefore: gen.scoreBefore,
    scoreAfter: gen.scoreAfter,
    removedFacts: gen.removedFacts.map(describeFact),
    coverLetterUrl,
    repairReason: gen.repairReason,
    changes: revision.changes,
  };
}

/** An abort signal that fires at the deadline with a DeadlineError, and a promise that rejects then. */
function deadline(ms: number) {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(new DeadlineError()), ms);
  const passed = new Promise<never>((_, reject) =>
    ctl.signal.addEventListener('abort', () => reject(ctl.signal.reason), { once: true }),
  );
  return { signal: ctl.signal, passed, clear: () => clearTimeout(timer) };
}

/** The tool whose history lists a run: the feature it counts against (Easy Apply's extras say the same). */
const recordTool = (feature: LimitedFeature): RecordTool =>
  feature === 'lazyApply' ? 'lazyApply' : 'magicCV';

/** One generation, whichever page asked for it (Magic CV, or Easy Apply for one posting). */
export interface TailorJob extends CheckedInput {
  /** Known up front for a catalogue posting; otherwise read from the description. */
  jobTitle?: string | null;
  companyName?: string | null;
  feature: LimitedFeature;
  limitMessage: string;
  /** Extra fields for the record (e.g. Easy Apply's jobId). */
  recordExtras?: DocData;
  /** The page's id for the run (Magic CV), kept on the record so the page can follow its stage. */
  runId?: string | null;
  timeoutMs: number;
}

export async function runTailorPipeline(
  deps: HandlerDeps,
  ctx: HandlerContext & { uid: string },
  job: TailorJob,
): Promise<TailorResumeResult> {
  const uid = ctx.uid;
  const slot = await reserveDailyUse(
    deps.store,
    uid,
    job.feature,
    deps.clock.now(),
    ctx.tz,
    job.limitMessage,
  );

  let recordId: string;
  try {
    const now = deps.clock.now();
    const original = job.originalResumePath
      ? await keepOriginal(deps.files, job.originalResumePath, uid, now.getTime())
      : null;
    if (job.originalResumePath && !original)
      throw new HandlerError('invalid-argument', ORIGINAL_PATH_MESSAGE);
    recordId = await deps.store.add(PROCESSED_RESUMES, {
      ...newRecord(uid, now, { ...job, tool: recordTool(job.feature) }, original),
      ...(job.jobTitle ? { jobTitle: job.jobTitle } : {}),
      ...(job.companyName ? { companyName: job.companyName } : {}),
      ...job.recordExtras,
    });
  } catch (e) {
    await slot.release();
    const f = failureOf(
      e instanceof HandlerError ? e : new HandlerError('internal', magicCvMessages.savingFailed),
    );
    throw new HandlerError(f.code, f.message);
  }

  const limit = deadline(job.timeoutMs);
  const running = pipeline(deps, uid, recordId, job, limit.signal);
  running.catch(() => undefined); // past the deadline its outcome is settled by finishRecord
  try {
    return await Promise.race([running, limit.passed]);
  } catch (e) {
    const f = failureOf(e);
    const marked = await finishRecord(deps.store, recordId, {
      status: 'failed',
      failureReason: f.message,
      processedAt: deps.clock.now(),
    }).catch((err: unknown) => (console.error('could not mark the record failed', err), false));
    // Not marked: the record completed in the instant before the deadline, so it succeeded.
    if (!marked && e instanceof DeadlineError) {
      const done = await running.catch(() => null);
      if (done) return done;
    }
    await slot.release();
    throw new HandlerError(f.code, f.message);
  } finally {
    limit.clear();
  }
}

export function createTailorResume(opts: TailorResumeOptions = {}) {
  const timeoutMs = opts.timeoutMs ?? GENERATION_TIMEOUT_MS;
  return defineHandler({
    name: 'tailorResume',
    access: 'user',
    input: tailorResumeInput,
    site: 'magicCV',
    async run(deps, ctx, raw): Promise<TailorResumeResult> {
      const input = checkTailorInput(
        ctx.uid,
        raw,
        await readSubscription(deps.store, ctx.uid),
        deps.clock.now(),
      );
      return runTailorPipeline(deps, ctx, {
        ...input,
        runId: raw.runId,
        feature: 'magicCV',
        limitMessage: magicCvMessages.dailyLimit,
        timeoutMs,
      });
    },
  });
}

export const tailorResume = createTailorResume();
