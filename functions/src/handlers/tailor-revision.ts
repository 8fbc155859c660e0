/**
 * The tailorRevisions/{recordId} document (revision-contract.ts): the run's tailored resume as
 * changes to the base resume (src/domain/resume/changes), written by the tailoring pipeline beside
 * the completed record and read back by reviseTailoredResume.
 */
import { revisionDocSchema, revisionPath, type RevisionDoc } from '@/domain/magic-cv/revision-contract';
import type { Revision } from '@/domain/resume/changes/revision';
import type { YearMonth } from '@/domain/resume/dates';
import type { AdminStore, DocData } from './ports';
import { recordPath } from './tailor-resume-record';

export interface RevisionRun {
  uid: string;
  jobText: string;
  pdfPath: string;
  asOf: YearMonth;
  now: Date;
}

/** A revision as stored: Firestore holds no arrays of arrays, so each role's sources are an object. */
export function storedRevision(rev: Revision, run: RevisionRun): RevisionDoc {
  return revisionDocSchema.parse({
    userId: run.uid,
    base: rev.base,
    tailored: rev.tailored,
    sources: { ...rev.sources, bullets: rev.sources.bullets.map((at) => ({ at })) },
    changes: rev.changes,
    undone: [],
    confirmations: [],
    jobText: run.jobText,
    pdfPath: run.pdfPath,
    seq: 0,
    asOf: run.asOf,
    updatedAt: run.now,
  });
}

/** The stored document as the revision it holds (the engine's changes, before any confirmation). */
export const revisionOf = (doc: RevisionDoc): Revision => ({
  base: doc.base,
  tailored: doc.tailored,
  sources: { ...doc.sources, bullets: doc.sources.bullets.map((b) => b.at) },
  changes: doc.changes,
});

export const saveRevision = (store: AdminStore, recordId: string, doc: RevisionDoc) =>
  store.set(revisionPath(recordId), doc);

/** A run's record and its revision, read in one round trip (either null where it is not stored). */
export async function readRunAndRevision(
  store: AdminStore,
  recordId: string,
): Promise<{ record: DocData | null; revision: RevisionDoc | null }> {
  const [record, revision] = await store.getAll([recordPath(recordId), revisionPath(recordId)]);
  return {
    record: record?.data ?? null,
    revision: revision ? revisionDocSchema.parse(revision.data) : null,
  };
}
