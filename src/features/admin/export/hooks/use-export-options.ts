import { useState } from 'react';
import {
  EXPORT_SOURCE_DEFS,
  type ExportFilterId,
  type ExportFilters,
  type ExportFormat,
  type ExportSource,
} from '@/domain/admin/export';
import { defaultExportRange, type ExportDateRange } from '@/domain/admin/export-dates';

export interface ExportOptions {
  source: ExportSource;
  format: ExportFormat;
  range: ExportDateRange;
  filters: ExportFilters;
  /** Selected fields, in the source's order. */
  fields: string[];
}

/** The tab's choices; a new source starts with all its fields selected and no filters. */
export function useExportOptions(now: () => Date = () => new Date()) {
  const [options, setOptions] = useState<ExportOptions>(() => ({
    source: 'users',
    format: 'csv',
    range: defaultExportRange(now()),
    filters: {},
    fields: [...EXPORT_SOURCE_DEFS.users.fields],
  }));
  const all = EXPORT_SOURCE_DEFS[options.source].fields;
  const patch = (p: Partial<ExportOptions>) => setOptions((o) => ({ ...o, ...p }));
  return {
    options,
    setSource: (source: ExportSource) =>
      patch({ source, filters: {}, fields: [...EXPORT_SOURCE_DEFS[source].fields] }),
    setFormat: (format: ExportFormat) => patch({ format }),
    setRange: (range: Partial<ExportDateRange>) =>
      setOptions((o) => ({ ...o, range: { ...o.range, ...range } })),
    setFilter: (id: ExportFilterId, value: string) =>
      setOptions((o) => ({ ...o, filters: { ...o.filters, [id]: value } })),
    toggleField: (field: string) =>
      setOptions((o) => {
        const on = new Set(o.fields);
        if (on.has(field)) on.delete(field);
        else on.add(field);
        return { ...o, fields: EXPORT_SOURCE_DEFS[o.source].fields.filter((f) => on.has(f)) };
      }),
    selectAll: () => patch({ fields: [...all] }),
    clearAll: () => patch({ fields: [] }),
  };
}
