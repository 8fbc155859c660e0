/**
 * Layout step 7c: a skills section's items set side by side as tags ("Python  pandas"), each a
 * run of its own a little more than a word space apart, too close for step 2 to cut the row
 * (a tag row there needs an em). Only inside a section headed as skills: elsewhere runs set that
 * close are one field (a title and its employer on a flex row), which a tab stop would cut.
 * The gap is measured between the segment's own runs, so words inside a run ("Statistical
 * Modelling") stay together, and a run holding a field's punctuation (a comma list, a label)
 * leaves the line as it is. In a monospaced face a word space is itself 0.6 em wide, so there
 * the rule tells nothing and is not applied.
 */
import { detectHeading } from '../headings';
import { lineText, type PositionedLine, type Segment } from './model';
import { monospacedStyles } from './monospaced';

/** Runs at least this many font sizes apart are separate tags: two word spaces and more. */
const TAG_GAP = 0.5;
/** A tag is at most this many characters long. */
const TAG_LENGTH = 40;
/** Inside a tag, runs meet closer than this many font sizes (a word space at most). */
const WORD_GAP = 0.35;
/** Runs this many font sizes apart or more stand a word space apart (less is kerning). */
const SPACE = 0.15;

/**
 * Tags drawn as boxes with a padding (chips) that wrap inside a tag: the row after the break opens
 * with the rest of that tag, drawn with no start padding, so its text starts this many font sizes
 * (from, to) left of where the block's rows open with a tag of their own.
 */
const CONTINUED_INSET = [0.1, 0.6] as const;
/** Between tags on a row once they are cut: wider than a word space, as step 2 joins segments. */
const TAG_JOIN = '  ';

/**
 * Gaps of two sizes, the wider at least this many times the narrowest: the wider part tags and
 * the narrower are word spaces, however wide the face sets its word space (tags set with wide
 * word spacing: "Sage 50   Variance Analysis").
 */
const TWO_GAPS = 1.4;

interface Runs {
  pieces: NonNullable<Segment['pieces']>;
  gaps: number[];
  /** The gaps a word space wide or wider: runs that touch (a ligature drawn apart: "Fuel-E" "ffi" "cient") are one word. */
  spaces: number[];
}

/**
 * Between two letter-spaced runs ("HUBSPOT" "CRM" set with wide tracking) a word space comes with
 * the tracking after the last letter and around the space itself, about a letter's advance more:
 * that much of the gap is the tracking's, not a tag's.
 */
function trackingBetween(
  a: NonNullable<Segment['pieces']>[number],
  b: NonNullable<Segment['pieces']>[number],
) {
  if (!a.tracked || !b.tracked) return 0;
  const letters = a.text.replace(/\s/g, '').length;
  return letters ? (a.xEnd - a.x) / letters : 0;
}

function runsOf(seg: Segment): Runs | null {
  const pieces = seg.pieces?.filter((p) => p.text.trim());
  if (!pieces || pieces.length < 2) return null;
  const gaps = pieces.slice(1).map((p, i) => p.x - pieces[i]!.xEnd - trackingBetween(pieces[i]!, p));
  return { pieces, gaps, spaces: gaps.filter((g) => g >= SPACE * seg.size) };
}

/** The word space of a row whose gaps come in two sizes (the narrower), else null. */
function wordSpaceOf({ spaces }: Runs): number | null {
  const least = Math.min(...spaces);
  return spaces.length > 0 && Math.max(...spaces) >= TWO_GAPS * least ? least : null;
}

/**
 * The segment's tags when its runs stand apart as tags, else null. `wordSpace`: the word space
 * the segment's face shows in other rows of tags, which a row of one tag ("Primavera P6") may
 * set wider than the rule's em measure.
 */
