/**
 * The engine's reading of every posting in the job-reading set, scored: shared by
 * `npm run job-keywords` and job-reading.test.ts.
 */
import { analyzeJob } from '@/domain/resume/analyze-job';
import type { JobPostingCase } from '../../../tests/job-postings/schema';
import { scoreReading, totalScore, type ReadingScore, type SetScore } from './score-reading';

export interface PostingResult {
  posting: JobPostingCase;
  score: ReadingScore;
}

export interface SetResult {
  postings: PostingResult[];
  /** The postings the reader may be tuned on. */
  dev: SetScore;
  /** The postings it never was (`heldOut`). */
  heldOut: SetScore;
  all: SetScore;
}

export function readSet(postings: readonly JobPostingCase[]): SetResult {
  const results = postings.map((posting) => {
    const job = analyzeJob(posting.text);
    return {
      posting,
      score: scoreReading(
        job.requirements.map((r) => ({ label: r.label, required: r.required })),
        posting.requirements,
      ),
    };
  });
  const of = (keep: (r: PostingResult) => boolean) => totalScore(results.filter(keep).map((r) => r.score));
  return {
    postings: results,
    dev: of((r) => !r.posting.heldOut),
    heldOut: of((r) => r.posting.heldOut),
    all: of(() => true),
  };
}
