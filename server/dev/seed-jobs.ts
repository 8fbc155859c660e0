/**
 * Demo postings for Easy Apply (the `jobs` collection is the offline job source:
 * docs/product-rules.md 5.2). Fixed ids make seeding idempotent; `posted` is re-anchored to `now` on every
 * start, so the demo always has jobs inside the 72-hour window and some just outside it. They are
 * samples (SAMPLE_JOB_SOURCE) with no page anywhere: no URL, so the page shows their text and a
 * "Sample posting" label instead of a link to a host that does not exist.
 */
import { z } from 'zod';
import { JOBS, jobPostingSchema, SAMPLE_JOB_SOURCE } from '@/domain/jobs/contract';
import type { AdminStore } from '../../functions/src/handlers/ports';
import seedJobsJson from './seed-jobs.json';

/** seed-jobs.json, one posting an entry (software, data, nursing, teaching, sales, support and more). */
const seedJobSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  company: z.string().min(1),
  location: z.string().min(1),
  /** Age at seed time; over 72 shows the window working. */
  hoursAgo: z.number().min(0),
  about: z.string().min(1),
  duties: z.array(z.string().min(1)).min(1),
  requirements: z.array(z.string().min(1)).min(1),
});
export type SeedJob = z.infer<typeof seedJobSchema>;

export const SEED_JOBS: readonly SeedJob[] = z.array(seedJobSchema).parse(seedJobsJson);

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
      url: null,
      description: seedJobDescription(j),
      posted: new Date(now.getTime() - j.hoursAgo * 3_600_000),
      source: SAMPLE_JOB_SOURCE,
    }),
  }));
}

/** Writes (or refreshes) every demo posting; resolves how many. */
export async function seedJobs(store: AdminStore, now: Date): Promise<number> {
  const docs = seedJobDocs(now);
  await Promise.all(docs.map((d) => store.set(`${JOBS}/${d.id}`, { ...d.data })));
  return docs.length;
}
