/**
 * The generation history records (processedResumes, processedTemplates) as the client reads them:
 * one status union, and zod schemas that read each stored field or fall back (older records lack
 * a status; a field of the wrong type reads as missing), so no reader parses a document by hand.
 */
import { z } from 'zod';
import type { DocSnapshot } from './query/types';

export const HISTORY_STATUSES = ['processing', 'completed', 'failed'] as const;
export const historyStatusSchema = z.enum(HISTORY_STATUSES);
export type HistoryStatus = z.infer<typeof historyStatusSchema>;

/** The fields every generation history record shares. */
export interface HistoryRecord {
  id: string;
  processedAt: Date | null;
  status: HistoryStatus;
  downloadUrl: string | null;
}

/** A non-blank string, else null. */
const text = z
  .string()
  .refine((s) => s.trim() !== '')
  .nullable()
  .catch(null);

const storedRecordSchema = z.object({
  status: historyStatusSchema.nullable().catch(null),
  processedAt: z.date().nullable().catch(null),
  downloadUrl: text,
});

/** The shared fields of a history document; a record without a status but with a link counts as done. */
export function readHistoryRecord(doc: DocSnapshot): HistoryRecord {
  const d = storedRecordSchema.parse(doc.data);
  return {
    id: doc.id,
    processedAt: d.processedAt,
    status: d.status ?? (d.downloadUrl ? 'completed' : 'processing'),
    downloadUrl: d.downloadUrl,
  };
}

/** A processedResumes record as a history shows it (Magic CV's, or Easy Apply's with a company). */
export interface ProcessedResumeEntry extends HistoryRecord {
  jobTitle: string;
  companyName: string | null;
  failureReason: string | null;
}

const storedResumeSchema = z.object({ jobTitle: text, companyName: text, failureReason: text });

export function readProcessedResume(doc: DocSnapshot): ProcessedResumeEntry {
  const d = storedResumeSchema.parse(doc.data);
  return { ...readHistoryRecord(doc), ...d, jobTitle: d.jobTitle ?? 'Untitled job' };
}

/** A processedTemplates record as the template history shows it. */
export interface ProcessedTemplateEntry extends HistoryRecord {
  templateName: string;
}

const storedTemplateSchema = z.object({ templateName: text });

export function readProcessedTemplate(doc: DocSnapshot): ProcessedTemplateEntry {
  const d = storedTemplateSchema.parse(doc.data);
  return { ...readHistoryRecord(doc), templateName: d.templateName ?? 'Resume template' };
}
