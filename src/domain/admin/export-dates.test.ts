import { describe, expect, it } from 'vitest';
import { defaultExportRange, exportFileName, rangeBounds, toDateInput } from './export-dates';

describe('export date range', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(defaultExportRange(new Date(2025, 2, 15, 18, 30))).toEqual({
      start: '2025-02-13',
      end: '2025-03-15',
    });
  });

  it('runs from the start day at midnight through the end day at 23:59:59.999 local time', () => {
    const { start, end } = rangeBounds({ start: '2025-01-02', end: '2025-01-04' });
    expect(start).toEqual(new Date(2025, 0, 2, 0, 0, 0, 0));
    expect(end).toEqual(new Date(2025, 0, 4, 23, 59, 59, 999));
    expect(end!.getTime() - new Date(2025, 0, 5).getTime()).toBe(-1);
  });

  it('leaves an empty or malformed side open', () => {
    expect(rangeBounds({ start: '', end: 'not a day' })).toEqual({ start: null, end: null });
  });

  it('formats local calendar days', () => {
    expect(toDateInput(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});

describe('exportFileName', () => {
  const now = new Date(2025, 6, 9, 10, 0);
  it('names CSV, JSON and e-mail list files by the documented pattern', () => {
    expect(exportFileName('users', 'csv', now)).toBe('users_export_2025-07-09.csv');
    expect(exportFileName('payments', 'json', now)).toBe('payments_export_2025-07-09.json');
    expect(exportFileName('comments', 'emails', now)).toBe('emails_comments_2025-07-09.txt');
  });
});
