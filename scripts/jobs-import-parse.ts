/**
 * The parsing half of `npm run jobs:import`: a JSON array or a CSV file (header row naming
 * title, company, location, url, description, posted) into validated postings. Pure, so it is
 * tested without a store. Each bad row is reported with its reason instead of stopping the run.
 */
import { createHash } from 'node:crypto';
import { jobPostingSchema, type JobPosting } from '@/domain/jobs/contract';
import { normaliseUrl } from '@/domain/jobs/dedupe';

export interface ImportResult {
  postings: { id: string; data: JobPosting }[];
  skipped: { row: number; reason: string }[];
}

/** RFC 4180: quoted fields may hold commas, line breaks and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < src.length; i += 1) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i += 1;
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

function csvRecords(text: string): Record<string, unknown>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const keys = header.map((h) => h.trim().toLowerCase());
  return rows.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i] ?? ''])));
}

/**
 * Same URL, same id: importing a file twice updates the postings instead of doubling them. Every
 * imported posting has a URL: only a sample may lack one, and imports are never samples.
 */
const idFor = (raw: Record<string, unknown>, url: string) =>
  typeof raw.id === 'string' && /^[A-Za-z0-9_-]{1,120}$/.test(raw.id)
    ? raw.id
    : `import-${createHash('sha1').update(normaliseUrl(url)).digest('hex').slice(0, 16)}`;

export function parseJobFile(text: string, fileName: string): ImportResult {
  let records: unknown[];
  if (fileName.toLowerCase().endsWith('.csv')) records = csvRecords(text);
  else {
    const json: unknown = JSON.parse(text);
    if (!Array.isArray(json)) throw new Error('A JSON import must be an array of postings.');
    records = json;
  }
  const result: ImportResult = { postings: [], skipped: [] };
  records.forEach((raw, i) => {
    const row = i + 1;
    const rec = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const parsed = jobPostingSchema.safeParse({ ...rec, source: 'catalogue' });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      result.skipped.push({
        row,
        reason: `${issue?.path.join('.') || 'posting'}: ${issue?.message ?? 'invalid'}`,
      });
    } else if (Number.isNaN(parsed.data.posted.getTime())) {
      result.skipped.push({ row, reason: 'posted: not a date' });
    } else result.postings.push({ id: idFor(rec, parsed.data.url ?? ''), data: parsed.data });
  });
  return result;
}
