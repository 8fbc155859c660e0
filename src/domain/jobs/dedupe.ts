/**
 * The same job often reaches us twice (the catalogue and a board, or a board listing it under
 * two URLs). Postings are the same job when their normalised URLs match, or their normalised
 * title + company + location match. A merged posting keeps the earliest `posted` (the job is
 * not newer because it was re-listed) and the longest description (the richest for scoring).
 */
import type { StoredJob } from './contract';

const TRACKING = /^(utm_|gh_src$|lever-source|source$|ref$)/i;

export function normaliseUrl(raw: string): string {
  try {
    const u = new URL(raw);
    const params = [...u.searchParams.entries()].filter(([k]) => !TRACKING.test(k)).sort();
    const query = new URLSearchParams(params).toString();
    const host = u.hostname.toLowerCase().replace(/^www\./, '');
    const path = u.pathname.replace(/(?<!\/)\/+$/, '');
    return `${host}${path}${query ? `?${query}` : ''}`;
  } catch {
    return raw.trim().toLowerCase();
  }
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export const sameJobKey = (p: Pick<StoredJob, 'title' | 'company' | 'location'>) =>
  `${norm(p.title)}|${norm(p.company)}|${norm(p.location)}`;

function merge<T extends StoredJob>(a: T, b: T): T {
  const earlier = b.posted.getTime() < a.posted.getTime() ? b.posted : a.posted;
  const richer = b.description.length > a.description.length ? b.description : a.description;
  return { ...a, posted: earlier, description: richer, location: a.location || b.location };
}

/** Order-preserving: each merged group sits where its first member was. */
export function dedupePostings<T extends StoredJob>(postings: readonly T[]): T[] {
  const groups: T[] = [];
  const byKey = new Map<string, number>();
  for (const p of postings) {
    // A sample posting has no URL: its title, employer and place are its only key.
    const keys = [...(p.url ? [`u:${normaliseUrl(p.url)}`] : []), `t:${sameJobKey(p)}`];
    const found = keys.map((k) => byKey.get(k)).find((i) => i !== undefined);
    const index = found ?? groups.push(p) - 1;
    if (found !== undefined) groups[found] = merge(groups[found]!, p);
    for (const k of keys) byKey.set(k, index);
  }
  return groups;
}
