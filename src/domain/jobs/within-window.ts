/**
 * The Easy Apply window (docs/product-rules.md 5.2): a posting counts when it was published within the
 * last JOB_WINDOW_HOURS of `now`, the boundary included. A date slightly in the future is a
 * board's clock running ahead, so a few minutes are tolerated; anything further is bad data.
 */
import { JOB_WINDOW_HOURS } from './contract';

export const CLOCK_SKEW_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

export function windowStart(now: Date, hours = JOB_WINDOW_HOURS): Date {
  return new Date(now.getTime() - hours * HOUR_MS);
}

export function isWithinWindow(posted: Date, now: Date, hours = JOB_WINDOW_HOURS): boolean {
  const age = now.getTime() - posted.getTime();
  if (!Number.isFinite(age)) return false;
  return age <= hours * HOUR_MS && age >= -CLOCK_SKEW_MS;
}
