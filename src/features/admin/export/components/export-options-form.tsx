import { TextField } from '@/components/ui/text-field';
import {
  EXPORT_FILTERS,
  EXPORT_SOURCE_DEFS,
  EXPORT_SOURCES,
  isExportFormat,
  isExportSource,
  type ExportOption,
} from '@/domain/admin/export';
import type { useExportOptions } from '../hooks/use-export-options';
import { SelectField } from '@/components/ui/select-field';

const SOURCE_OPTIONS: ExportOption[] = EXPORT_SOURCES.map((s) => ({
  value: s,
  label: EXPORT_SOURCE_DEFS[s].label,
}));
const FORMAT_OPTIONS: ExportOption[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'json', label: 'JSON' },
  { value: 'emails', label: 'Email List (TXT)' },
];

/** Source, format, date range and the source's filters. */
export function ExportOptionsForm({
  form,
  disabled,
}: {
  form: ReturnType<typeof useExportOptions>;
  disabled: boolean;
}) {
  const { options } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label="Data Source"
        value={options.source}
        options={SOURCE_OPTIONS}
        disabled={disabled}
        onValueChange={(v) => isExportSource(v) && form.setSource(v)}
      />
      <SelectField
        label="Format"
        value={options.format}
        options={FORMAT_OPTIONS}
        disabled={disabled}
        onValueChange={(v) => isExportFormat(v) && form.setFormat(v)}
      />
      <TextField
        label="Start Date"
        type="date"
        value={options.range.start}
        max={options.range.end || undefined}
        disabled={disabled}
        onChange={(e) => form.setRange({ start: e.target.value })}
      />
      <TextField
        label="End Date"
        type="date"
        value={options.range.end}
        min={options.range.start || undefined}
        disabled={disabled}
        onChange={(e) => form.setRange({ end: e.target.value })}
      />
      {EXPORT_SOURCE_DEFS[options.source].filters.map((id) => (
        <SelectField
          key={id}
          label={EXPORT_FILTERS[id].label}
          value={options.filters[id] ?? 'all'}
          options={EXPORT_FILTERS[id].options}
          disabled={disabled}
          onValueChange={(v) => form.setFilter(id, v)}
        />
      ))}
    </div>
  );
}
