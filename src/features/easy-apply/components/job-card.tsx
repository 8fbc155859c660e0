import { Building2, Clock, ExternalLink, FileText, MapPin, Sparkles } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { MIN_SCORED_REQUIREMENTS, type JobSuggestion } from '@/domain/jobs/contract';
import { KEYWORD_TARGET } from '@/domain/resume/match-target';
import type { TailorOutcome } from '../hooks/use-tailor-job';
import type { ReviseTailoredResult } from '@/domain/magic-cv/revision-contract';
import { TailoredOutcome } from './tailored-outcome';
import { relativeTime } from '@/domain/relative-time';
import { SCORE_BAND_CLASS, scoreBand } from '../lib/score-band';

/** Keywords shown per list; the rest would crowd a phone screen. */
export const KEYWORDS_SHOWN = 6;

function Keywords({ label, words, tone }: { label: string; words: string[]; tone: 'match' | 'miss' }) {
  if (words.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs">
      <span className="font-medium text-slate-600 dark:text-slate-300">{label}:</span>
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {words.slice(0, KEYWORDS_SHOWN).map((w) => (
          <li
            key={w}
            className={cn(
              'rounded-full px-2 py-0.5',
              tone === 'match'
                ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
            )}
          >
            {w}
          </li>
        ))}
      </ul>
    </div>
  );
}

const SAMPLE_LABEL = 'Sample posting';

/** Why a posting that names few requirements ranks lower than its fit (docs/product-rules.md 5.2). */
function fewRequirementsNote(count: number): string {
  if (count === 0) return 'This posting names no requirements a resume can show, so it cannot be matched.';
  const named = count === 1 ? 'one requirement' : `only ${count} requirements`;
  return `This posting names ${named}, so its match counts for less.`;
}

/**
 * A sample posting's text in place of a link: it has no page anywhere (docs/product-rules.md 5.2).
 */
function SamplePosting({ job }: { job: JobSuggestion }) {
  return (
    <details className="rounded-lg border border-slate-200 text-sm dark:border-slate-700">
      <summary className="cursor-pointer px-3 py-2 font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-200">
        <FileText aria-hidden="true" className="mr-1 inline h-4 w-4 align-text-bottom" />
        Read the posting
      </summary>
      <p className="whitespace-pre-line border-t border-slate-200 px-3 py-2 text-slate-700 dark:border-slate-700 dark:text-slate-300">
        {job.description}
      </p>
    </details>
  );
}

/**
 * One suggested job: facts, match score, keywords, the posting link (or, for a sample, its text)
 * and the tailoring action.
 */
export function JobCard({
  job,
  now,
  outcome,
  disabled,
  onTailor,
  onRevised,
}: {
  job: JobSuggestion;
  now: Date;
  outcome: TailorOutcome | null;
  disabled: boolean;
  onTailor: (job: JobSuggestion) => void;
  /** After an undo on the tailored resume: the run as it now stands. */
  onRevised: (revised: ReviseTailoredResult) => void;
}) {
  const titleId = `job-${job.id}-title`;
  const score = Math.max(0, Math.min(100, Math.round(job.score)));
  const band = scoreBand(score);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="job-card"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="break-words text-base font-semibold text-slate-900 dark:text-white">
            {job.title}
          </h3>
          {job.sample && (
            <p className="mt-1 text-xs font-medium text-slate-500 dark:text-slate-400">
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                {SAMPLE_LABEL}
              </span>{' '}
              A demo job with no page to apply on.
            </p>
          )}
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-1">
              <Building2 aria-hidden="true" className="h-4 w-4" />
              {job.company}
            </span>
            {job.location && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="h-4 w-4" />
                {job.location}
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="h-4 w-4" />
              <time dateTime={job.posted}>{relativeTime(job.posted, now)}</time>
            </span>
          </p>
        </div>
        <span
          data-testid="match-score"
          data-band={band}
          aria-label={`Match score ${score} out of 100`}
          className={cn('shrink-0 rounded-full px-2.5 py-1 text-sm font-bold ring-1', SCORE_BAND_CLASS[band])}
        >
          {score}% match
        </span>
      </div>
      {job.keywordRate !== undefined && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Keyword match rate <strong className="tabular-nums">{job.keywordRate}%</strong> (aim for{' '}
          {KEYWORD_TARGET}%)
        </p>
      )}
      {job.requirementCount < MIN_SCORED_REQUIREMENTS && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {fewRequirementsNote(job.requirementCount)}
        </p>
      )}
      <Keywords label="Matched keywords" words={job.matched} tone="match" />
      <Keywords label="Missing keywords" words={job.missing} tone="miss" />
      {job.sample && <SamplePosting job={job} />}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {job.url && !job.sample && (
          <a
            href={job.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('outline', 'md')}
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            View posting
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        <Button onClick={() => onTailor(job)} disabled={disabled}>
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          Get Tailored Resume
        </Button>
      </div>
      {outcome?.status === 'error' && <Alert>{outcome.message}</Alert>}
      {outcome?.status === 'done' && <TailoredOutcome result={outcome.result} onRevised={onRevised} />}
    </article>
  );
}
