import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { JobInput } from '../hooks/use-job-input';
import { ProBadge } from './pro-badge';

/** docs/product-rules.md 3.2: a job URL must be a LinkedIn posting (3.6 says why). */
export const JOB_HINT =
  'Add a LinkedIn job URL (preferred) or paste the job description. For a job on another site, paste its description.';

const field =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:disabled:bg-slate-800';
const label = 'text-sm font-medium text-slate-700 dark:text-slate-200';

/** The job: a URL (paid plans) or a pasted description, never both; the cover-letter option. */
export function JobDetailsCard({
  job,
  paid,
  disabled,
}: {
  job: JobInput;
  /** null while the plan loads: the paid inputs stay disabled until it is known. */
  paid: boolean | null;
  disabled?: boolean;
}) {
  const id = useId();
  const urlEnabled = paid === true && !disabled && !job.description;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          Job Details
        </h2>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {JOB_HINT}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-url`} className={label}>
            Job URL
          </label>
          <ProBadge />
        </div>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={job.url}
          onChange={(e) => job.setUrl(e.target.value)}
          disabled={!urlEnabled}
          aria-describedby={`${id}-hint${paid === false ? ` ${id}-pro` : ''}`}
          placeholder="https://www.linkedin.com/jobs/view/…"
          className={`${field} h-11`}
        />
        {paid === false && (
          <p id={`${id}-pro`} className="text-xs text-slate-500 dark:text-slate-400">
            Job URLs and cover letters are PRO features.{' '}
            <Link to={paths.pricing} className="font-medium text-indigo-600 underline dark:text-indigo-400">
              Upgrade your plan
            </Link>
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-description`} className={label}>
          Job Description
        </label>
        <textarea
          id={`${id}-description`}
          value={job.description}
          onChange={(e) => job.setDescription(e.target.value)}
          disabled={disabled || Boolean(job.url)}
          aria-describedby={`${id}-hint`}
          rows={7}
          placeholder="Paste the job description here…"
          className={`${field} min-h-32 py-3`}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-cover`}
          type="checkbox"
          checked={job.coverLetter}
          onChange={(e) => job.setCoverLetter(e.target.checked)}
          disabled={paid !== true || disabled}
          className="h-4 w-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed"
        />
        <label htmlFor={`${id}-cover`} className={label}>
          Also write a cover letter
        </label>
        <ProBadge />
      </div>
    </section>
  );
}
