/**
 * Role dates an ATS must read to total your experience. A date it cannot read ("'19", "Q3")
 * loses the role's length; several styles in one resume ("Jan 2020", "03/2018") trip the
 * simpler parsers, which expect one.
 */
import { dateKey, parseDate } from '../dates';
import type { ReadResume } from '../layout/types';
import { PENALTY } from './penalties';
import type { AtsIssue } from './types';

export type DateStyle = 'present' | 'month-name' | 'words' | 'numeric' | 'iso' | 'year' | 'unreadable';

export function dateStyle(raw: string): DateStyle {
  const parsed = parseDate(raw);
  if (parsed === 'present') return 'present';
  if (!parsed || dateKey(raw) === null) return 'unreadable';
  const s = raw.trim();
  if (/[a-z]/i.test(s)) return parsed.month ? 'month-name' : 'words';
  if (/^\d{4}$/.test(s)) return 'year';
  if (/^\d{4}\s*[/.-]\s*\d{1,2}$/.test(s)) return 'iso';
  return 'numeric';
}

function roleDates({ resume }: ReadResume): string[] {
  return resume.experience.flatMap((e) => [e.startDate, e.endDate]).filter((d): d is string => Boolean(d));
}

export function unreadableDatesIssue(read: ReadResume): AtsIssue | null {
  const bad = roleDates(read).filter((d) => dateStyle(d) === 'unreadable');
  if (bad.length === 0) return null;
  return {
    id: 'unreadable-dates',
    title: 'Unusual date formats',
    detail: `These role dates cannot be read as a month and year: ${bad.map((d) => `"${d}"`).join(', ')}. Write dates like "Jan 2020 – Present" or "01/2020".`,
    penalty: PENALTY.unreadableDates,
  };
}

const STYLE_EXAMPLE: Record<DateStyle, string> = {
  present: 'Present',
  'month-name': 'Jan 2020',
  words: 'a word and a year',
  numeric: '01/2020',
  iso: '2020-01',
  year: '2020',
  unreadable: '',
};

export function mixedDateFormatsIssue(read: ReadResume): AtsIssue | null {
  const styles = new Set(roleDates(read).map(dateStyle));
  styles.delete('present');
  styles.delete('unreadable');
  if (styles.size < 2) return null;
  const seen = [...styles].map((s) => `"${STYLE_EXAMPLE[s]}"`).join(', ');
  return {
    id: 'mixed-date-formats',
    title: 'Mixed date formats',
    detail: `Your role dates use ${styles.size} styles (${seen}). Pick one style, such as "Jan 2020", for every role.`,
    penalty: PENALTY.mixedDateFormats,
  };
}
