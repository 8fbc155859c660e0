/**
 * Access cases for Easy Apply's job catalogue (jobs): signed-in users read and list postings,
 * only the admin writes them (a user could otherwise plant a fake posting). Part of the table
 * in cases.ts.
 */
import type { Query } from '@/domain/query/types';
import type { AccessCase } from './cases';

const posting = (title: string) => ({
  title,
  company: 'Harbor Analytics',
  location: 'Chicago, IL',
  url: 'https://jobs.example.com/harbor/data-analyst',
  description: 'We are hiring a Data Analyst. Requirements: SQL, Python and Tableau dashboards.',
  posted: new Date('2025-01-15T08:00:00Z'),
  source: 'catalogue',
});

export function jobFixtures() {
  return { 'jobs/seed-data-analyst': posting('Data Analyst') };
}

const job = 'jobs/seed-data-analyst';
const recent: Query = { collection: 'jobs', where: [['posted', '>=', new Date('2025-01-12T10:00:00Z')]] };

// prettier-ignore
export const jobCases: AccessCase[] = [
  { name: 'jobs: signed-in user reads a posting', who: 'owner', op: 'get', path: job, expect: 'allow' },
  { name: 'jobs: signed-in user lists recent postings', who: 'other', op: 'list', query: recent, expect: 'allow' },
  { name: 'jobs: no token cannot read a posting', who: 'anon', op: 'get', path: job, expect: 'deny' },
  { name: 'jobs: no token cannot list postings', who: 'anon', op: 'list', query: { collection: 'jobs' }, expect: 'deny' },
  { name: 'jobs: user cannot add a posting', who: 'owner', op: 'add', path: 'jobs', data: posting('Fake Job'), expect: 'deny' },
  { name: 'jobs: user cannot edit a posting', who: 'owner', op: 'update', path: job, data: { url: 'https://evil.example.test/' }, expect: 'deny' },
  { name: 'jobs: user cannot delete a posting', who: 'owner', op: 'delete', path: job, expect: 'deny' },
  { name: 'jobs: admin imports a posting', who: 'admin', op: 'set', path: 'jobs/imported-1', data: posting('Nurse'), expect: 'allow' },
  { name: 'jobs: admin edits a posting', who: 'admin', op: 'update', path: job, data: { location: 'Remote' }, expect: 'allow' },
  { name: 'jobs: admin deletes a posting', who: 'admin', op: 'delete', path: job, expect: 'allow' },
  { name: 'jobs: signed-in user watches recent postings', who: 'owner', op: 'watch-query', query: recent, expect: 'allow' },
  { name: 'jobs: no token cannot watch postings', who: 'anon', op: 'watch-query', query: recent, expect: 'deny' },
];
