import type { DocSnapshot } from '@/backend/ports';
import { docString, readHistoryRecord, type HistoryRecord } from '@/domain/history-record';

export interface HistoryEntry extends HistoryRecord {
  jobTitle: string;
  failureReason: string | null;
}

/** A processedResumes document as the history shows it; older records lack a status. */
export function toHistoryEntry(doc: DocSnapshot): HistoryEntry {
  const d = doc.data as Record<string, unknown>;
  return {
    ...readHistoryRecord(doc),
    jobTitle: docString(d.jobTitle) ?? 'Untitled job',
    failureReason: docString(d.failureReason),
  };
}
