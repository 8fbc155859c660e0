/**
 * Reads the job-reading set (tests/job-postings/postings/*.json) or the blind check
 * (tests/job-postings/blind/*.json) whole, through its schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import { jobPostingCaseSchema, type JobPostingCase } from '../../../tests/job-postings/schema';

export const POSTINGS_DIR = path.resolve(import.meta.dirname, '../../../tests/job-postings/postings');
/** Postings written after issue 19's targets were met, by writers who never saw the reader; only their total is printed. */
export const BLIND_DIR = path.resolve(import.meta.dirname, '../../../tests/job-postings/blind');

export function loadPostings(dir = POSTINGS_DIR): JobPostingCase[] {
  const cases = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const parsed = jobPostingCaseSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
      if (!parsed.success)
        throw new Error(
          `${f}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        );
      if (`${parsed.data.id}.json` !== f) throw new Error(`${f}: its id is ${parsed.data.id}`);
      return parsed.data;
    });
  return cases;
}
