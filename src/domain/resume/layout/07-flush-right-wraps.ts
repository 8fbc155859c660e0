/**
 * Layout step 7e (after 7d, before 7a): a field set flush right at the end of an entry's row,
 * after a fill (LaTeX's \hfill: a grey "Company, Place" after the title), that runs longer than
 * the fill can give wraps like the paragraph it ends: its last words go on at the paragraph's left
 * edge on the next line ("Visayas Cold Chain & Logistics Corporation, Davao" / "City"). The row
 * shows it: the field ends at the page's right edge, the next line's first word would not have
 * fitted between it and the segment before it, and the next line is one segment in the field's
 * face and size, a leading below, starting where a field of the row in another face starts.
 */
import { LEADING, SAME_EDGE, firstWordWidth } from './07-wrapped-lines';
import { lineOf, type PositionedLine, type Segment } from './model';

/** A word space, as a share of the type's size. */
const SPACE = 0.5;

/** The flush-right field of `row` that `next` goes on, or null. */
function wrappedField(row: PositionedLine, next: PositionedLine, right: number): Segment | null {
  // The field that ends the row on the page (dates cut from a margin column may follow it in
  // reading order, step 5), and the segment the fill stands after.
  const cell = row.segments.reduce((a, b) => (b.xEnd > a.xEnd ? b : a));
  const left = row.segments.filter((s) => s.xEnd < cell.x);
  const before = left.length ? left.reduce((a, b) => (b.xEnd > a.xEnd ? b : a)) : null;
  const [more, ...rest] = next.segments;
  if (!before || !more || rest.length || row.page !== next.page) return null;
  const sameFace = more.style === cell.style && Math.abs(more.size - cell.size) <= 0.02 * cell.size;
  const below = row.y - next.y > 0 && row.y - next.y <= LEADING * cell.size;
  // Full: its next word, after a space, would have run into the segment before it.
  const full = firstWordWidth(more) + SPACE * cell.size > cell.x - before.xEnd;
  // The paragraph's edge is where a field in another face starts (the entry's title): a row of
  // tags or cells in one face wraps no field back under another.
  const paragraphEdge = row.segments.some(
    (s) => s !== cell && s.style !== cell.style && Math.abs(s.x - more.x) <= SAME_EDGE,
  );
  return sameFace && below && right - cell.xEnd <= SAME_EDGE && full && paragraphEdge ? cell : null;
}

export function joinFlushRightWraps(lines: readonly PositionedLine[]): PositionedLine[] {
  const rights = new Map<number, number>();
  for (const l of lines) rights.set(l.page, Math.max(rights.get(l.page) ?? 0, l.xEnd));
  const out: PositionedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [row, next] = [lines[i]!, lines[i + 1]];
    const cell = next ? wrappedField(row, next, rights.get(row.page)!) : null;
    if (!cell || !next) {
      out.push(row);
      continue;
    }
    const more = next.segments[0]!.text.trim();
    // A word the type broke at a hyphen ("Actu-" / "alidad") is whole again.
    const text =
      /\p{Ll}-$/u.test(cell.text) && /^\p{Ll}/u.test(more)
        ? cell.text.slice(0, -1) + more
        : `${cell.text} ${more}`;
    const joined = { ...cell, text, pieces: undefined };
    out.push({
      ...lineOf(
        row.page,
        row.segments.map((s) => (s === cell ? joined : s)),
      ),
      y: next.y,
    });
    i += 1;
  }
  return out;
}
