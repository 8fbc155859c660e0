import { describe, expect, it } from 'vitest';
import { createEmailWriter, createJsonWriter, emailList, pickFields, plainValue } from './export-format';

const rows = [
  {
    id: 'a',
    email: 'A@x.com',
    note: 'line\nbreak "quoted"',
    at: new Date('2025-01-02T03:04:05.000Z'),
    extra: 1,
  },
  { id: 'b', email: 'b@x.com', note: null, at: undefined, extra: 2 },
  { id: 'c', email: 'a@X.com', note: 'c@y.org', tags: ['d@z.io', 'nope'] },
];

describe('plainValue and pickFields', () => {
  it('turns dates into ISO strings and missing values into null, keeping only the chosen fields', () => {
    expect(pickFields(rows[0]!, ['at', 'id', 'missing'])).toEqual({
      at: '2025-01-02T03:04:05.000Z',
      id: 'a',
      missing: null,
    });
    expect(plainValue({ d: [new Date(0)] })).toEqual({ d: ['1970-01-01T00:00:00.000Z'] });
    expect(plainValue(new Date('nope'))).toBeNull();
  });
});

describe('createJsonWriter', () => {
  const fields = ['id', 'note', 'at'];
  const oneShot = JSON.stringify(
    rows.map((r) => pickFields(r, fields)),
    null,
    2,
  );

  it('writes chunks that concatenate to the one-shot JSON', () => {
    const w = createJsonWriter(fields);
    const text = w.begin() + w.write(rows.slice(0, 1)) + w.write([]) + w.write(rows.slice(1)) + w.end();
    expect(text).toBe(oneShot);
    expect(JSON.parse(text)).toHaveLength(3);
    expect(w.count).toBe(3);
  });

  it('writes an empty array for no rows', () => {
    const w = createJsonWriter(fields);
    expect(w.begin() + w.end()).toBe('[]');
  });
});

describe('e-mail list', () => {
  it('keeps only values containing @ from the selected fields, each once', () => {
    expect(emailList(rows, ['email'])).toEqual(['A@x.com', 'b@x.com']);
    expect(emailList(rows, ['email', 'note', 'tags'])).toEqual(['A@x.com', 'b@x.com', 'c@y.org', 'd@z.io']);
    expect(emailList(rows, ['id'])).toEqual([]);
  });

  it('de-duplicates across chunks and counts addresses', () => {
    const w = createEmailWriter(['email']);
    expect(w.write(rows.slice(0, 1))).toBe('A@x.com\n');
    expect(w.write(rows.slice(1))).toBe('b@x.com\n');
    expect(w.count).toBe(2);
  });
});
