/**
 * The `jobs` collection as a JobSource (docs/product-rules.md 5.2): seeded, admin-imported and upserted
 * board postings published within the window. Documents that do not validate are skipped (and
 * logged) rather than failing the whole list: one bad import must not hide every job.
 */
import { JOBS, jobPostingSchema, type StoredJob } from '@/domain/jobs/contract';
import { windowStart } from '@/domain/jobs/within-window';
import type { AdminStore, JobSource } from '../handlers/ports';

/** Far more than a page shows; bounds the work of one request. */
export const CATALOGUE_LIMIT = 500;

export function createCatalogueSource(
  store: AdminStore,
  warn: (m: string) => void = console.warn,
): JobSource {
  return {
    async recentPostings(now, signal) {
      const docs = await store.query({
        collection: JOBS,
        where: [['posted', '>=', windowStart(now)]],
        orderBy: [['posted', 'desc']],
        limit: CATALOGUE_LIMIT,
      });
      signal.throwIfAborted();
      const postings: StoredJob[] = [];
      for (const d of docs) {
        const parsed = jobPostingSchema.safeParse(d.data);
        if (parsed.success) postings.push({ id: d.id, ...parsed.data });
        else warn(`jobs/${d.id} skipped: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      }
      return { postings, notices: [] };
    },
  };
}
