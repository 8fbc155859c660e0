/**
 * Each stored posting's reading (analyzeJob on postingText), kept for the next search. Every
 * search ranks the postings of the last 72 hours (docs/product-rules.md 5.2), and the jobs
 * collection changes far less often than people search it, so a posting is read once, not once
 * per search. A reading is reused only for the same id and exactly the same text: an edited or
 * re-imported posting is read again. The least recently used reading goes first once MAX_READINGS
 * are held. A reading is shared by every search that uses it: callers read it, never change it.
 */
import { analyzeJob } from '../resume/analyze-job';
import type { JobProfile } from '../resume/types';
import type { StoredJob } from './contract';
import { postingText } from './posting-text';

/**
 * Twice the postings one search ranks from the catalogue (CATALOGUE_LIMIT, 500, in
 * functions/src/jobs/catalogue-source.ts), so a whole search's postings and the boards' stay held:
 * a cache smaller than the postings read in turn would drop each one just before it is needed.
 */
export const MAX_READINGS = 1_000;

const readings = new Map<string, { text: string; job: JobProfile }>();

export function readPosting(p: StoredJob): JobProfile {
  const text = postingText(p);
  const held = readings.get(p.id);
  const reading = held?.text === text ? held : { text, job: analyzeJob(text) };
  // A Map keeps insertion order: re-inserting makes this the most recently used.
  readings.delete(p.id);
  readings.set(p.id, reading);
  if (readings.size > MAX_READINGS) readings.delete(readings.keys().next().value!);
  return reading.job;
}
