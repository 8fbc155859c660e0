import { describe, expect, it } from 'vitest';
import { isWithinWindow } from '@/domain/jobs/within-window';
import { rankPostings } from '@/domain/jobs/rank';
import { parseResume } from '@/domain/resume/parse-resume';
import { createFixedClock } from '../../functions/src/testing/fakes';
import { createMemoryAdminStore } from '../../functions/src/testing/memory-admin-store';
import { ANALYST_RESUME } from '@/domain/jobs/fixtures';
import { SEED_JOBS, seedJobDocs, seedJobs } from './seed-jobs';

const NOW = new Date('2025-01-15T10:00:00Z');

describe('seed jobs', () => {
  it('has 40+ valid postings with unique ids, spread over five days', () => {
    const docs = seedJobDocs(NOW);
    expect(docs.length).toBeGreaterThanOrEqual(40);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    const inWindow = docs.filter((d) => isWithinWindow(d.data.posted, NOW));
    expect(inWindow.length).toBeGreaterThan(20);
    expect(docs.length - inWindow.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...SEED_JOBS.map((j) => j.hoursAgo))).toBeLessThanOrEqual(120);
  });

  it('is idempotent and re-anchors posted to now', async () => {
    const clock = createFixedClock(NOW);
    const store = createMemoryAdminStore(clock);
    await seedJobs(store, NOW);
    const later = new Date(NOW.getTime() + 24 * 3_600_000);
    await seedJobs(store, later);
    const jobs = [...store.docs.keys()].filter((k) => k.startsWith('jobs/'));
    expect(jobs).toHaveLength(SEED_JOBS.length);
    expect(store.docs.get('jobs/seed-data-analyst-harbor')?.posted).toEqual(
      new Date(later.getTime() - 4 * 3_600_000),
    );
  });

  it('ranks a data job first for a data-analyst resume', () => {
    const postings = seedJobDocs(NOW)
      .filter((d) => isWithinWindow(d.data.posted, NOW))
      .map((d) => ({ id: d.id, ...d.data }));
    const ranked = rankPostings(parseResume(ANALYST_RESUME), postings, NOW);
    expect(ranked[0]!.id).toBe('seed-data-analyst-harbor');
    const nurse = ranked.findIndex((s) => s.id === 'seed-registered-nurse-mercy');
    expect(nurse).toBeGreaterThan(ranked.findIndex((s) => s.id === 'seed-data-analyst-harbor'));
  });
});
