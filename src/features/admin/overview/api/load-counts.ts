import type { DocStore, Query } from '@/backend/ports';
import {
  ANGEL_DOWNLOAD_PLATFORMS,
  ANGEL_DOWNLOAD_SOURCES,
  ANGEL_DOWNLOAD_TIME_FIELD,
  ANGEL_DOWNLOADS,
} from '@/domain/angel-downloads';
import { activeSince, PAID_USERS_WHERE, type Tally } from '@/domain/admin/overview';
import { safeCount } from './safe-read';

export interface OverviewCounts {
  totalUsers: number;
  paidUsers: number;
  dailyActive: number;
  monthlyActive: number;
  resumes: number;
  templates: number;
  downloads: number;
  downloadsBySource: Tally[];
  downloadsByPlatform: Tally[];
}

/** Every count of the overview cards, run in parallel; `since` starts the chosen range. */
export async function loadCounts(docs: DocStore, now: Date, since: Date): Promise<OverviewCounts> {
  const active = activeSince(now);
  const inRange = ANGEL_DOWNLOAD_TIME_FIELD;
  const downloadsWhere = (field: string, value: string): Query => ({
    collection: ANGEL_DOWNLOADS,
    where: [
      [field, '==', value],
      [inRange, '>=', since],
    ],
  });
  const [
    totalUsers,
    paidUsers,
    dailyActive,
    monthlyActive,
    resumes,
    templates,
    downloads,
    sources,
    platforms,
  ] = await Promise.all([
    safeCount(docs, { collection: 'users' }),
    safeCount(docs, { collection: 'users', where: PAID_USERS_WHERE }),
    safeCount(docs, { collection: 'users', where: [['lastLogin', '>=', active.daily]] }),
    safeCount(docs, { collection: 'users', where: [['lastLogin', '>=', active.monthly]] }),
    safeCount(docs, { collection: 'processedResumes', where: [['processedAt', '>=', since]] }),
    safeCount(docs, { collection: 'processedTemplates', where: [['processedAt', '>=', since]] }),
    safeCount(docs, { collection: ANGEL_DOWNLOADS, where: [[inRange, '>=', since]] }),
    Promise.all(ANGEL_DOWNLOAD_SOURCES.map((s) => safeCount(docs, downloadsWhere('source', s)))),
    Promise.all(ANGEL_DOWNLOAD_PLATFORMS.map((p) => safeCount(docs, downloadsWhere('platform', p)))),
  ]);
  return {
    totalUsers,
    paidUsers,
    dailyActive,
    monthlyActive,
    resumes,
    templates,
    downloads,
    downloadsBySource: ANGEL_DOWNLOAD_SOURCES.map((label, i) => ({ label, count: sources[i]! })),
    downloadsByPlatform: ANGEL_DOWNLOAD_PLATFORMS.map((label, i) => ({ label, count: platforms[i]! })),
  };
}
