/**
 * Child process of the admin bench: exports every user to CSV the way the Data Export tab does
 * (exportAuthUsers page by page, streamExport and the papaparse writer into Blob-like parts)
 * and prints its time and its own peak memory as one JSON line.
 */
import { performance } from 'node:perf_hooks';
import { USER_EXPORT_FIELDS } from '@/domain/admin/export';
import { streamExport, type ExportPage } from '@/domain/admin/export-stream';
import { createCsvWriter } from '@/domain/admin/export-writers';

async function main() {
  const url = process.env.BENCH_URL!;
  const token = process.env.BENCH_TOKEN!;
  const parts: string[] = [];
  const t = performance.now();
  const { rows } = await streamExport({
    fetchPage: async (pageToken) => {
      const res = await fetch(`${url}/exportAuthUsers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { limit: 1000, pageToken } }),
      });
      const body = (await res.json()) as { result?: ExportPage; error?: unknown };
      if (!res.ok || !body.result)
        throw new Error(`exportAuthUsers: ${res.status} ${JSON.stringify(body.error)}`);
      return body.result;
    },
    writer: createCsvWriter(USER_EXPORT_FIELDS),
    onChunk: (text) => parts.push(text),
  });
  const ms = performance.now() - t;
  const mb = parts.reduce((n, p) => n + p.length, 0) / 1048576;
  // maxRSS is in kilobytes: the high-water mark of this process over its whole life.
  const rssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ rows, mb, ms, rssMb }));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
