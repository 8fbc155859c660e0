/**
 * A line that holds a role's dates and nothing else but its place ("Rosario, Santa Fe | 2020 –
 * 2024", "Feb 2019 – Aug 2021"): the line under a role's header in the layout the product renders
 * (render-html.ts) and in many people write. The line above such a line heads the role.
 */
import { findDates, withoutSpan } from './dates';
import type { ResumeLine } from './lines';
import { isRegionCode } from './region-codes';
import { isPlaceLine } from './trailing-town';

const SEPARATORS = '|•·,–-';

/** A field without the separators around it ("| Austin, TX ·" -> "Austin, TX"). */
export function trimSeparators(text: string): string {
  let rest = text.trim();
  while (rest && SEPARATORS.includes(rest.at(-1)!)) rest = rest.slice(0, -1).trimEnd();
  while (rest && SEPARATORS.includes(rest[0]!)) rest = rest.slice(1).trimStart();
  return rest;
}

const TOWN_AND_CODE_RE = /^(\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,3}),\s?([A-Z]{2,3})$/u;

/**
 * The place on a line of dates under a header that already named the employer or school: any
 * place, a region's code alone ("QC | 2019"), or a town and its region's code even when the town's
 * name holds a school's or company's word ("College Park, MD", "University Park, PA"). Alone on a
 * line, "Boston College, MA" may name a school; under its header, the line can only say where.
 */
export function isPlaceOfDates(text: string): boolean {
  const t = trimSeparators(text);
  if (isPlaceLine(t) || isRegionCode(t)) return true;
  const m = TOWN_AND_CODE_RE.exec(t);
  return m !== null && isRegionCode(m[2]!);
}

export function isDatedPlaceLine(line: ResumeLine | undefined): boolean {
  if (!line || line.bullet) return false;
  const found = findDates(line.text);
  if (found.start === null) return false;
  const rest = trimSeparators(withoutSpan(found.rest));
  return rest === '' || isPlaceOfDates(rest);
}

/** "Apr, 2017 - Feb, 2022 • 4 years 10 months": a line of dates (and how long they span) alone. */
export function datesOnly(line: ResumeLine | undefined): boolean {
  if (!line || line.bullet) return false;
  const found = findDates(line.text);
  return found.start !== null && /^[\s•·|,()–-]*$/.test(withoutSpan(found.rest));
}
