import { describe, expect, it } from 'vitest';
import { parseCsv, parseJobFile } from './jobs-import-parse';

const DESC = 'Help our customers every day.\nRequirements:\n- 1+ year of support, "great" writing';

describe('parseCsv', () => {
  it('handles quotes, commas, doubled quotes, CRLF and line breaks in fields', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });
});

describe('parseJobFile', () => {
  const csv = [
    'title,company,location,url,description,posted',
    `Support Specialist,PayNest,Remote,https://jobs.example.com/paynest/1,"${DESC.replace(/"/g, '""')}",2025-01-14T10:00:00Z`,
    'Bad Row,Acme,,not-a-url,too short,2025-01-14',
    `No Date,Acme,,https://jobs.example.com/acme/2,"${DESC.replace(/"/g, '""')}",someday`,
  ].join('\n');

  it('imports valid CSV rows and reports the others with reasons', () => {
    const { postings, skipped } = parseJobFile(csv, 'jobs.csv');
    expect(postings).toHaveLength(1);
    expect(postings[0]!.data).toMatchObject({
      title: 'Support Specialist',
      company: 'PayNest',
      description: DESC,
      posted: new Date('2025-01-14T10:00:00Z'),
      source: 'catalogue',
    });
    expect(postings[0]!.id).toMatch(/^import-[0-9a-f]{16}$/);
    expect(skipped.map((s) => s.row)).toEqual([2, 3]);
    expect(skipped[0]!.reason).toMatch(/^url:/);
  });

  it('imports a JSON array with stable ids per URL', () => {
    const entry = {
      title: 'Nurse',
      company: 'Mercy',
      url: 'https://jobs.example.com/n',
      description: DESC,
      posted: '2025-01-14',
    };
    const a = parseJobFile(JSON.stringify([entry, { ...entry, id: 'my-id' }]), 'jobs.json');
    const b = parseJobFile(
      JSON.stringify([{ ...entry, url: 'https://jobs.example.com/n/?utm_source=x' }]),
      'x.json',
    );
    expect(a.postings.map((p) => p.id)).toEqual([b.postings[0]!.id, 'my-id']);
    expect(() => parseJobFile('{"title":"x"}', 'one.json')).toThrow(/array/);
  });
});
