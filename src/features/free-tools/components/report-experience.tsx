import type { ExperienceEntry } from '@/domain/resume/types';
import { dateRange, EntryFields, FieldGroup, NotFound } from './field-group';

/** Each job: company, title, dates and bullets, with "Not found" where the parser found nothing. */
export function ReportExperience({ jobs }: { jobs: ExperienceEntry[] }) {
  return (
    <FieldGroup title={`Experience (${jobs.length})`}>
      {jobs.length === 0 ? (
        <p className="text-sm">
          <NotFound />
        </p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="ats-jobs">
          {jobs.map((job, i) => (
            <li key={i} className="text-sm">
              <EntryFields
                rows={[
                  ['Company', job.company],
                  ['Title', job.title],
                  ['Dates', dateRange(job.startDate, job.endDate)],
                ]}
              />
              {job.bullets.length > 0 && (
                <ul className="mt-1 list-disc space-y-0.5 pl-5 break-words text-slate-700 dark:text-slate-300">
                  {job.bullets.map((b, j) => (
                    <li key={j}>{b}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </FieldGroup>
  );
}
