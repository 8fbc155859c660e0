import type { JobPosting } from './contract';

/**
 * A stored posting as the job reader expects a pasted one: the title on the first line, the
 * employer and place under it, then the description. Stored descriptions start with the body, so
 * without this header `analyzeJob` never learns the job's title (the fit's title part then
 * falls back to the keyword share) and may take the employer's name for a requirement.
 */
export function postingText(p: Pick<JobPosting, 'title' | 'company' | 'location' | 'description'>): string {
  const where = p.location ? `${p.company} — ${p.location}` : p.company;
  return `${p.title}\n${where}\n\n${p.description}`;
}
