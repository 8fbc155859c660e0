/**
 * Demo postings for Easy Apply (DESIGN section 6: the `jobs` collection is the offline
 * JobSource). Fixed ids make seeding idempotent; `posted` is re-anchored to `now` on every
 * start, so the demo always has jobs inside the 72-hour window and some just outside it.
 */
import { JOBS, jobPostingSchema } from '../../src/domain/jobs/contract';
import type { AdminStore } from '../../functions/src/handlers/ports';
import { SEED_JOBS_A1 } from './seed-jobs-data-a1';
import { SEED_JOBS_A2 } from './seed-jobs-data-a2';
import { SEED_JOBS_B1 } from './seed-jobs-data-b1';
import { SEED_JOBS_B2 } from './seed-jobs-data-b2';

export interface SeedJob {
  slug: string;
  title: string;
  company: string;
  location: string;
  /** Age at seed time; over 72 shows the window working. */
  hoursAgo: number;
  about: string;
  duties: string[];
  requirements: string[];
}

export const SEED_JOBS: readonly SeedJob[] = [
  ...SEED_JOBS_A1,
  ...SEED_JOBS_A2,
  ...SEED_JOBS_B1,
  ...SEED_JOBS_B2,
];

export function seedJobDescription(j: SeedJob): string {
  return [
    j.about,
    `What you will do:\n${j.duties.map((d) => `- ${d}`).join('\n')}`,
    `Requirements:\n${j.requirements.map((r) => `- ${r}`).join('\n')}`,
    `${j.company} is an equal opportunity employer.`,
  ].join('\n\n');
}

export function seedJobDocs(now: Date) {
  return SEED_JOBS.map((j) => ({
    id: `seed-${j.slug}`,
    data: jobPostingSchema.parse({
      title: j.title,
      company: j.company,
      location: j.location,
      url: `https://jobs.example.com/${j.slug}`,
      description: seedJobDescription(j),
      posted: new Date(now.getTime() - j.hoursAgo * 3_600_000),
      source: 'catalogue',
    }),
  }));
}

/** Writes (or refreshes) every demo posting; resolves how many. */
export async function seedJobs(store: AdminStore, now: Date): Promise<number> {
  const docs = seedJobDocs(now);
  await Promise.all(docs.map((d) => store.set(`${JOBS}/${d.id}`, { ...d.data })));
  return docs.length;
}
