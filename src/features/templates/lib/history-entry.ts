import type { DocSnapshot } from '@/backend/ports';
import { docString, readHistoryRecord, type HistoryRecord } from '@/domain/history-record';

export interface HistoryEntry extends HistoryRecord {
  templateName: string;
}

/** A processedTemplates document as the history shows it; a record with a link counts as done. */
export function toHistoryEntry(doc: DocSnapshot): HistoryEntry {
  const d = doc.data as Record<string, unknown>;
  return { ...readHistoryRecord(doc), templateName: docString(d.templateName) ?? 'Resume template' };
}
