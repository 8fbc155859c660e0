const UNITS: [unit: string, seconds: number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "3 hours ago" style age of `date` at `now`, for the comments and Easy Apply (date-fns is not
 * a dependency). Under a minute, a time slightly in the future (clock skew) or a pending server
 * time (null) reads "just now"; an unreadable date reads ''.
 */
export function relativeTime(date: Date | string | null, now: Date): string {
  if (date === null) return 'just now';
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.floor((now.getTime() - time) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) {
      const n = Math.floor(seconds / size);
      return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}
