/**
 * A line that holds a role's dates and nothing else but its place ("Rosario, Santa Fe | 2020 –
 * 2024", "Feb 2019 – Aug 2021"): the line under a role's header in the layout the product renders
 * (render-html.ts) and in many people write. The line above such a line heads the role.
 */
import { findDates, withoutSpan } from './dates';
import type { ResumeLine } from './lines';
import { isPlaceLine } from './trailing-town';

const SEPARATORS = '|•·,–-';

export function isDatedPlaceLine(line: ResumeLine | undefined): boolean {
  if (!line || line.bullet) return false;
  const found = findDates(line.text);
  if (found.start === null) return false;
  let rest = withoutSpan(found.rest).trim();
  while (rest && SEPARATORS.includes(rest.at(-1)!)) rest = rest.slice(0, -1).trimEnd();
  while (rest && SEPARATORS.includes(rest[0]!)) rest = rest.slice(1).trimStart();
  return rest === '' || isPlaceLine(rest);
}
