/**
 * The three export formats as chunk writers (see export-format.ts), shared by the Data Export
 * tab and the admin bench. CSV goes through papaparse's `unparse` (pure, the one package besides
 * zod that src/domain may import): values holding a comma, quote or newline are quoted and
 * quotes doubled (docs/product-rules.md 15.7). Cells starting with = + - @ get a leading ' so a
 * spreadsheet does not run user-written text (a name like `=HYPERLINK(...)`) as a formula.
 */
import Papa from 'papaparse';
import {
  createEmailWriter,
  createJsonWriter,
  plainValue,
  type ExportRow,
  type ExportWriter,
} from './export-format';
import { EXPORT_MESSAGES, isExportFormat } from './export';

const CSV_OPTIONS: Papa.UnparseConfig = { newline: '\r\n', escapeFormulae: true };

/** A CSV cell: ISO dates, lists joined, objects as JSON, nothing for null. */
export function csvCell(v: unknown): string | number | boolean {
  const p = plainValue(v);
  if (p === null) return '';
  if (Array.isArray(p))
    return p.map((x) => (x && typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ');
  if (typeof p === 'object') return JSON.stringify(p);
  return p as string | number | boolean;
}

const cells = (rows: readonly ExportRow[], fields: readonly string[]) =>
  rows.map((r) => fields.map((f) => csvCell(r[f])));

/** The whole CSV at once. */
export function toCsv(rows: readonly ExportRow[], fields: readonly string[]): string {
  return Papa.unparse({ fields: [...fields], data: cells(rows, fields) }, CSV_OPTIONS);
}

/** Header once, then each page's rows; the chunks concatenate to {@link toCsv}. */
export function createCsvWriter(fields: readonly string[]): ExportWriter {
  let count = 0;
  return {
    begin: () => Papa.unparse([[...fields]], CSV_OPTIONS),
    write(rows) {
      if (rows.length === 0) return '';
      count += rows.length;
      return `\r\n${Papa.unparse(cells(rows, fields), CSV_OPTIONS)}`;
    },
    end: () => '',
    get count() {
      return count;
    },
  };
}

export function createExportWriter(format: string, fields: readonly string[]): ExportWriter {
  if (!isExportFormat(format)) throw new Error(EXPORT_MESSAGES.invalidFormat);
  if (format === 'csv') return createCsvWriter(fields);
  if (format === 'json') return createJsonWriter(fields);
  return createEmailWriter(fields);
}

export const EXPORT_MIME_TYPES = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
  emails: 'text/plain;charset=utf-8',
} as const;
