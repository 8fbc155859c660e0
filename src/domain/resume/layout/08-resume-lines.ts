/**
 * Layout step 8: positioned lines in reading order -> the `ResumeLine`s the section and field
 * steps read, through the same `toLines` as pasted text (bullet markers, spaces, letter-spaced
 * headings), so a PDF and its text copy parse alike.
 */
import { toLines, type ResumeLine } from '../lines';

export function toResumeLines(texts: readonly string[]): ResumeLine[] {
  return texts.flatMap((t) => toLines(t));
}
