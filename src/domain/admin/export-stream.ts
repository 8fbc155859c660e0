/**
 * The export loop, free of I/O: pages come from `fetchPage` (the exportAuthUsers callable, the
 * users collection fallback, any other reader; the benchmark passes its own), each page is
 * written as a chunk as soon as it arrives, and progress is reported per page.
 */
import type { ExportRow, ExportWriter } from './export-format';

export interface ExportPage<R extends ExportRow = ExportRow> {
  data: R[];
  /** Absent (or null) on the last page. */
  nextPageToken?: string | null;
}

export interface StreamExportOptions<R extends ExportRow> {
  fetchPage(pageToken: string | undefined): Promise<ExportPage<R>>;
  /** Turns rows into text chunks; omit it to only collect rows (the preview). */
  writer?: ExportWriter;
  onChunk?(text: string): void;
  /** Every page's rows (after `max` is applied). */
  onRows?(rows: R[]): void;
  /** Records read so far, after every page ('Exported N records...'). */
  onProgress?(records: number): void;
  /** Stop once this many records are read (the preview's 100). */
  max?: number;
}

export interface StreamExportResult {
  /** Rows read and written. */
  rows: number;
  /** The writer's count: rows, or distinct addresses for the e-mail list. */
  written: number;
}

export async function streamExport<R extends ExportRow>(
  opts: StreamExportOptions<R>,
): Promise<StreamExportResult> {
  const { writer, max = Infinity } = opts;
  const emit = (text: string) => {
    if (text) opts.onChunk?.(text);
  };
  if (writer) emit(writer.begin());
  let rows = 0;
  let token: string | undefined;
  const seen = new Set<string>();
  do {
    const page = await opts.fetchPage(token);
    const data = page.data.slice(0, Math.max(0, max - rows));
    rows += data.length;
    if (writer) emit(writer.write(data));
    opts.onRows?.(data);
    opts.onProgress?.(rows);
    token = page.nextPageToken ?? undefined;
    // A token seen before would page forever: treat it as the end.
    if (token !== undefined) {
      if (seen.has(token)) token = undefined;
      else seen.add(token);
    }
  } while (token !== undefined && rows < max);
  if (writer) emit(writer.end());
  return { rows, written: writer ? writer.count : rows };
}
