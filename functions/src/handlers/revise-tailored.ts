/**
 * reviseTailoredResume (issue 39 item 4; docs/architecture.md 4.5): the person undoes any change a
 * tailoring made (or takes an undo back), or adds a requirement they confirmed with "I have this",
 * before downloading. The version is drawn again from the stored revision (tailor-revision.ts) with
 * the product's own renderer, rendered to a new PDF, scored, and the history record's download, HTML
 * and score follow it in one transaction; the PDF it replaces is then removed. The daily use is not
 * counted again: this is the same run.
 */
import { recordPath } from './tailor-resume-record';
import { processedResumeSchema, type ProcessedResume } from '@/domain/magic-cv/contract';
import {
  REVISE_TAILORED,
  reviseMessages,
  reviseTailoredInputSchema,
  revisionPath,
  type ReviseTailoredResult,
  type RevisionDoc,
} from '@/domain/magic-cv/revision-contract';
import { analyzeJob } from '@/domain/resume/analyze-job';
import { withConfirmed } from '@/domain/resume/changes/confirmed';
import { withEffects } from '@/domain/resume/changes/effects';
import { versionWith } from '@/domain/resume/changes/revision';
import { canConfirm, withConfirmations, type Confirmation } from '@/domain/resume/confirm-requirement';
import { renderResumeHtml } from '@/domain/resume/render-html';
import { scoreMatch } from '@/domain/resume/score-match';
import type { JobProfile } from '@/domain/resume/types';
import { sanitizeHtml } from '../sanitize/sanitize-html';
import { defineHandler, HandlerError, type DocData } from './ports';
import { assertSiteOpen } from './invoke';
import { readBack } from './tailor-resume-fact-check';
import { readRunAndRevision, revisionOf } from './tailor-revision';

/** The confirmed labels as the job's own requirements; a label the job does not ask for is refused. */
function confirmationsFor(job: JobProfile, asked: RevisionDoc['confirmations']): Confirmation[] {
  return asked.map(({ label, evidence }) => {
    const requirement = job.requirements.find((r) => r.label.toLowerCase() === label.toLowerCase());
    if (!requirement || !canConfirm(requirement))
      throw new HandlerError('invalid-argument', reviseMessages.unknownRequirement);
    return { requirement, evidence };
  });
}

export const reviseTailoredResume = defineHandler({
  name: REVISE_TAILORED,
  access: 'user',
  input: reviseTailoredInputSchema,
  async run(deps, ctx, input): Promise<ReviseTailoredResult> {
    const { record, revision: doc } = await readRunAndRevision(deps.store, input.recordId);
    if (!record) throw new HandlerError('not-found', reviseMessages.notFound);
    // Another person's record is refused with the same words: what it holds is not theirs to learn.
    if (record.userId !== ctx.uid) throw new HandlerError('permission-denied', reviseMessages.notFound);
    // The run's own tool gates its revision as it gated the run (maintenance, the feature switched off).
    await assertSiteOpen(deps.store, ctx, record.tool === 'lazyApply' ? 'lazyApply' : 'magicCV');
    if (record.status !== 'completed') throw new HandlerError('failed-precondition', reviseMessages.notReady);
    if (!doc || doc.userId !== ctx.uid)
      throw new HandlerError('failed-precondition', reviseMessages.noChanges);

    const job = analyzeJob(doc.jobText);
    const confirmations = confirmationsFor(job, input.confirmations);
    const rev = withConfirmed(revisionOf(doc), confirmations);
    const known = new Set(rev.changes.map((c) => c.id));
    if (input.undone.some((id) => !known.has(id)))
      throw new HandlerError('invalid-argument', reviseMessages.unknownChange);
    const undone = new Set(input.undone);

    const html = await sanitizeHtml(renderResumeHtml(versionWith(rev, undone)));
    // What backs a requirement is the person's own resume, with what they confirmed.
    const opts = { asOf: doc.asOf, evidenceFrom: withConfirmations(doc.base, confirmations) };
    const scoreAfter = scoreMatch(readBack(html).resume, job, opts);
    const changes = withEffects(rev, undone, (version) => scoreMatch(version, job, opts).score);
    const pdf = await deps.pdf.render(html).catch((e: unknown) => {
      console.error('reviseTailoredResume: the PDF could not be drawn', e);
      throw new HandlerError('internal', reviseMessages.failed);
    });
    const pdfPath = `resumes/${ctx.uid}/${deps.clock.now().getTime()}_${doc.seq + 1}_enhanced.pdf`;
    const { url } = await deps.files.save(pdfPath, pdf, 'application/pdf').catch((e: unknown) => {
      console.error('reviseTailoredResume: the PDF could not be saved', e);
      throw new HandlerError('unavailable', reviseMessages.failed);
    });

    const patch: Partial<ProcessedResume> = processedResumeSchema.partial().parse({
      downloadUrl: url,
      generatedContent: html,
      scoreAfter: scoreAfter.score,
    });
    // Only from the copy read above: a revision made meanwhile in another window wins.
    const applied = await deps.store.transaction(async (tx) => {
      const [now, stored] = await Promise.all([
        tx.get<DocData>(recordPath(input.recordId)),
        tx.get<DocData>(revisionPath(input.recordId)),
      ]);
      if (now?.data.status !== 'completed' || stored?.data.seq !== doc.seq) return false;
      tx.update(recordPath(input.recordId), patch);
      tx.update(revisionPath(input.recordId), {
        undone: [...undone],
        confirmations: input.confirmations,
        pdfPath,
        seq: doc.seq + 1,
        updatedAt: deps.clock.now(),
      });
      return true;
    });
    if (!applied) {
      await deps.files.remove(pdfPath).catch(() => undefined);
      throw new HandlerError('failed-precondition', reviseMessages.busy);
    }
    // The version it replaces is no longer linked anywhere.
    await deps.files.remove(doc.pdfPath).catch((e: unknown) => {
      console.error('reviseTailoredResume: the replaced PDF could not be removed', e);
    });
    return { downloadUrl: url, scoreAfter, changes, undone: [...undone] };
  },
});
