/**
 * Years of experience from a resume's own dates: overlapping roles count once, year-only dates
 * count from January (so "2019 – 2021" is two years, never three), and "Present" is the caller's
 * `asOf` month or, without one, the latest month the resume mentions (domain code has no clock).
 */
import { latestDate, monthIndex, parseDate, type YearMonth } from './dates';
import type { ParsedResume } from './types';

export interface AsOfOption {
  /** The month "Present" means (the handler passes its clock's month). */
  asOf?: YearMonth | null;
}

/** The month "Present" means at `now`; without a clock, the resume's latest date (resolveAsOf). */
export const asOfMonth = (now?: Date): AsOfOption =>
  now ? { asOf: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 } } : {};

export function resolveAsOf(resume: ParsedResume, opts?: AsOfOption): YearMonth | null {
  if (opts?.asOf) return opts.asOf;
  const dates = [...resume.experience, ...resume.education].flatMap((e) => [
    e.startDate ?? '',
    e.endDate ?? '',
  ]);
  return latestDate(dates);
}

export function experienceMonths(resume: ParsedResume, asOf: YearMonth | null): number {
  const spans: [number, number][] = [];
  for (const e of resume.experience) {
    const start = monthIndex(parseDate(e.startDate), asOf);
    if (start === null) continue;
    const end = e.endDate ? monthIndex(parseDate(e.endDate), asOf) : start;
    if (end !== null && end >= start) spans.push([start, end]);
  }
  // Merge overlapping spans so two jobs held at once are not counted twice.
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cur: [number, number] | null = null;
  for (const s of spans) {
    if (cur && s[0] <= cur[1] + 1) cur[1] = Math.max(cur[1], s[1]);
    else {
      if (cur) total += cur[1] - cur[0] + 1;
      cur = [s[0], s[1]];
    }
  }
  if (cur) total += cur[1] - cur[0] + 1;
  return total;
}

/** Whole years, rounded down: a summary may say "6 years" only if the dates add up to 6. */
export function experienceYears(resume: ParsedResume, opts?: AsOfOption): number {
  return Math.floor(experienceMonths(resume, resolveAsOf(resume, opts)) / 12);
}
