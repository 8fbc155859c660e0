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

/** The segment's tags when its runs stand apart as tags, else null. */
function tagsOf(seg: Segment): string[] | null {
  const pieces = seg.pieces?.filter((p) => p.text.trim());
  if (!pieces || pieces.length < 2) return null;
  const tags = [pieces[0]!.text.trim()];
  let cut = false;
  for (let i = 1; i < pieces.length; i++) {
    const gap = pieces[i]!.x - pieces[i - 1]!.xEnd;
    if (gap >= TAG_GAP * seg.size) {
      tags.push(pieces[i]!.text.trim());
      cut = true;
    } else if (gap <= WORD_GAP * seg.size) tags[tags.length - 1] += pieces[i]!.text;
    else return null;
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
  let skills = before;
  const mono = monospacedStyles(lines);
  const out = lines.map((line) => {
    const heading = detectHeading(lineText(line));
    if (heading) skills = heading.kind === 'skills';
    if (!skills || heading) return line;
    let changed = false;
    const segments = line.segments.map((seg) => {
      const tags = mono.has(seg.style ?? '') ? null : tagsOf(seg);
      if (!tags) return seg;
      changed = true;
      return { ...seg, text: tags.join('  ') };
    });
    return changed ? { ...line, segments } : line;
  });
  return { lines: out, skills };
}
