import { describe, expect, it } from 'vitest';
import { ASHBY_BODY, GREENHOUSE_BODY, LEVER_BODY, stubFetch } from './board-fixtures';
import { fetchBoard, parseBoards } from './board-sources';

const signal = new AbortController().signal;

describe('parseBoards', () => {
  it('reads kind:board pairs and ignores malformed entries', () => {
    const warnings: string[] = [];
    expect(
      parseBoards(' greenhouse:stripe, lever:netflix ,ashby:notion,monster:x,lever:', (m) =>
        warnings.push(m),
      ),
    ).toEqual([
      { kind: 'greenhouse', board: 'stripe' },
      { kind: 'lever', board: 'netflix' },
      { kind: 'ashby', board: 'notion' },
    ]);
    expect(warnings).toHaveLength(2);
    expect(parseBoards(undefined)).toEqual([]);
  });
});

describe('fetchBoard', () => {
  it('Greenhouse: first_published (else updated_at), unescaped HTML turned to text', async () => {
    const fetchImpl = stubFetch({
      'https://boards-api.greenhouse.io/v1/boards/stripe/jobs': GREENHOUSE_BODY,
    });
    const jobs = await fetchBoard({ kind: 'greenhouse', board: 'stripe' }, signal, { fetchImpl });
    expect(fetchImpl.urls).toEqual(['https://boards-api.greenhouse.io/v1/boards/stripe/jobs?content=true']);
    expect(jobs.map((j) => j.id)).toEqual(['greenhouse-stripe-4012', 'greenhouse-stripe-4013']);
    expect(jobs[0]).toMatchObject({
      title: 'Data Analyst',
      company: 'Stripe',
      location: 'Chicago, IL',
      url: 'https://boards.greenhouse.io/stripe/jobs/4012',
      posted: new Date('2025-01-14T14:00:00Z'),
      source: 'greenhouse:stripe',
    });
    expect(jobs[0]!.description).toContain('3+ years of SQL and Python');
    expect(jobs[0]!.description).not.toMatch(/<|&lt;/);
    expect(jobs[1]).toMatchObject({ company: 'Stripe', posted: new Date('2025-01-13T12:00:00Z') });
  });

  it('Lever: createdAt in milliseconds, requirement lists included', async () => {
    const fetchImpl = stubFetch({ 'https://api.lever.co/v0/postings/netflix?mode=json': LEVER_BODY });
    const [job] = await fetchBoard({ kind: 'lever', board: 'netflix' }, signal, { fetchImpl });
    expect(job).toMatchObject({
      id: 'lever-netflix-7c1e-aa',
      title: 'Registered Nurse',
      company: 'Netflix',
      location: 'Los Gatos, CA',
      posted: new Date('2025-01-14T12:00:00Z'),
    });
    expect(job!.description).toMatch(/on-site clinic[\s\S]*Active RN license/);
  });

  it('Ashby: publishedAt, listed postings only', async () => {
    const fetchImpl = stubFetch({ 'https://api.ashbyhq.com/posting-api/job-board/notion': ASHBY_BODY });
    const jobs = await fetchBoard({ kind: 'ashby', board: 'notion' }, signal, { fetchImpl });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      id: 'ashby-notion-f3b2',
      company: 'Notion',
      url: 'https://jobs.ashbyhq.com/notion/f3b2',
      posted: new Date('2025-01-15T01:30:00Z'),
    });
    expect(jobs[0]!.description).toContain('Prototyping and user research');
  });

  it('rejects on an error status or a timeout', async () => {
    await expect(
      fetchBoard({ kind: 'lever', board: 'gone' }, signal, { fetchImpl: stubFetch({}) }),
    ).rejects.toThrow(/404/);
    const hang: typeof fetch = (_u, init) =>
      new Promise((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)));
    await expect(
      fetchBoard({ kind: 'lever', board: 'slow' }, signal, { fetchImpl: hang, timeoutMs: 20 }),
    ).rejects.toThrow();
  });
});
