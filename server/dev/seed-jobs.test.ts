import { describe, expect, it } from 'vitest';
import { isWithinWindow } from '@/domain/jobs/within-window';
import { rankPostings } from '@/domain/jobs/rank';
import { parseResume } from '@/domain/resume/parse-resume';
import { createFixedClock } from '../../functions/src/testing/fakes';
import { createMemoryAdminStore } from '../../functions/src/testing/memory-admin-store';
import { ANALYST_RESUME } from '@/domain/jobs/fixtures';
import { SEED_JOBS, seedJobDocs, seedJobs } from './seed-jobs';

const NOW = new Date('2025-01-15T10:00:00Z');

const recentPostings = () =>
  seedJobDocs(NOW)
    .filter((d) => isWithinWindow(d.data.posted, NOW))
    .map((d) => ({ id: d.id, ...d.data }));

/** The software development postings of the window (DevOps asks for tools this resume never names). */
const SOFTWARE = [
  'seed-frontend-engineer-brightpath',
  'seed-backend-engineer-ledgerly',
  'seed-senior-software-engineer-routewise',
];
const RETAIL = 'seed-retail-sales-associate-northpeak';

/**
 * A short software resume that names retail once, as many do: the posting asking only for
 * "customer service or retail experience" once came first for it (issue: "Retail Sales
 * Associate ranked first"), on the one word its two requirements share with it.
 */
const SHORT_SOFTWARE_RESUME = `Alex Kim
Software Engineer
Software engineer with 4 years of experience building web applications in JavaScript, React and Node.js for retail clients.
Skills: JavaScript, React, Node.js, SQL, Git`;

const RETAIL_RESUME = `Maria Lopez
Retail Sales Associate
Friendly retail sales associate with 3 years of customer service experience at an outdoor store. Cash register, visual merchandising, stocking.`;

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

  it('seeds samples with no page: no URL to a host that does not exist', () => {
    for (const d of seedJobDocs(NOW)) expect(d.data).toMatchObject({ source: 'sample', url: null });
  });

  it('ranks the software postings above the retail one for a short software resume', () => {
    const ranked = rankPostings(parseResume(SHORT_SOFTWARE_RESUME), recentPostings(), NOW);
    const at = (id: string) => ranked.findIndex((s) => s.id === id);
    expect(SOFTWARE).toContain(ranked[0]!.id);
    for (const id of SOFTWARE) {
      expect(at(id)).toBeLessThan(at(RETAIL));
      // Above it on the score, not on a tie broken by the newer posting.
      expect(ranked[at(id)]!.score).toBeGreaterThan(ranked[at(RETAIL)]!.score);
    }
  });

  it('ranks the retail posting first for a retail resume (the order follows the resume)', () => {
    const ranked = rankPostings(parseResume(RETAIL_RESUME), recentPostings(), NOW);
    expect(ranked[0]!.id).toBe(RETAIL);
    for (const id of SOFTWARE) expect(ranked.findIndex((s) => s.id === id)).toBeGreaterThan(0);
  });

  it('ranks a data job first for a data-analyst resume', () => {
    const ranked = rankPostings(parseResume(ANALYST_RESUME), recentPostings(), NOW);
    expect(ranked[0]!.id).toBe('seed-data-analyst-harbor');
    const nurse = ranked.findIndex((s) => s.id === 'seed-registered-nurse-mercy');
    expect(nurse).toBeGreaterThan(ranked.findIndex((s) => s.id === 'seed-data-analyst-harbor'));
  });
});
