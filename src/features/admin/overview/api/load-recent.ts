import type { DocStore } from '@/backend/ports';
import { RECENT_LIST_SIZE } from '@/domain/admin/overview';
import { completeSubscription } from '@/domain/user';
import { safeQuery } from './safe-read';

export interface RecentUser {
  id: string;
  name: string;
  email: string;
  planId: string;
  createdAt: Date | null;
}

export interface RecentResume {
  id: string;
  jobTitle: string;
  status: string;
  processedAt: Date | null;
}

const str = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);
const date = (v: unknown) => (v instanceof Date ? v : null);

/** docs/product-rules.md 15.2: the latest 5 users and the latest 5 processed resumes. */
export async function loadRecent(docs: DocStore): Promise<{ users: RecentUser[]; resumes: RecentResume[] }> {
  const [users, resumes] = await Promise.all([
    safeQuery<Record<string, unknown>>(docs, {
      collection: 'users',
      orderBy: [['createdAt', 'desc']],
      limit: RECENT_LIST_SIZE,
    }),
    safeQuery<Record<string, unknown>>(docs, {
      collection: 'processedResumes',
      orderBy: [['processedAt', 'desc']],
      limit: RECENT_LIST_SIZE,
    }),
  ]);
  return {
    users: users.map(({ id, data }) => ({
      id,
      name: str(data.name, 'No Name'),
      email: str(data.email, ''),
      planId: completeSubscription(data.subscription).planId,
      createdAt: date(data.createdAt),
    })),
    resumes: resumes.map(({ id, data }) => ({
      id,
      jobTitle: str(data.jobTitle, 'Tailored Resume'),
      status: str(data.status, 'completed'),
      processedAt: date(data.processedAt),
    })),
  };
}
