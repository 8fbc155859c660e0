import { Download, Eye, EyeOff, RefreshCw } from 'lucide-react';
import { AdminSection } from '@/components/layout/admin-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { EXPORT_SOURCE_DEFS } from '@/domain/admin/export';
import { ExportOptionsForm } from '../components/export-options-form';
import { ExportPreview } from '../components/export-preview';
import { ExportSummary } from '../components/export-summary';
import { FieldPicker } from '../components/field-picker';
import { useExportActions } from '../hooks/use-export-actions';
import { useExportOptions } from '../hooks/use-export-options';

/** Data Export (docs/product-rules.md 15.7). `now` is for tests. */
export function ExportTab({ now }: { now?: () => Date } = {}) {
  const form = useExportOptions(now);
  const { options } = form;
  const run = useExportActions(options, now);
  const busy = run.exporting || run.loadingPreview;

  return (
    <AdminSection title="Data Export">
      <ExportOptionsForm form={form} disabled={busy} />
      <FieldPicker
        fields={EXPORT_SOURCE_DEFS[options.source].fields}
        selected={options.fields}
        onToggle={form.toggleField}
        onSelectAll={form.selectAll}
        onClearAll={form.clearAll}
        disabled={busy}
      />
      <ExportSummary options={options} records={run.previewRows ? run.previewRows.length : null} />

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={() => void run.updatePreview()} disabled={busy}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Update Preview
        </Button>
        <Button onClick={() => void run.exportData()} disabled={busy}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {run.exporting ? 'Exporting...' : 'Export Data'}
        </Button>
        <Button variant="ghost" onClick={run.togglePreview} disabled={busy} aria-expanded={run.previewShown}>
          {run.previewShown ? (
            <EyeOff aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Eye aria-hidden="true" className="h-4 w-4" />
          )}
          {run.previewShown ? 'Hide Preview' : 'Show Preview'}
        </Button>
      </div>

      <div aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
        {run.exporting && (
          <p className="flex items-center gap-2">
            <ButtonSpinner />
            {`Exported ${run.progress} records...`}
          </p>
        )}
        {run.loadingPreview && (
          <p className="flex items-center gap-2">
            <ButtonSpinner />
            Loading preview...
          </p>
        )}
      </div>

      {run.message && <Alert tone={run.message.tone}>{run.message.text}</Alert>}

      {run.previewShown && !run.loadingPreview && (
        <div>
          {run.previewRows ? (
            <ExportPreview rows={run.previewRows} fields={options.fields} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              The choices changed: press Update Preview to see matching records.
            </p>
          )}
        </div>
      )}
    </AdminSection>
  );
}
