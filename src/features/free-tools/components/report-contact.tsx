import type { ContactInfo } from '@/domain/resume/types';
import { FieldGroup, ValueOrMissing } from './field-group';

/** Name, e-mail, phone, location and links as the parser read them. */
export function ReportContact({ contact }: { contact: ContactInfo }) {
  const rows: [string, string | null][] = [
    ['Name', contact.name],
    ['E-mail', contact.email],
    ['Phone', contact.phone],
    ['Location', contact.location],
  ];
  return (
    <FieldGroup title="Contact">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-slate-900 dark:text-slate-100">
              <ValueOrMissing value={value} />
            </dd>
          </div>
        ))}
        {contact.links.length > 0 && (
          <div className="contents">
            <dt className="font-medium text-slate-600 dark:text-slate-400">Links</dt>
            <dd className="break-all text-slate-900 dark:text-slate-100">{contact.links.join(', ')}</dd>
          </div>
        )}
      </dl>
    </FieldGroup>
  );
}
