/**
 * Turns a PDF page's positioned text items into lines. PDF text has no line structure: each
 * item carries its own position, so lines are rebuilt from the items' baselines (y) and the
 * words within a line from their x order and the gaps between them.
 */
export interface PositionedText {
  str: string;
  /** Left edge and baseline in PDF units (y grows upwards). */
  x: number;
  y: number;
  width: number;
  /** Font size; 0 when unknown. */
  height: number;
}

interface Line {
  y: number;
  items: PositionedText[];
}

/** Items whose baselines differ by less than this share a line (a fraction of the font size). */
const SAME_LINE = 0.5;
/** A horizontal gap wider than this fraction of the font size is a space between words. */
const WORD_GAP = 0.2;

function lineTolerance(item: PositionedText): number {
  return Math.max(1, (item.height || 10) * SAME_LINE);
}

function joinLine(items: PositionedText[]): string {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  let out = '';
  let prevEnd: number | null = null;
  for (const item of sorted) {
    const gap = prevEnd === null ? 0 : item.x - prevEnd;
    const needsSpace =
      out.length > 0 && !/\s$/.test(out) && !/^\s/.test(item.str) && gap > (item.height || 10) * WORD_GAP;
    out += (needsSpace ? ' ' : '') + item.str;
    prevEnd = item.x + item.width;
  }
  return out.replace(/[ \t]+/g, ' ').trim();
}

/** 1. group items by baseline, 2. order lines top to bottom, 3. join each line's words. */
export function joinTextItems(items: PositionedText[]): string {
  const lines: Line[] = [];
  for (const item of items) {
    if (!item.str) continue;
    const line = lines.find((l) => Math.abs(l.y - item.y) <= lineTolerance(item));
    if (line) line.items.push(item);
    else lines.push({ y: item.y, items: [item] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((l) => joinLine(l.items))
    .filter((l) => l.length > 0)
    .join('\n');
}

/** Characters that are not whitespace: how much text a PDF really holds. */
export function visibleLength(text: string): number {
  return text.replace(/\s+/g, '').length;
}
