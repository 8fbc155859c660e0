/**
 * The processedTemplates record of one generation: created 'processing', then finished once,
 * 'completed' with its download link or 'failed' with the reason (never left processing).
 */
import {
  PROCESSED_TEMPLATES,
  processedTemplateSchema,
  type ProcessedTemplate,
} from '@/domain/templates/contract';
import type { AdminStore } from '../ports';

export const templateRecordPath = (id: string) => `${PROCESSED_TEMPLATES}/${id}`;

export function newTemplateRecord(
  uid: string,
  now: Date,
  t: Pick<ProcessedTemplate, 'templateName' | 'templateType' | 'templateId'>,
): ProcessedTemplate {
  return processedTemplateSchema.parse({
    userId: uid,
    templateName: t.templateName,
    templateType: t.templateType,
    templateId: t.templateId,
    processedAt: now,
    status: 'processing',
    downloadUrl: null,
    failureReason: null,
  });
}

export const createTemplateRecord = (store: AdminStore, record: ProcessedTemplate) =>
  store.add(PROCESSED_TEMPLATES, processedTemplateSchema.parse(record));

const patchSchema = processedTemplateSchema.partial();

export function completeTemplateRecord(store: AdminStore, id: string, downloadUrl: string, now: Date) {
  return store.update(
    templateRecordPath(id),
    patchSchema.parse({ status: 'completed', downloadUrl, processedAt: now }),
  );
}

export function failTemplateRecord(store: AdminStore, id: string, reason: string, now: Date) {
  return store.update(
    templateRecordPath(id),
    patchSchema.parse({ status: 'failed', failureReason: reason, processedAt: now }),
  );
}
