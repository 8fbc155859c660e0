/** Easy Apply handler test helpers; the resume and postings live in src/domain/jobs/fixtures.ts. */
import type { StoredJob } from '@/domain/jobs/contract';

/** The document a StoredJob is kept as in `jobs`. */
export const jobDoc = ({ id: _id, ...data }: StoredJob) => ({ ...data });
