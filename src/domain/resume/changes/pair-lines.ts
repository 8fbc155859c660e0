/**
 * Which line of the base resume each line of a tailored list came from: the same words first (a
 * tidy-up of spaces, punctuation or case is the same line), then the base line sharing the most
 * words, when at least half of the two lines' words are shared (a reworded line). A line that pairs
 * with none gets -1.
 */

/** A line's words, lower-cased, without punctuation: what stays when only the tidying differs. */
export const lineKey = (line: string): string =>
  line
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();

/** Share of words two lines have in common (Dice's coefficient over their word sets). */
function shared(a: string, b: string): number {
  const wa = new Set(lineKey(a).split(' ').filter(Boolean));
  const wb = new Set(lineKey(b).split(' ').filter(Boolean));
  if (!wa.size || !wb.size) return 0;
  let both = 0;
  for (const w of wa) if (wb.has(w)) both++;
  return (2 * both) / (wa.size + wb.size);
}

/** The least share of shared words for two different lines to be one line reworded. */
export const REWORDED_MIN_SHARED = 0.5;

export function pairLines(base: readonly string[], tailored: readonly string[]): number[] {
  const source = tailored.map(() => -1);
  const used = new Set<number>();
  const baseKeys = base.map(lineKey);
  tailored.forEach((line, t) => {
    const key = lineKey(line);
    const b = baseKeys.findIndex((k, i) => k === key && !used.has(i));
    if (b >= 0) {
      source[t] = b;
      used.add(b);
    }
  });
  // The rest, best pairs first.
  const candidates: { t: number; b: number; s: number }[] = [];
  tailored.forEach((line, t) => {
    if (source[t]! >= 0) return;
    base.forEach((b, i) => {
      if (used.has(i)) return;
      const s = shared(line, b);
      if (s >= REWORDED_MIN_SHARED) candidates.push({ t, b: i, s });
    });
  });
  candidates.sort((x, y) => y.s - x.s || x.t - y.t || x.b - y.b);
  for (const { t, b } of candidates) {
    if (source[t]! >= 0 || used.has(b)) continue;
    source[t] = b;
    used.add(b);
  }
  return source;
}

/** Whether a list's lines stand in another order than in the base resume (lines from nowhere aside). */
export function reordered(source: readonly number[]): boolean {
  const known = source.filter((s) => s >= 0);
  return known.some((s, i) => i > 0 && s < known[i - 1]!);
}
