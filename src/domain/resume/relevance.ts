/**
 * How relevant a piece of a resume is to a job: the weighted job keywords it contains. Shared
 * by tailoring (what goes first) and the cover letter (which achievements to cite).
 */
import { buildTermIndex } from './normalize';
import { keywordWeight } from './score-match';
import type { JobProfile } from './types';
import { termIn } from './vocabulary';

export function relevance(text: string, job: JobProfile): number {
  const index = buildTermIndex(text);
  let total = 0;
  job.keywords.forEach((k, i) => {
    if (termIn(k, index)) total += keywordWeight(i);
  });
  return total;
}

/** The job-importance rank of the first keyword a text contains, or Infinity. */
export function keywordRank(text: string, job: JobProfile): number {
  const index = buildTermIndex(text);
  const i = job.keywords.findIndex((k) => termIn(k, index));
  return i < 0 ? Infinity : i;
}

/** The indices of the job keywords a text contains. */
export function keywordHits(text: string, job: JobProfile): number[] {
  const index = buildTermIndex(text);
  const hits: number[] = [];
  job.keywords.forEach((k, i) => {
    if (termIn(k, index)) hits.push(i);
  });
  return hits;
}

/**
 * Orders items so the first `slots` together cover the most keyword weight not already
 * `covered` (greedy), then the rest by relevance: two bullets naming different requirements
 * beat two naming the same one. Adds what the first slots cover to `covered`.
 */
export function byCoverage(hits: number[][], covered: Set<number>, slots: number): number[] {
  const weight = (h: number[], onlyNew: boolean) =>
    h.reduce((t, i) => t + (onlyNew && covered.has(i) ? 0 : keywordWeight(i)), 0);
  const left = hits.map((_h, i) => i);
  const order: number[] = [];
  while (left.length && order.length < slots) {
    let best = 0;
    for (let j = 1; j < left.length; j += 1) {
      const a = hits[left[j]!]!;
      const b = hits[left[best]!]!;
      const gain = weight(a, true) - weight(b, true) || weight(a, false) - weight(b, false);
      if (gain > 1e-9) best = j;
    }
    const [pick] = left.splice(best, 1);
    order.push(pick!);
    for (const i of hits[pick!]!) covered.add(i);
  }
  const rest = left.sort((a, b) => weight(hits[b]!, false) - weight(hits[a]!, false) || a - b);
  return [...order, ...rest];
}

/** Stable sort, most relevant first; equal items keep the resume's order. */
export function byRelevance<T>(items: T[], score: (item: T) => number): T[] {
  return items
    .map((item, i) => ({ item, i, s: score(item) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.item);
}

/** "A", "A and B", "A, B and C". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
