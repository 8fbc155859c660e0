import type { DocSnapshot } from '@/backend/ports';
import { readProcessedResume, type HistoryStatus, type ProcessedResumeEntry } from '@/domain/history-record';

export interface EasyApplyHistoryRow extends ProcessedResumeEntry {
  companyName: string;
}

/** An Easy Apply record (processedResumes with a companyName), else null (a Magic CV record). */
export function toEasyApplyRow(doc: DocSnapshot): EasyApplyHistoryRow | null {
  const entry = readProcessedResume(doc);
  return entry.companyName ? { ...entry, companyName: entry.companyName } : null;
}

export const STATUS_LABEL: Record<HistoryStatus, string> = {
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};
