import { describe, expect, it, vi } from 'vitest';
import { FAIR_USE_LIMITS } from '@/domain/fair-use';
import { EASY_APPLY_MESSAGES } from '@/domain/jobs/contract';
import { ANALYST_RESUME, NURSE_JOB, posting } from '@/domain/jobs/fixtures';
import { createTestDeps, userCtx } from '../../testing/fakes';
import { invokeHandler } from '../invoke';
import { suggestJobs } from './suggest-jobs';

const call = (deps: ReturnType<typeof createTestDeps>, input: unknown = { resumeText: ANALYST_RESUME }) =>
  invokeHandler(suggestJobs, deps, userCtx('u1'), input);

describe('suggestJobs', () => {
  it('ranks the matching posting first and returns real postings only', async () => {
    const deps = createTestDeps();
    deps.jobSource.postings = [
      posting('nurse', { title: 'Registered Nurse', company: 'Mercy Health', description: NURSE_JOB }),
      posting('analyst', { hoursAgo: 30 }),
    ];
    const result = await call(deps);
    expect(result.suggestions.map((s) => s.id)).toEqual(['analyst', 'nurse']);
    expect(result.suggestions[0]).toMatchObject({
      title: 'Data Analyst',
      company: 'Harbor Analytics',
      url: 'https://jobs.example.com/analyst',
      posted: '2025-01-14T04:00:00.000Z',
    });
    expect(result.suggestions[0]!.score).toBeGreaterThan(result.suggestions[1]!.score);
    expect(result.generatedAt).toBe('2025-01-15T10:00:00.000Z');
    expect(deps.ai.calls).toHaveLength(0);
  });

  it('keeps a posting exactly 72 hours old and drops older or far-future ones, whatever the source sent', async () => {
    const deps = createTestDeps();
    const now = deps.clock.now().getTime();
    deps.jobSource.postings = [
      posting('edge', { posted: new Date(now - 72 * 3_600_000) }),
      posting('old', { posted: new Date(now - 72 * 3_600_000 - 1), url: 'https://jobs.example.com/old' }),
      posting('future', { hoursAgo: -24, url: 'https://jobs.example.com/future' }),
    ];
    const ids = (await call(deps)).suggestions.map((s) => s.id);
    expect(ids).toEqual(['edge']);
  });

  it('merges duplicates and passes the source notices on', async () => {
    const deps = createTestDeps();
    deps.jobSource.postings = [
      posting('catalogue-1', { hoursAgo: 5 }),
      posting('greenhouse-harbor-9', { hoursAgo: 2, url: 'https://boards.example.com/harbor/9' }),
    ];
    deps.jobSource.notices = [EASY_APPLY_MESSAGES.boardUnavailable('lever:acme')];
    const result = await call(deps);
    expect(result.suggestions).toHaveLength(1);
    expect(result.suggestions[0]!.posted).toBe('2025-01-15T05:00:00.000Z');
    expect(result.notices).toEqual([EASY_APPLY_MESSAGES.boardUnavailable('lever:acme')]);
  });

  it('returns at most 20 suggestions, and an empty list when nothing is recent', async () => {
    const deps = createTestDeps();
    deps.jobSource.postings = Array.from({ length: 25 }, (_, i) =>
      posting(`j${i}`, { title: `Data Analyst ${i}`, url: `https://jobs.example.com/j${i}` }),
    );
    expect((await call(deps)).suggestions).toHaveLength(20);
    deps.jobSource.postings = [posting('old', { hoursAgo: 100 })];
    expect(await call(deps)).toMatchObject({ suggestions: [], notices: [] });
  });

  it('asks for a CV or text with the documented message', async () => {
    await expect(call(createTestDeps(), { resumeText: ' ' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: EASY_APPLY_MESSAGES.cvOrText,
    });
  });

  it('reports an unavailable source without internals', async () => {
    const deps = createTestDeps();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    deps.jobSource.recentPostings = async () => {
      throw new Error('db down');
    };
    await expect(call(deps)).rejects.toMatchObject({
      code: 'unavailable',
      message: EASY_APPLY_MESSAGES.sourceUnavailable,
    });
  });
});

describe('suggestJobs: the fair-use cap (docs/product-rules.md 6.3)', () => {
  const searches = (deps: ReturnType<typeof createTestDeps>) =>
    (deps.store.docs.get('usage/u1_2025-01-15')?.jobSearch as number | undefined) ?? 0;

  it(`counts each search and refuses the one after ${FAIR_USE_LIMITS.jobSearch} in a day, on any plan`, async () => {
    const deps = createTestDeps();
    deps.store.docs.set('users/u1', {
      uid: 'u1',
      subscription: { planId: 'magic-yearly', planName: 'Magic', status: 'active' },
    });
    deps.jobSource.postings = [posting('analyst', {})];
    for (let i = 0; i < FAIR_USE_LIMITS.jobSearch; i += 1) await call(deps);
    expect(searches(deps)).toBe(FAIR_USE_LIMITS.jobSearch);
    await expect(call(deps)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: EASY_APPLY_MESSAGES.searchLimit(FAIR_USE_LIMITS.jobSearch),
    });
  });

  it('gives the search back when the job source fails', async () => {
    const deps = createTestDeps();
    deps.jobSource.recentPostings = () => Promise.reject(new Error('down'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(call(deps)).rejects.toMatchObject({ message: EASY_APPLY_MESSAGES.sourceUnavailable });
    expect(searches(deps)).toBe(0);
  });
});
