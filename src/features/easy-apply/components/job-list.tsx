import { Info, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EASY_APPLY_MESSAGES, type JobSuggestion, type SuggestJobsResult } from '@/domain/jobs/contract';
import type { TailorOutcome } from '../hooks/use-tailor-job';
import type { ReviseTailoredResult } from '@/domain/magic-cv/revision-contract';
import { relativeTime } from '@/domain/relative-time';
import { JobCard } from './job-card';

/** The job match list, best match first as the server ranked it, with its notices. */
export function JobList({
  result,
  now,
  outcome,
  busy,
  onTailor,
  onRevised,
  onClear,
}: {
  result: SuggestJobsResult;
  now: Date;
  outcome: TailorOutcome | null;
  busy: boolean;
  onTailor: (job: JobSuggestion) => void;
  onRevised: (revised: ReviseTailoredResult) => void;
  onClear: () => void;
}) {
  const { suggestions, notices, generatedAt } = result;
  return (
    <section aria-labelledby="easy-apply-matches-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="easy-apply-matches-title" className="text-xl font-semibold text-slate-900 dark:text-white">
            Job Matches
          </h2>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Found <time dateTime={generatedAt}>{relativeTime(generatedAt, now)}</time>
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={busy}>
          <X aria-hidden="true" className="h-4 w-4" />
          Clear
        </Button>
      </div>
      {notices.map((n) => (
        <p
          key={n}
          role="status"
          className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100"
        >
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {n}
        </p>
      ))}
      {suggestions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {EASY_APPLY_MESSAGES.noJobs}
        </p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Jobs, best match first">
          {suggestions.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                now={now}
                outcome={outcome?.jobId === job.id ? outcome : null}
                disabled={busy}
                onTailor={onTailor}
                onRevised={onRevised}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
