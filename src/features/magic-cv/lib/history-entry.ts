import type { DocSnapshot } from '@/backend/ports';
import type { ProcessedResumeStatus } from '@/domain/magic-cv/contract';

export interface HistoryEntry {
  id: string;
  jobTitle: string;
  processedAt: Date | null;
  status: ProcessedResumeStatus;
  downloadUrl: string | null;
  failureReason: string | null;
}

const STATUSES: readonly string[] = ['processing', 'completed', 'failed'];
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** A processedResumes document as the history shows it; older records lack a status. */
export function toHistoryEntry(doc: DocSnapshot): HistoryEntry {
  const d = doc.data as Record<string, unknown>;
  const downloadUrl = str(d.downloadUrl);
  const status = STATUSES.includes(d.status as string)
    ? (d.status as ProcessedResumeStatus)
    : downloadUrl
      ? 'completed'
      : 'processing';
  return {
    id: doc.id,
    jobTitle: str(d.jobTitle) ?? 'Untitled job',
    processedAt: d.processedAt instanceof Date ? d.processedAt : null,
    status,
    downloadUrl,
    failureReason: str(d.failureReason),
  };
}

export function formatHistoryDate(date: Date | null): string {
  if (!date) return '—';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
