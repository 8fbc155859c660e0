/**
 * Chart series for the analytics tab: values bucketed by local day (7 and 30 days) or local
 * month (90 days) over a period ending at `now`. Buckets are calendar keys in the viewer's time
 * zone (`YYYY-MM-DD` / `YYYY-MM`), computed with calendar arithmetic so DST never skips a day.
 */
import { localDay } from '../dates';
import { DAY_MS } from './metrics';

export type Granularity = 'day' | 'month';

/** Daily points up to a month; a 90-day period reads better as months than as 90 thin bars. */
export function granularityFor(days: number): Granularity {
  return days > 31 ? 'month' : 'day';
}

export function bucketKey(date: Date, granularity: Granularity, tz: string): string {
  const day = localDay(date, tz);
  return granularity === 'day' ? day : day.slice(0, 7);
}

function parseDay(key: string): number {
  const [y, m, d] = key.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d ?? 1);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The buckets of a `days`-long period ending at `now`, oldest first: `days` calendar days
 * ending today, or every month the period touches.
 */
export function bucketKeys(now: Date, days: number, granularity: Granularity, tz: string): string[] {
  const today = parseDay(localDay(now, tz));
  if (granularity === 'day') {
    return Array.from({ length: days }, (_, i) => isoDay(today - (days - 1 - i) * DAY_MS));
  }
  const first = parseDay(localDay(new Date(now.getTime() - days * DAY_MS), tz));
  const keys: string[] = [];
  const cursor = new Date(first);
  cursor.setUTCDate(1);
  while (cursor.getTime() <= today) {
    keys.push(isoDay(cursor.getTime()).slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return keys;
}

export interface Dated {
  date: Date | null;
  value: number;
}

/** Sums `value` per bucket, in the order of `keys`; entries outside the buckets are ignored. */
export function sumByBucket(
  entries: readonly Dated[],
  keys: readonly string[],
  granularity: Granularity,
  tz: string,
): number[] {
  const index = new Map(keys.map((k, i) => [k, i]));
  const sums = keys.map(() => 0);
  for (const { date, value } of entries) {
    if (!date || Number.isNaN(date.getTime())) continue;
    const i = index.get(bucketKey(date, granularity, tz));
    if (i !== undefined) sums[i]! += value;
  }
  return sums;
}

/** How many dates fall in each bucket. */
export function countByBucket(
  dates: readonly (Date | null)[],
  keys: readonly string[],
  granularity: Granularity,
  tz: string,
): number[] {
  return sumByBucket(
    dates.map((date) => ({ date, value: 1 })),
    keys,
    granularity,
    tz,
  );
}

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'Jan 5' for a day key, 'Jan 2025' for a month key. */
export function bucketLabel(key: string): string {
  const at = new Date(parseDay(key));
  return key.length === 7 ? monthLabel.format(at) : dayLabel.format(at);
}
