import { describe, expect, it } from 'vitest';
import {
  bucketKey,
  bucketKeys,
  bucketLabel,
  countByBucket,
  granularityFor,
  sumByBucket,
} from './metrics-series';

describe('granularityFor', () => {
  it('uses days up to a month and months beyond', () => {
    expect(granularityFor(7)).toBe('day');
    expect(granularityFor(30)).toBe('day');
    expect(granularityFor(90)).toBe('month');
  });
});

describe('bucketKeys', () => {
  const now = new Date('2025-03-05T10:00:00Z');

  it('gives `days` calendar days ending today, oldest first', () => {
    expect(bucketKeys(now, 7, 'day', 'UTC')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
    ]);
    expect(bucketKeys(now, 30, 'day', 'UTC')).toHaveLength(30);
  });

  it("ends on the viewer's local day", () => {
    const lateUtc = new Date('2025-03-05T20:00:00Z'); // already 6 March in Kolkata
    expect(bucketKeys(lateUtc, 2, 'day', 'Asia/Kolkata')).toEqual(['2025-03-05', '2025-03-06']);
    expect(bucketKeys(lateUtc, 2, 'day', 'America/Los_Angeles')).toEqual(['2025-03-04', '2025-03-05']);
  });

  it('neither skips nor repeats a day across a DST change', () => {
    const keys = bucketKeys(new Date('2025-03-10T06:30:00Z'), 4, 'day', 'America/New_York');
    expect(keys).toEqual(['2025-03-07', '2025-03-08', '2025-03-09', '2025-03-10']);
  });

  it('gives every month a 90-day period touches', () => {
    expect(bucketKeys(now, 90, 'month', 'UTC')).toEqual(['2024-12', '2025-01', '2025-02', '2025-03']);
    expect(bucketKeys(new Date('2025-12-31T00:00:00Z'), 90, 'month', 'UTC')).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
  });
});

describe('bucketKey', () => {
  it('is the local day or month', () => {
    const d = new Date('2025-01-31T20:00:00Z');
    expect(bucketKey(d, 'day', 'UTC')).toBe('2025-01-31');
    expect(bucketKey(d, 'day', 'Asia/Kolkata')).toBe('2025-02-01');
    expect(bucketKey(d, 'month', 'Asia/Kolkata')).toBe('2025-02');
  });
});

describe('countByBucket and sumByBucket', () => {
  const keys = ['2025-03-03', '2025-03-04', '2025-03-05'];

  it('counts dates per bucket and ignores outside, missing and invalid dates', () => {
    const dates = [
      new Date('2025-03-03T01:00:00Z'),
      new Date('2025-03-05T23:59:59Z'),
      new Date('2025-03-05T00:00:00Z'),
      new Date('2025-03-02T23:59:59Z'), // before the first bucket
      new Date('2025-03-06T00:00:00Z'), // after the last
      null,
      new Date(NaN),
    ];
    expect(countByBucket(dates, keys, 'day', 'UTC')).toEqual([1, 0, 2]);
  });

  it('sums values per bucket', () => {
    const entries = [
      { date: new Date('2025-03-04T10:00:00Z'), value: 71 },
      { date: new Date('2025-03-04T11:00:00Z'), value: 29.5 },
      { date: new Date('2025-03-05T11:00:00Z'), value: 10 },
    ];
    expect(sumByBucket(entries, keys, 'day', 'UTC')).toEqual([0, 100.5, 10]);
  });

  it('buckets by month', () => {
    const dates = [
      new Date('2025-01-02T00:00:00Z'),
      new Date('2025-01-30T00:00:00Z'),
      new Date('2025-02-01T00:00:00Z'),
    ];
    expect(countByBucket(dates, ['2025-01', '2025-02'], 'month', 'UTC')).toEqual([2, 1]);
  });

  it('gives zeros for no data', () => {
    expect(countByBucket([], keys, 'day', 'UTC')).toEqual([0, 0, 0]);
  });
});

describe('bucketLabel', () => {
  it('labels days and months', () => {
    expect(bucketLabel('2025-03-05')).toBe('Mar 5');
    expect(bucketLabel('2025-03')).toBe('Mar 2025');
  });
});
