import {
  activeFilter,
  EXPORT_FILTERS,
  EXPORT_LIMITS,
  EXPORT_SOURCE_DEFS,
  type ExportFilterId,
} from '@/domain/admin/export';
import type { ExportOptions } from '../hooks/use-export-options';

const FORMAT_LABELS: Record<string, string> = { csv: 'CSV', json: 'JSON', emails: 'Email List' };

function filterText(options: ExportOptions): string {
  const parts = EXPORT_SOURCE_DEFS[options.source].filters.flatMap((id: ExportFilterId) => {
    const v = activeFilter(options.filters, id);
    const label = EXPORT_FILTERS[id].options.find((o) => o.value === v)?.label;
    return v ? [`${EXPORT_FILTERS[id].label}: ${label ?? v}`] : [];
  });
  return parts.length > 0 ? parts.join(', ') : 'None';
}

/** What an export would produce; the record count once a preview has loaded. */
export function ExportSummary({ options, records }: { options: ExportOptions; records: number | null }) {
  const rows: [string, string][] = [
    ['Source', EXPORT_SOURCE_DEFS[options.source].label],
    ['Format', FORMAT_LABELS[options.format] ?? options.format],
    ['Date Range', `${options.range.start || 'Any'} to ${options.range.end || 'Any'}`],
    ['Filters', filterText(options)],
    ['Fields', `${options.fields.length} selected`],
  ];
  if (records !== null) {
    const more = records >= EXPORT_LIMITS.previewLoad ? '+' : '';
    rows.push(['Records', `${records}${more}`]);
  }
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900/60">
      <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Export Summary</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500 dark:text-slate-400">{k}</dt>
            <dd className="break-words text-slate-900 dark:text-slate-100">{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
