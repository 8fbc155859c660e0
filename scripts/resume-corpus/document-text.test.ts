import { describe, expect, it } from 'vitest';
import { shownDates } from './document-text';

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
