/**
 * The layout steps' own shapes (internal to src/domain/resume/layout; the shared contract is
 * types.ts). A line is a row of text at one baseline; its segments are the runs of words
 * separated by wide gaps (a tab stop, a column gutter, right-aligned dates).
 */

export interface Segment {
  text: string;
  x: number;
  xEnd: number;
  /** Baseline of the segment's first item (columns of one row can sit a little apart). */
  y: number;
  /** Largest font size in the segment (10 when the PDF does not say). */
  size: number;
  /**
   * The face its words are set in: font name, weight and colour of its first word (a bullet
   * glyph before it aside), "" when the PDF does not say. Two runs in one style read alike.
   */
  style?: string;
  /**
   * The text items the segment was built from, in order (text as appended, so joining them
   * gives the untidied segment text). Set by step 2 only; later steps that rewrite text drop it.
   * Step 5 cuts a segment at an item boundary shared down the page (a margin column). `style`
   * is the item's own face (a header may set its fields in two); `tracked` that the item was
   * letter-spaced (layout step 1).
   */
  pieces?: { x: number; xEnd: number; text: string; style?: string; tracked?: boolean }[];
  /** Its first item opens a text object on a new line (layout step 1's `opens`). */
  opens?: boolean;
}

export interface PositionedLine {
  page: number;
  y: number;
  size: number;
  x: number;
  xEnd: number;
  segments: Segment[];
  /**
   * The right edge of the text of the column the line was read in, when a step cut the line out
   * of a wider row (06-heading-row.ts); step 7 then measures wrapping against it, not the page.
   */
  measure?: number;
}

/** Segments of one line are joined by a wide gap, which the field parsers read as a separator. */
export const SEGMENT_JOIN = '    ';

export const lineText = (line: PositionedLine): string => line.segments.map((s) => s.text).join(SEGMENT_JOIN);

/** A line made of some of another line's segments (a column's share of a row). */
export function lineOf(page: number, segments: Segment[]): PositionedLine {
  const first = segments[0]!;
  return {
    page,
    y: Math.max(...segments.map((s) => s.y)),
    size: Math.max(...segments.map((s) => s.size)),
    x: first.x,
    xEnd: Math.max(...segments.map((s) => s.xEnd)),
    segments,
  };
}

/**
 * `lines`, each block that `find` opens at a line read in its place: `find` gives the line after
 * the block (`end`) and the block's lines as they read.
 */
export function readBlocks(
  lines: PositionedLine[],
  find: (lines: PositionedLine[], i: number) => { end: number; read: PositionedLine[] } | null,
): PositionedLine[] {
  const out: PositionedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const block = find(lines, i);
    if (!block) {
      out.push(lines[i]!);
      continue;
    }
    out.push(...block.read);
    i = block.end - 1;
  }
  return out;
}
