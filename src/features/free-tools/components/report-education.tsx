import type { EducationEntry } from '@/domain/resume/types';
import { dateRange, EntryFields, FieldGroup, NotFound } from './field-group';

/** Each school with its degree and dates. */
export function ReportEducation({ schools }: { schools: EducationEntry[] }) {
  return (
    <FieldGroup title={`Education (${schools.length})`}>
      {schools.length === 0 ? (
        <p className="text-sm">
          <NotFound />
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {schools.map((s, i) => (
            <li key={i}>
              <EntryFields
                rows={[
                  ['School', s.school],
                  ['Degree', s.degree],
                  ['Dates', dateRange(s.startDate, s.endDate)],
                ]}
              />
            </li>
          ))}
        </ol>
      )}
    </FieldGroup>
  );
}
