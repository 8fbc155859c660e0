/** Small text helpers shared by the section builders and layouts. */
import { escapeHtml } from '../../resume/escape-html';

export const esc = escapeHtml;

export function joinParts(parts: (string | null | undefined)[], sep: string): string {
  return parts
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(sep);
}

export const dateRange = (start: string | null, end: string | null): string => joinParts([start, end], ' – ');

/** Up to two initials for the monogram: the first letters of the first and last names. */
export function initials(name: string | null): string {
  const words = (name ?? '').split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (w: string | undefined) => (w ? (w.match(/\p{L}/u)?.[0] ?? '') : '');
  return (letter(first) + letter(last)).toUpperCase();
}
