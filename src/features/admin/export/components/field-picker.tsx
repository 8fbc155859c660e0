import { Button } from '@/components/ui/button';

/** The source's fields as checkboxes, with Select All and Clear All. */
export function FieldPicker({
  fields,
  selected,
  onToggle,
  onSelectAll,
  onClearAll,
  disabled,
}: {
  fields: readonly string[];
  selected: readonly string[];
  onToggle(field: string): void;
  onSelectAll(): void;
  onClearAll(): void;
  disabled: boolean;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-200">Fields</legend>
      <div className="mb-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onSelectAll} disabled={disabled}>
          Select All
        </Button>
        <Button variant="outline" size="sm" onClick={onClearAll} disabled={disabled}>
          Clear All
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-2 min-[375px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-4">
        {fields.map((f) => (
          <label
            key={f}
            className="flex min-h-8 items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-indigo-600"
              checked={selected.includes(f)}
              disabled={disabled}
              onChange={() => onToggle(f)}
            />
            <span className="break-all">{f}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
