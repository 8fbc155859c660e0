import type { DocStore } from '@/backend/ports';
import { toActivityRecord, type ActivityRecord } from '@/domain/admin/metrics-report';

export type ActivityStore = 'processedResumes' | 'processedTemplates';

/** Generated resumes or templates processed since `since` (the current and previous period). */
export async function listActivity(
  docs: DocStore,
  store: ActivityStore,
  since: Date,
): Promise<ActivityRecord[]> {
  const snaps = await docs.query({
    collection: store,
    where: [['processedAt', '>=', since]],
    orderBy: [['processedAt', 'desc']],
  });
  return snaps.map((s) => toActivityRecord(s.data));
}
