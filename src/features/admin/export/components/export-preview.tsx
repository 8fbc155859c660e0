import { EXPORT_LIMITS } from '@/domain/admin/export';
import type { ExportRow } from '@/domain/admin/export-format';

function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** The first 10 of the loaded records, scrolling sideways on a phone. */
export function ExportPreview({ rows, fields }: { rows: ExportRow[]; fields: readonly string[] }) {
  const shown = rows.slice(0, EXPORT_LIMITS.previewShow);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {`Showing first ${shown.length} of ${rows.length} records`}
      </p>
      {shown.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 dark:bg-slate-800">
              <tr>
                {fields.map((f) => (
                  <th
                    key={f}
                    scope="col"
                    className="px-3 py-2 font-medium whitespace-nowrap text-slate-700 dark:text-slate-200"
                  >
                    {f}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {shown.map((row, i) => (
                <tr key={i}>
                  {fields.map((f) => (
                    <td
                      key={f}
                      className="max-w-64 truncate px-3 py-2 text-slate-800 dark:text-slate-200"
                      title={cellText(row[f])}
                    >
                      {cellText(row[f])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
