import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createCsvWriter, createExportWriter, csvCell, toCsv } from './export-writers';

const fields = ['name', 'note', 'n', 'at'];
const rows = [
  { name: 'Doe, Jane', note: 'said "hi"', n: 1, at: new Date('2025-01-02T00:00:00.000Z') },
  { name: 'Multi\nline', note: null, n: -2.5, at: undefined },
  { name: 'Plain', note: '=HYPERLINK("x")', n: 0, at: null },
];

describe('CSV', () => {
  it('quotes values with a comma, quote or newline and doubles the quotes', () => {
    const lines = toCsv(rows, fields).split('\r\n');
    expect(lines[0]).toBe('name,note,n,at');
    expect(lines[1]).toBe('"Doe, Jane","said ""hi""",1,2025-01-02T00:00:00.000Z');
    expect(toCsv(rows, fields)).toContain('"Multi\nline",,-2.5,');
  });

  it('keeps a spreadsheet from running a formula in a text cell, but leaves numbers alone', () => {
    const csv = toCsv(rows, fields);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(',-2.5,');
  });

  it('reads back to the same values', () => {
    const parsed = Papa.parse<string[]>(toCsv(rows.slice(0, 2), fields)).data;
    expect(parsed[1]).toEqual(['Doe, Jane', 'said "hi"', '1', '2025-01-02T00:00:00.000Z']);
    expect(parsed[2]).toEqual(['Multi\nline', '', '-2.5', '']);
  });

  it('writes chunks (header once, then rows) that concatenate to the one-shot CSV', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...rows[i % 3]!, n: i }));
    const w = createCsvWriter(fields);
    let text = w.begin();
    for (let i = 0; i < many.length; i += 10) text += w.write(many.slice(i, i + 10));
    text += w.write([]) + w.end();
    expect(text).toBe(toCsv(many, fields));
    expect(text).toBe(
      Papa.unparse(
        { fields, data: many.map((r) => fields.map((f) => csvCell((r as Record<string, unknown>)[f]))) },
        { escapeFormulae: true },
      ),
    );
    expect(w.count).toBe(25);
  });

  it('flattens lists and objects into one cell', () => {
    expect(csvCell(['a', 'b'])).toBe('a, b');
    expect(csvCell({ a: 1 })).toBe('{"a":1}');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('createExportWriter', () => {
  it('refuses an unknown format with the documented message', () => {
    expect(() => createExportWriter('xml', fields)).toThrow('Invalid export format');
    expect(createExportWriter('emails', ['name']).begin()).toBe('');
  });
});
