/**
 * Export output written in chunks: `begin()` once, `write(rows)` per page, `end()` once. The
 * concatenation of the chunks equals the one-shot output, so a large export becomes Blob parts
 * instead of one giant string. CSV (papaparse) is in export-writers.ts.
 */

export type ExportRow = Record<string, unknown>;

export interface ExportWriter {
  begin(): string;
  write(rows: readonly ExportRow[]): string;
  end(): string;
  /** Records written so far: rows, or distinct addresses for the e-mail list. */
  readonly count: number;
}

/** A JSON-safe cell: dates as ISO strings, absent values as null. */
export function plainValue(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
  if (Array.isArray(v)) return v.map(plainValue);
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plainValue(x)]));
  }
  return v;
}

/** The selected fields only, in their order. */
export function pickFields(row: ExportRow, fields: readonly string[]): ExportRow {
  return Object.fromEntries(fields.map((f) => [f, plainValue(row[f])]));
}

/** Pretty JSON array; chunks concatenate to `JSON.stringify(rows, null, 2)`. */
export function createJsonWriter(fields: readonly string[]): ExportWriter {
  let count = 0;
  return {
    begin: () => '[',
    write(rows) {
      let out = '';
      for (const row of rows) {
        // Newlines inside values are escaped by JSON, so every raw newline is structure.
        const body = JSON.stringify(pickFields(row, fields), null, 2).replace(/\n/g, '\n  ');
        out += `${count === 0 ? '\n  ' : ',\n  '}${body}`;
        count += 1;
      }
      return out;
    },
    end: () => (count === 0 ? ']' : '\n]'),
    get count() {
      return count;
    },
  };
}

function addressesIn(value: unknown, out: (s: string) => void): void {
  if (typeof value === 'string') {
    const v = value.trim();
    if (v.includes('@')) out(v);
  } else if (Array.isArray(value)) {
    for (const v of value) addressesIn(v, out);
  }
}

/**
 * One address per line from the selected fields: only values containing '@', each once
 * (compared case-insensitively, the first spelling kept).
 */
export function createEmailWriter(fields: readonly string[]): ExportWriter {
  const seen = new Set<string>();
  return {
    begin: () => '',
    write(rows) {
      let out = '';
      for (const row of rows) {
        for (const f of fields) {
          addressesIn(row[f], (email) => {
            const key = email.toLowerCase();
            if (seen.has(key)) return;
            seen.add(key);
            out += `${email}\n`;
          });
        }
      }
      return out;
    },
    end: () => '',
    get count() {
      return seen.size;
    },
  };
}

/** The e-mail list at once (tests and small exports). */
export function emailList(rows: readonly ExportRow[], fields: readonly string[]): string[] {
  const w = createEmailWriter(fields);
  return w.write(rows).split('\n').filter(Boolean);
}
