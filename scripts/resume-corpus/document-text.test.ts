import { describe, expect, it } from 'vitest';
import { checkDocumentText, shownDates } from './document-text';

const role = (startDate: string, endDate: string) => ({
  company: 'Acme',
  title: 'Engineer',
  startDate,
  endDate,
});
const expected = (roles: ReturnType<typeof role>[]) => ({
  name: 'Ana Silva',
  email: null,
  phone: null,
  location: null,
  roles,
  schools: [],
  skills: [],
});

describe('shownDates', () => {
  it("keeps a role's dates when the text prints the start's year, whatever the date's format", () => {
    const raw = 'Engineer|Acme|Jun2024–Jan 2026, Halifax. Analyst 2019-03 to 2021-01';
    const truth = expected([role('Jun 2024', 'Jan 2026'), role('2019-03', '2021-01')]);
    expect(shownDates(raw, truth).roles).toEqual(truth.roles);
  });

  it('takes out the dates of a role whose start year the text never prints', () => {
    const truth = expected([role('2025-02', 'Present'), role('Mar 2017', 'May 2020')]);
    expect(shownDates('Engineer Acme (clipped)', truth).roles.map((r) => [r.startDate, r.endDate])).toEqual([
      ['', ''],
      ['', ''],
    ]);
  });
});

describe('checkDocumentText', () => {
  const doc = (company: string) => ({
    id: 'x-0001',
    ext: 'pdf' as const,
    bytes: new Uint8Array(),
    covers: '',
    expected: expected([{ ...role('2020', '2021'), company }]),
  });

  it('finds an apostrophe typeset as a closing quote, as LaTeX and smart quotes set it', () => {
    expect(checkDocumentText('Ana Silva Engineer O’Neill Partners', doc("O'Neill Partners"))).toBeNull();
  });

  it("reads a name run on across a page's end past the page's closing number, not past other text", () => {
    expect(
      checkDocumentText('Ana Silva Engineer Acme O’Neill\n2\n\fPartners', doc("O'Neill Partners")),
    ).toBeNull();
    expect(
      checkDocumentText('Ana Silva Engineer Acme O’Neill\nPage 2\n\fPartners', doc("O'Neill Partners")),
    ).not.toBeNull();
  });

  it('says which truth the text lacks', () => {
    expect(checkDocumentText('Ana Silva Engineer Acme', doc("O'Neill Partners"))).toBe(
      'x-0001: the document\'s text lacks "O\'Neill Partners"',
    );
  });
});
