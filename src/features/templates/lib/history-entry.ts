import type { DocSnapshot } from '@/backend/ports';
import type { ProcessedTemplateStatus } from '@/domain/templates/contract';

export interface HistoryEntry {
  id: string;
  templateName: string;
  processedAt: Date | null;
  status: ProcessedTemplateStatus;
  downloadUrl: string | null;
}

const STATUSES: readonly string[] = ['processing', 'completed', 'failed'];
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** A processedTemplates document as the history shows it; a record with a link counts as done. */
export function toHistoryEntry(doc: DocSnapshot): HistoryEntry {
  const d = doc.data as Record<string, unknown>;
  const downloadUrl = str(d.downloadUrl);
  const status = STATUSES.includes(d.status as string)
    ? (d.status as ProcessedTemplateStatus)
    : downloadUrl
      ? 'completed'
      : 'processing';
  return {
    id: doc.id,
    templateName: str(d.templateName) ?? 'Resume template',
    processedAt: d.processedAt instanceof Date ? d.processedAt : null,
    status,
    downloadUrl,
  };
}

export function formatHistoryTime(date: Date | null): string {
  if (!date) return '—';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
