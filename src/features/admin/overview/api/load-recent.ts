import type { DocStore } from '@/backend/ports';
import { RECENT_LIST_SIZE } from '@/domain/admin/overview';
import {
  toRecentResume,
  toRecentUser,
  type RecentResume,
  type RecentUser,
} from '@/domain/admin/overview-recent';
import { safeQuery } from './safe-read';

export type { RecentResume, RecentUser };

/** docs/product-rules.md 15.2: the latest 5 users and the latest 5 processed resumes. */
export async function loadRecent(docs: DocStore): Promise<{ users: RecentUser[]; resumes: RecentResume[] }> {
  const [users, resumes] = await Promise.all([
    safeQuery(docs, {
      collection: 'users',
      orderBy: [['createdAt', 'desc']],
      limit: RECENT_LIST_SIZE,
    }),
    safeQuery(docs, {
      collection: 'processedResumes',
      orderBy: [['processedAt', 'desc']],
      limit: RECENT_LIST_SIZE,
    }),
  ]);
  return {
    users: users.map(({ id, data }) => toRecentUser(id, data)),
    resumes: resumes.map(({ id, data }) => toRecentResume(id, data)),
  };
}
