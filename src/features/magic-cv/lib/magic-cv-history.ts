/**
 * Magic CV's history (docs/product-rules.md 3.5): Magic CV's own records of processedResumes,
 * which Easy Apply shares. The handler names the tool on every record (`tool`); records written
 * before Magic CV named its own have no tool and are Magic CV's, since Easy Apply has always
 * named its own. Firestore cannot ask for a field that is missing, so the history is two
 * queries merged: the newest records named magicCV, and the newest of all filtered to those
 * with no tool (older records, fewer as time goes on).
 */
import { z } from 'zod';
import type { DocSnapshot } from '@/backend/ports';
import type { LiveList } from '@/components/usage/history-list';
import { readProcessedResume, type ProcessedResumeEntry } from '@/domain/history-record';
import { MAGIC_CV_TOOL } from '@/domain/magic-cv/contract';
import { SERVER_STAGES, type ServerStage } from '@/domain/magic-cv/run-stage';
import type { Where } from '@/domain/query/types';

export interface MagicCvEntry extends ProcessedResumeEntry {
  /** The page's id for the run that made it (the overlay follows its own run's record). */
  runId: string | null;
  /** The stage the run reported last. */
  stage: ServerStage | null;
}

const runFields = z.object({
  tool: z.string().nullable().catch(null),
  runId: z.string().nullable().catch(null),
  stage: z.enum(SERVER_STAGES).nullable().catch(null),
});

function read(doc: DocSnapshot, keep: (tool: string | null) => boolean): MagicCvEntry | null {
  const { tool, runId, stage } = runFields.parse(doc.data);
  return keep(tool) ? { ...readProcessedResume(doc), runId, stage } : null;
}

/** The query's condition for the records that name Magic CV (index: userId, tool, processedAt). */
export const MAGIC_CV_RECORDS: readonly Where[] = [['tool', '==', MAGIC_CV_TOOL]];

export const readMagicCvRecord = (doc: DocSnapshot) => read(doc, (tool) => tool === MAGIC_CV_TOOL);

/** A record that names no tool (written before tools were named): Magic CV's. */
export const readUnnamedRecord = (doc: DocSnapshot) => read(doc, (tool) => tool === null);

const time = (e: MagicCvEntry) => e.processedAt?.getTime() ?? -Infinity;

/** Both lists as one, newest first, each record once, at most `limit`. */
export function mergeHistories(
  a: LiveList<MagicCvEntry>,
  b: LiveList<MagicCvEntry>,
  limit: number,
): LiveList<MagicCvEntry> {
  if (a.status === 'error' || b.status === 'error') return { status: 'error' };
  if (a.status === 'loading' || b.status === 'loading') return { status: 'loading' };
  const byId = new Map([...b.entries, ...a.entries].map((e) => [e.id, e]));
  const entries = [...byId.values()].sort((x, y) => time(y) - time(x)).slice(0, limit);
  return { status: 'ready', entries };
}
