/**
 * Preview and export (docs/product-rules.md 15.7): the alerts' wording, the preview's 100 records,
 * the streamed export with its progress, and the download.
 */
import { useRef, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { EXPORT_LIMITS, EXPORT_MESSAGES, isExportFormat, isExportSource } from '@/domain/admin/export';
import { exportFileName, rangeBounds } from '@/domain/admin/export-dates';
import type { ExportRow } from '@/domain/admin/export-format';
import { downloadFile } from '@/components/download-file';
import { runExport, type ExportRequest } from '../lib/run-export';
import { createExportWriter, EXPORT_MIME_TYPES } from '@/domain/admin/export-writers';
import type { ExportOptions } from './use-export-options';

export interface ExportMessage {
  tone: 'error' | 'success';
  text: string;
}

/** Messages that are whole sentences of the catalogue are shown as they are. */
const WHOLE: readonly string[] = [
  EXPORT_MESSAGES.bothFailed,
  EXPORT_MESSAGES.invalidFormat,
  EXPORT_MESSAGES.invalidSource,
];
const errorText = (e: unknown, wrap: (m: string) => string) => {
  const m = e instanceof Error ? e.message : String(e);
  return WHOLE.includes(m) ? m : wrap(m);
};

const keyOf = (o: ExportOptions) => JSON.stringify(o);

export function useExportActions(options: ExportOptions, now: () => Date = () => new Date()) {
  const backend = useBackend();
  const [message, setMessage] = useState<ExportMessage | null>(null);
  const [preview, setPreview] = useState<{ key: string; rows: ExportRow[] } | null>(null);
  const [previewShown, setPreviewShown] = useState(false);
  const [loadingPreview, setLoadingPreview] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState(0);
  const busy = useRef(false);

  const request = (): ExportRequest => ({
    source: options.source,
    filters: options.filters,
    range: rangeBounds(options.range),
  });

  async function updatePreview() {
    if (options.fields.length === 0)
      return setMessage({ tone: 'error', text: EXPORT_MESSAGES.noFieldsPreview });
    if (busy.current) return;
    busy.current = true;
    setLoadingPreview(true);
    setMessage(null);
    const key = keyOf(options);
    const rows: ExportRow[] = [];
    try {
      await runExport(backend, request(), {
        max: EXPORT_LIMITS.previewLoad,
        pageSize: EXPORT_LIMITS.pageSize,
        onRows: (r) => rows.push(...r),
        onRestart: () => void rows.splice(0),
      });
      setPreview({ key, rows });
      setPreviewShown(true);
      if (rows.length === 0) setMessage({ tone: 'error', text: EXPORT_MESSAGES.noData });
    } catch (e) {
      console.error('Export preview failed', e);
      setMessage({ tone: 'error', text: errorText(e, EXPORT_MESSAGES.previewError) });
    } finally {
      busy.current = false;
      setLoadingPreview(false);
    }
  }

  async function exportData() {
    const { fields, format, source } = options;
    if (fields.length === 0) return setMessage({ tone: 'error', text: EXPORT_MESSAGES.noFieldsExport });
    if (!isExportFormat(format)) return setMessage({ tone: 'error', text: EXPORT_MESSAGES.invalidFormat });
    if (!isExportSource(source)) return setMessage({ tone: 'error', text: EXPORT_MESSAGES.invalidSource });
    if (busy.current) return;
    busy.current = true;
    setExporting(true);
    setProgress(0);
    setMessage(null);
    const parts: string[] = [];
    try {
      const result = await runExport(backend, request(), {
        pageSize: EXPORT_LIMITS.pageSize,
        makeWriter: () => createExportWriter(format, fields),
        onChunk: (text) => parts.push(text),
        onProgress: setProgress,
        onRestart: () => {
          parts.splice(0);
          setProgress(0);
        },
      });
      if (result.rows === 0) return setMessage({ tone: 'error', text: EXPORT_MESSAGES.noData });
      if (result.written === 0 || parts.length === 0) {
        return setMessage({
          tone: 'error',
          text: format === 'emails' ? EXPORT_MESSAGES.noEmails : EXPORT_MESSAGES.noData,
        });
      }
      const file = exportFileName(source, format, now());
      // The BOM makes spreadsheet programs read the CSV as UTF-8 (names with accents).
      downloadFile(format === 'csv' ? ['\ufeff', ...parts] : parts, file, EXPORT_MIME_TYPES[format]);
      setMessage({ tone: 'success', text: EXPORT_MESSAGES.success(result.written, file) });
    } catch (e) {
      console.error('Export failed', e);
      setMessage({ tone: 'error', text: errorText(e, EXPORT_MESSAGES.exportError) });
    } finally {
      busy.current = false;
      setExporting(false);
    }
  }

  const current = preview && preview.key === keyOf(options) ? preview.rows : null;
  return {
    message,
    dismissMessage: () => setMessage(null),
    previewRows: current,
    previewShown,
    togglePreview: () => {
      if (!previewShown && !current) void updatePreview();
      else setPreviewShown((s) => !s);
    },
    loadingPreview,
    updatePreview,
    exporting,
    progress,
    exportData,
  };
}
