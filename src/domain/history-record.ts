import type { DocSnapshot } from './query/types';

export type HistoryStatus = 'processing' | 'completed' | 'failed';

/** The fields every generation history record shares (processedResumes, processedTemplates). */
export interface HistoryRecord {
  id: string;
  processedAt: Date | null;
  status: HistoryStatus;
  downloadUrl: string | null;
}

const STATUSES: readonly string[] = ['processing', 'completed', 'failed'];

/** A non-blank string, else null. */
export const docString = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** The shared fields of a history document; a record without a status but with a link counts as done. */
export function readHistoryRecord(doc: DocSnapshot): HistoryRecord {
  const d = doc.data as Record<string, unknown>;
  const downloadUrl = docString(d.downloadUrl);
  const status = STATUSES.includes(d.status as string)
    ? (d.status as HistoryStatus)
    : downloadUrl
      ? 'completed'
      : 'processing';
  return {
    id: doc.id,
    processedAt: d.processedAt instanceof Date ? d.processedAt : null,
    status,
    downloadUrl,
  };
}
