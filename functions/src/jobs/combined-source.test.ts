import { describe, expect, it } from 'vitest';
import { EASY_APPLY_MESSAGES } from '@/domain/jobs/contract';
import { posting } from '@/domain/jobs/fixtures';
import { jobDoc } from '../testing/easy-apply-arrange';
import { createFixedClock } from '../testing/fakes';
import { createMemoryAdminStore } from '../testing/memory-admin-store';
import { GREENHOUSE_BODY, LEVER_BODY, stubFetch } from './board-fixtures';
import { createCatalogueSource } from './catalogue-source';
import { createCombinedSource } from './combined-source';

const NOW = new Date('2025-01-15T10:00:00.000Z');
const signal = new AbortController().signal;

function storeWithCatalogue() {
  const store = createMemoryAdminStore(createFixedClock(NOW));
  store.docs.set('jobs/cat-1', jobDoc(posting('cat-1', { hoursAgo: 3 })));
  store.docs.set('jobs/cat-old', jobDoc(posting('cat-old', { hoursAgo: 80 })));
  store.docs.set('jobs/bad', {
    title: 'Broken',
    company: 'X',
    url: 'not a url',
    description: 'short',
    posted: NOW,
  });
  return store;
}

describe('catalogue source', () => {
  it('returns valid postings of the window only, skipping bad documents', async () => {
    const warnings: string[] = [];
    const source = createCatalogueSource(storeWithCatalogue(), (m) => warnings.push(m));
    const { postings } = await source.recentPostings(NOW, signal);
    expect(postings.map((p) => p.id)).toEqual(['cat-1']);
    expect(postings[0]!.posted).toEqual(new Date(NOW.getTime() - 3 * 3_600_000));
    expect(warnings).toEqual([expect.stringContaining('jobs/bad skipped')]);
  });
});

describe('combined source', () => {
  it('adds recent board postings and upserts them into jobs for tailorForJob', async () => {
    const store = storeWithCatalogue();
    const source = createCombinedSource({
      store,
      boards: [{ kind: 'greenhouse', board: 'stripe' }],
      fetchImpl: stubFetch({ 'https://boards-api.greenhouse.io/': GREENHOUSE_BODY }),
      log: () => undefined,
    });
    const { postings, notices } = await source.recentPostings(NOW, signal);
    expect(notices).toEqual([]);
    expect(postings.map((p) => p.id).sort()).toEqual([
      'cat-1',
      'greenhouse-stripe-4012',
      'greenhouse-stripe-4013',
    ]);
    expect(store.docs.get('jobs/greenhouse-stripe-4012')).toMatchObject({
      title: 'Data Analyst',
      source: 'greenhouse:stripe',
      posted: new Date('2025-01-14T14:00:00Z'),
    });
  });

  it('degrades to the catalogue with a notice when a board fails, keeping the others', async () => {
    const store = storeWithCatalogue();
    const source = createCombinedSource({
      store,
      boards: [
        { kind: 'greenhouse', board: 'stripe' },
        { kind: 'lever', board: 'netflix' },
      ],
      fetchImpl: stubFetch({
        'https://boards-api.greenhouse.io/': new TypeError('fetch failed'),
        'https://api.lever.co/': LEVER_BODY,
      }),
      log: () => undefined,
    });
    const { postings, notices } = await source.recentPostings(NOW, signal);
    expect(notices).toEqual([EASY_APPLY_MESSAGES.boardUnavailable('greenhouse:stripe')]);
    expect(postings.map((p) => p.id).sort()).toEqual(['cat-1', 'lever-netflix-7c1e-aa']);
  });

  it('with no boards configured is the catalogue alone', async () => {
    const fetchImpl = stubFetch({});
    const source = createCombinedSource({
      store: storeWithCatalogue(),
      boards: [],
      fetchImpl,
      log: () => undefined,
    });
    expect((await source.recentPostings(NOW, signal)).postings.map((p) => p.id)).toEqual(['cat-1']);
    expect(fetchImpl.urls).toEqual([]);
  });
});
