import type { DocSnapshot } from '@/backend/ports';
import { docString, readHistoryRecord, type HistoryRecord } from '@/domain/history-record';

export interface EasyApplyHistoryRow extends HistoryRecord {
  jobTitle: string;
  companyName: string;
}

/** An Easy Apply record (processedResumes with a companyName), else null (a Magic CV record). */
export function toEasyApplyRow(doc: DocSnapshot): EasyApplyHistoryRow | null {
  const d = doc.data as Record<string, unknown>;
  const companyName = docString(d.companyName);
  if (!companyName) return null;
  return { ...readHistoryRecord(doc), jobTitle: docString(d.jobTitle) ?? 'Untitled job', companyName };
}

export const STATUS_LABEL: Record<HistoryRecord['status'], string> = {
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};
