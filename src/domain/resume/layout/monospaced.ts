/**
 * Monospaced type: every glyph one width, so item boundaries fall on a grid of character
 * widths and line up down a page by chance, and a word space is 0.6 em wide. Steps that read
 * a shared edge or a wide gap as evidence (5a's margin column, 7c's tags) do not read it in
 * such a face.
 */
import type { PositionedLine } from './model';

/** Runs of at least this many letters tell a face's widths (one letter in a monospaced face). */
const MEASURED = 3;
/** In a monospaced face every run's width per letter is the same to within this fraction. */
const SAME_PITCH = 0.02;
/** A face is known monospaced from at least this many runs. */
const RUNS = 5;

/** The faces (segment styles) whose runs all show one width per letter: monospaced type. */
export function monospacedStyles(lines: readonly PositionedLine[]): Set<string> {
  const pitches = new Map<string, number[]>();
  for (const line of lines)
    for (const seg of line.segments)
      for (const p of seg.pieces ?? []) {
        const t = p.text.trim();
        if (t.length < MEASURED || /\s/.test(t)) continue;
        const list = pitches.get(seg.style ?? '') ?? [];
        list.push((p.xEnd - p.x) / t.length);
        pitches.set(seg.style ?? '', list);
      }
  const mono = new Set<string>();
  for (const [style, list] of pitches)
    if (list.length >= RUNS && Math.max(...list) <= (1 + SAME_PITCH) * Math.min(...list)) mono.add(style);
  return mono;
}