function tagsOf(seg: Segment, wordSpace: number | undefined): string[] | null {
  const runs = runsOf(seg);
  if (!runs) return null;
  const { pieces, gaps, spaces } = runs;
  const own = wordSpaceOf(runs);
  if (own === null && wordSpace !== undefined && Math.max(...spaces) < TWO_GAPS * wordSpace) return null;
  const tagGap = own !== null ? TWO_GAPS * own : TAG_GAP * seg.size;
  const wordGap = own !== null ? tagGap : WORD_GAP * seg.size;
  const tags = [pieces[0]!.text.trim()];
  let cut = false;
  for (const [i, gap] of gaps.entries()) {
    if (gap >= tagGap) {
      tags.push(pieces[i + 1]!.text.trim());
      cut = true;
    } else if (gap <= wordGap) {
      // A word space drawn as an item of its own was filtered out above: the gap stands for it.
      const spaced = gap >= SPACE * seg.size && !/\s$/.test(tags.at(-1)!) && !/^\s/.test(pieces[i + 1]!.text);
      tags[tags.length - 1] += `${spaced ? ' ' : ''}${pieces[i + 1]!.text}`;
    } else return null;
  }
  const fits = tags.every((t) => t.length <= TAG_LENGTH && !/[,;:|•·]/.test(t));
  return cut && fits ? tags.map((t) => t.replace(/\s+/g, ' ').trim()) : null;
}

/**
 * Lines with their skills sections' tag rows set a tab stop apart, and whether a skills section
 * is open after them (a page may open inside the section the page before left open).
 */
export function splitSkillTags(
  lines: readonly PositionedLine[],
  before: boolean,
): { lines: PositionedLine[]; skills: boolean } {
  const mono = monospacedStyles(lines);
  // Each line with whether a skills section holds it (a heading ends one and may open another).
  let skills = before;
  const marked = lines.map((line) => {
    const heading = detectHeading(lineText(line));
    if (heading) skills = heading.kind === 'skills';
    return { line, tags: skills && !heading };
  });
  // The word space each face shows in rows whose gaps come in two sizes.
  const wordSpaces = new Map<string, number>();
  for (const seg of marked.flatMap((m) => (m.tags ? m.line.segments : []))) {
    const runs = runsOf(seg);
    const space = runs && wordSpaceOf(runs);
    if (space && !wordSpaces.has(seg.style ?? '')) wordSpaces.set(seg.style ?? '', space);
  }
  const out: PositionedLine[] = [];
  // The left edge of the tag rows of the block being read, and its last row's tags.
  let block: { x: number; tags: string[]; at: number } | null = null;
  for (const { line, tags } of marked) {
    const [only, ...rest] = line.segments;
    const found =
      tags && only && !rest.length && !mono.has(only.style ?? '')
        ? tagsOf(only, wordSpaces.get(only.style ?? ''))
        : null;
    if (!found || !only) {
      block = null;
      if (!tags) {
        out.push(line);
        continue;
      }
      let changed = false;
      const segments = line.segments.map((seg) => {
        const split = mono.has(seg.style ?? '') ? null : tagsOf(seg, wordSpaces.get(seg.style ?? ''));
        if (!split) return seg;
        changed = true;
        return { ...seg, text: split.join(TAG_JOIN) };
      });
      out.push(changed ? { ...line, segments } : line);
      continue;
    }
    const inset = block ? block.x - only.x : 0;
    if (block && inset >= CONTINUED_INSET[0] * only.size && inset <= CONTINUED_INSET[1] * only.size) {
      // The row opens with the rest of the tag the row before ended with (its start padding gone).
      block.tags[block.tags.length - 1] += ` ${found.shift()!}`;
      const before = out[block.at]!;
      out[block.at] = { ...before, segments: [{ ...before.segments[0]!, text: block.tags.join(TAG_JOIN) }] };
    } else if (!block) block = { x: only.x, tags: [], at: 0 };
    if (!found.length) continue;
    out.push({ ...line, segments: [{ ...only, text: found.join(TAG_JOIN) }] });
    block = { x: block.x, tags: found, at: out.length - 1 };
  }
  return { lines: out, skills };
}
