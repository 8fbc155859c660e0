import { describe, expect, it } from 'vitest';
import type { StoredJob } from './contract';
import { dedupePostings, normaliseUrl } from './dedupe';

const DESC = 'We are hiring. Requirements: SQL, Python, dashboards and stakeholder communication.';
const job = (over: Partial<StoredJob>): StoredJob => ({
  id: 'a',
  title: 'Data Analyst',
  company: 'Acme',
  location: 'Remote',
  url: 'https://jobs.example.com/acme/data-analyst',
  description: DESC,
  posted: new Date('2025-01-14T10:00:00Z'),
  source: 'catalogue',
  ...over,
});

describe('normaliseUrl', () => {
  it('ignores case of the host, www, trailing slashes, fragments and tracking parameters', () => {
    expect(normaliseUrl('https://WWW.Jobs.example.com/a/b/?utm_source=x&gh_src=y#top')).toBe(
      'jobs.example.com/a/b',
    );
  });
  it('keeps parameters that identify the job', () => {
    expect(normaliseUrl('https://boards.example.com/x?gh_jid=12')).not.toBe(
      normaliseUrl('https://boards.example.com/x?gh_jid=13'),
    );
  });
});

describe('dedupePostings', () => {
  it('merges the same URL, keeping the earliest date and the richest description', () => {
    const rich = `${DESC} Also: Tableau, Looker and dbt experience is a plus.`;
    const out = dedupePostings([
      job({ id: 'a' }),
      job({
        id: 'b',
        title: 'Data Analyst II',
        url: 'https://jobs.example.com/acme/data-analyst/?utm_campaign=z',
        description: rich,
        posted: new Date('2025-01-13T10:00:00Z'),
      }),
    ]);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ id: 'a', description: rich, posted: new Date('2025-01-13T10:00:00Z') });
  });

  it('merges the same title, company and location under different URLs', () => {
    const out = dedupePostings([
      job({ id: 'a' }),
      job({ id: 'b', title: 'data analyst', company: 'ACME', url: 'https://boards.example.com/acme/77' }),
    ]);
    expect(out.map((p) => p.id)).toEqual(['a']);
  });

  it('keeps different jobs apart (other location, other title)', () => {
    const out = dedupePostings([
      job({ id: 'a' }),
      job({ id: 'b', location: 'Berlin', url: 'https://jobs.example.com/acme/2' }),
      job({ id: 'c', title: 'Registered Nurse', url: 'https://jobs.example.com/acme/3' }),
    ]);
    expect(out.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});
