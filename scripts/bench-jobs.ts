/**
 * `npm run bench -- jobs`: reading a job posting (analyzeJob: sentences, keywords, requirements,
 * conditions) on a posting of 1,000 words or more (issue 40: under 50 ms median). The posting is
 * four of the development set's software postings run together, the first whole and the others
 * from their second line on, as a long posting with many sections reads.
 */
import { analyzeJob } from '@/domain/resume/analyze-job';
import { measure, type Figure } from './bench-support';
import { loadPostings } from './lib/job-reading/load-postings';

const PARTS = [
  'software-frontend-nextjs',
  'software-sre-platform',
  'software-embedded-c-iot',
  'software-fullstack-legal-saas',
];

export function longPosting(): string {
  const byId = new Map(loadPostings().map((p) => [p.id, p.text]));
  return PARTS.map((id, i) => {
    const text = byId.get(id);
    if (!text) throw new Error(`bench: no development posting ${id}`);
    return i === 0 ? text : text.split('\n').slice(1).join('\n');
  }).join('\n\n');
}

export async function jobFigures(figures: Figure[]): Promise<void> {
  const text = longPosting();
  const words = text.split(/\s+/).filter(Boolean).length;
  const read = analyzeJob(text);
  figures.push(
    await measure(
      'job posting read (analyzeJob, Node)',
      50,
      { warmup: 5, runs: 50, note: `${words} words; ${read.requirements.length} requirements` },
      () => analyzeJob(text),
    ),
  );
}
