import type { DocSnapshot } from '@/backend/ports';
import { readProcessedResume, type HistoryStatus, type ProcessedResumeEntry } from '@/domain/history-record';
import { EASY_APPLY_TOOL } from '@/domain/jobs/contract';
import type { Where } from '@/domain/query/types';

export interface EasyApplyHistoryRow extends ProcessedResumeEntry {
  companyName: string;
}

/** The history query's condition: the records the Easy Apply handler wrote (it names its tool). */
export const EASY_APPLY_RECORDS: readonly Where[] = [['tool', '==', EASY_APPLY_TOOL]];

/**
 * An Easy Apply record, else null: a Magic CV record (which may carry a company name too, read from
 * a pasted description) is never one, whatever the query returned.
 */
export function toEasyApplyRow(doc: DocSnapshot): EasyApplyHistoryRow | null {
  if (doc.data.tool !== EASY_APPLY_TOOL) return null;
  const entry = readProcessedResume(doc);
  return { ...entry, companyName: entry.companyName ?? '' };
}

export const STATUS_LABEL: Record<HistoryStatus, string> = {
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};
