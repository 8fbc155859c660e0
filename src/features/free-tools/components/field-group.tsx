import type { ReactNode } from 'react';

/** One group of read fields (Contact, Experience ...) under a small heading. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h4 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {title}
      </h4>
      {children}
    </section>
  );
}

/** A field the parser did not find: said in words, so the gap is as visible as a value. */
export function NotFound() {
  return <span className="italic text-slate-400 dark:text-slate-500">Not found</span>;
}

export function ValueOrMissing({ value }: { value: string | null | undefined }) {
  return value ? <span className="break-words">{value}</span> : <NotFound />;
}

export function dateRange(start: string | null, end: string | null): string | null {
  if (start && end) return `${start} – ${end}`;
  return start ?? end;
}

/** The labelled fields of one entry (a job, a school); the first value is the entry's name. */
export function EntryFields({ rows }: { rows: [label: string, value: string | null | undefined][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-0.5 text-sm">
      {rows.map(([label, value], i) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
          <dd
            className={
              i === 0
                ? 'font-semibold text-slate-900 dark:text-slate-100'
                : 'text-slate-900 dark:text-slate-100'
            }
          >
            <ValueOrMissing value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
