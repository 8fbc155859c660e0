import type { AtsReport } from '@/domain/resume/ats-check/types';
import { FieldGroup } from './field-group';

/** Sections under headings the parser does not file anywhere: an ATS may drop them. */
export function ReportUnplaced({ sections }: { sections: AtsReport['unplaced'] }) {
  return (
    <FieldGroup title="Sections we could not place">
      {sections.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          None: every section sits under a standard heading.
        </p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm" data-testid="ats-unplaced">
          {sections.map((s, i) => (
            <li key={i}>
              <p className="font-semibold text-slate-900 dark:text-slate-100">{s.heading}</p>
              <p className="text-slate-600 dark:text-slate-400">
                {s.lines.length === 1 ? '1 line' : `${s.lines.length} lines`}
                {s.lines[0] ? `: ${s.lines.slice(0, 2).join(' · ')}${s.lines.length > 2 ? ' …' : ''}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </FieldGroup>
  );
}
