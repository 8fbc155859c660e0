/**
 * Layout step 2a: the name, read from typography. A resume sets its owner's name in the largest
 * type near the top of page one, whatever the column; a long name may wrap onto a second line
 * in the same type ("Luís" / "Souza e Silva"), and an address set small on the same row stays
 * apart from it. The name's segments become one line of their own, and its text is handed to
 * the header parser (parse-contact.ts) as the name, ahead of any guess from the text alone.
 */
import { classifyFragment } from '../entry-fields';
import { detectHeading } from '../headings';
import { bareName } from '../name-parts';
import { looksLikeName } from '../parse-contact';
import { WEB_ADDRESS_RE } from '../web-address';
import { lineOf, lineText, type PositionedLine, type Segment } from './model';
import { SAME_EDGE } from './07-wrapped-lines';

/** The share of page one, from the top, the name is looked for in. */
const TOP_SHARE = 0.35;
/** The name's type is at least this many times the body text's size. */
const NAME_SCALE = 1.15;
/** Lines of one name: the same size within this share, at most this many sizes apart. */
const SAME_SIZE = 0.05;
const WRAP_GAP = 1.9;
const MAX_LINES = 3;
/** What parts a name from the words after it on one line: "Jane Doe | Engineer", "Jane Doe • Paris". */
const SEPARATOR = /(?<!\s)\s+[|•·]\s/;

export interface NameLines {
  lines: PositionedLine[];
  /** The name as the type sets it, or null when no line stands out as one. */
  name: string | null;
}

/** The size most of the page's letters are set in (weighted by characters). */
function bodySize(lines: readonly PositionedLine[]): number {
  const chars = new Map<number, number>();
  for (const l of lines)
    for (const s of l.segments) {
      const size = Math.round(s.size * 2) / 2;
      chars.set(size, (chars.get(size) ?? 0) + s.text.length);
    }
  let best = 0;
  let most = -1;
  for (const [size, n] of chars) if (n > most) [best, most] = [size, n];
  return best;
}

const overlaps = (a: Segment, b: Segment): boolean => a.x < b.xEnd && b.x < a.xEnd;
const sameSize = (a: Segment, b: Segment): boolean => Math.abs(a.size - b.size) <= SAME_SIZE * a.size;
const nameLike = (text: string): boolean => looksLikeName(bareName(text)) && detectHeading(text) === null;

/** The faces a segment's words are drawn in (font, weight, colour: 02-group-lines.ts `styleOf`). */
const faces = (seg: Segment): string[] =>
  (seg.pieces ?? [seg]).filter((p) => /\p{L}/u.test(p.text)).map((p) => p.style ?? '');

/**
 * Whether `seg`, in the name's size under it, goes on the name by its faces: a name whose first
 * line is drawn in two faces ("JÉSSICA" black, "SILVA" red) goes on only in those; a first line in
 * one face may go on in another (the family name wrapped in its own colour, "AURORA" / "DE LUCA"),
 * unless the words in that face are named again elsewhere on the page, as a headline is ("BUSINESS
 * DEVELOPMENT" in grey under the name, "Business Development Representative" in the summary) and
 * a name is not, unless the page names the two lines again as one ("LIAM" light over "ST-PIERRE"
 * bold, "Liam St-Pierre · Résumé" in the footer): a headline is never named after the name.
 */
const inNameFaces = (seg: Segment, first: Segment, elsewhere: string): boolean => {
  const own = new Set(faces(first));
  if (faces(seg).every((f) => own.has(f))) return true;
  return own.size < 2 && (!namedIn(elsewhere, seg.text) || namedIn(elsewhere, `${first.text} ${seg.text}`));
};

/**
 * "ANDRÉS TORRES" + "CREATIVE DIRECTOR": a job title set on the name's row in the name's size, in
 * a face the name does not use. The text after the face changes, when it reads as a job title of
 * two words or more, or one the page names again, after a name of two words or more: a family
 * name in a colour of its own may read as a trade ("JAMES" + "COOK").
 */
function titleInOwnFace(seg: Segment, elsewhere: string): string {
  const pieces = seg.pieces ?? [];
  const seen = new Set<string>();
  for (const [k, p] of pieces.entries()) {
    const face = p.style ?? '';
    if (k > 0 && !seen.has(face) && /\p{L}/u.test(p.text)) {
      const after = pieces
        .slice(k)
        .map((q) => q.text)
        .join('')
        .trim();
      const name = seg.text.slice(0, seg.text.length - after.length).trim();
      const titled =
        classifyFragment(after) === 'title' &&
        (/\s/.test(after) || namedIn(elsewhere, after)) &&
        /\s/.test(name);
      if (seg.text.endsWith(after) && titled) return after;
    }
    seen.add(face);
  }
  return '';
}

/**
 * A name segment's name and what follows it on the line: after a separator, after a comma when
 * a job title follows ("Céline Vincent, Deputy Head Teacher"), or a job title in a face of its own.
 */
function nameAndRest(seg: Segment, elsewhere: string): [string, string] {
  const { text } = seg;
  const [head, ...more] = text.split(SEPARATOR);
  if (more.length) return [head!.trim(), more.join(' | ').trim()];
  const comma = /^([^,]+),\s+(\S.*)$/.exec(text);
  if (comma && classifyFragment(comma[2]!) === 'title') return [comma[1]!.trim(), comma[2]!.trim()];
  const title = titleInOwnFace(seg, elsewhere) || titleAfterName(text, elsewhere);
  if (title) return [text.slice(0, -title.length).trim(), title];
  return [text.trim(), ''];
}

/**
 * "MARCUS LEE COMMUNITY PHARMACIST", "TUNDE OKONKWOFORKLIFT OPERATOR": a job title of two words or
 * more run on after a name of two words or more in one text run (the colour that set them apart
 * lost with it, and the space between them when the title was set flush against the name). The
 * title is one the resume names again (in the summary, a role), the longest such: a name's last
 * word before it may read as part of a title ("AURORA DE LUCA HEAD OF RESEARCH"), and a one-word
 * title may be a family name ("Mary Ann Baker").
 */
function titleAfterName(text: string, elsewhere: string): string {
  const t = text.trim();
  for (let i = 1; i < t.length; i += 1) {
    if (!/\p{Lu}/u.test(t[i]!) || t[i - 1] === '-') continue;
    const title = t.slice(i);
    const name = t.slice(0, i).trim();
    if (
      title.split(/\s+/).length >= 2 &&
      name.split(/\s+/).length >= 2 &&
      namedIn(elsewhere, title) &&
      classifyFragment(title) === 'title' &&
      nameLike(name)
    )
      return title;
  }
  return '';
}

/**
 * Text as its words in lower case, one space apart: how a title is found again elsewhere. An
 * e-mail address or a web address names its owner ("juan.castro@ymail.com"): its words are left
 * out, so that a family name is not taken for words the page names again.
 */
const wordKey = (text: string): string =>
  text
    .split(/\s+/)
    .filter((word) => !word.includes('@') && !WEB_ADDRESS_RE.test(word))
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether `text`'s words are named, whole and in order, in `elsewhere` (the page's other lines as their words). */
const namedIn = (elsewhere: string, text: string): boolean => elsewhere.includes(` ${wordKey(text)} `);

/**
 * What a name segment holds after the name stays on its line ("Physiotherapist"), where it
 * stands on the line (its share of the segment's characters), so it crosses no column gap.
 */
function tail(seg: Segment, elsewhere: string): Segment[] {
  const after = nameAndRest(seg, elsewhere)[1];
  if (!after) return [];
  const x = seg.x + ((seg.xEnd - seg.x) * seg.text.lastIndexOf(after)) / seg.text.length;
  return [{ ...seg, text: after, x, pieces: undefined }];
}

/** `height`: the page's height (PDF units, y grows upwards); 0 when unknown, then the text's extent. */
export function nameLines(lines: readonly PositionedLine[], height = 0): NameLines {
  const none = { lines: [...lines], name: null };
  if (lines.length < 2) return none;
  const floor =
    height > 0 ? (1 - TOP_SHARE) * height : lines[0]!.y - TOP_SHARE * (lines[0]!.y - lines.at(-1)!.y);
  const region = lines.filter((l) => l.y >= floor);
  const worded = (s: Segment) => /\p{L}{2}/u.test(s.text);
  const largest = Math.max(...region.flatMap((l) => l.segments.filter(worded).map((s) => s.size)));
  const body = bodySize(lines);
  if (!(largest >= NAME_SCALE * body)) return none;
  const at = region.findIndex((l) =>
    l.segments.some((s) => worded(s) && s.size >= (1 - SAME_SIZE) * largest),
  );
  const first = lines[at]!.segments.find((s) => worded(s) && s.size >= (1 - SAME_SIZE) * largest)!;
  // The page's lines but some, as their words (each line keyed once): where a headline or a title
  // run on after the name is named again.
  const keys = lines.map((line) => wordKey(lineText(line)));
  const linesBut = (...skip: number[]) =>
    ` ${keys.filter((key, row) => key && !skip.includes(row)).join(' ')} `;
  const elsewhere = linesBut(at);
  // A line below in the same type, close under the last, continues the name; rows of smaller
  // type beside it (an address block in the next column) may sit between.
  const parts: { row: number; seg: Segment }[] = [{ row: at, seg: first }];
  for (let row = at + 1; row < lines.length && parts.length < MAX_LINES; row += 1) {
    if (lines[parts.at(-1)!.row]!.y - lines[row]!.y > WRAP_GAP * first.size) break;
    const seg = lines[row]!.segments.find(
      (s) => sameSize(s, first) && overlaps(s, first) && inNameFaces(s, first, linesBut(at, row)),
    );
    if (seg) parts.push({ row, seg });
  }
  // The name ends where a separator starts what follows it on its line ("O'Neill | Physiotherapist").
  const cut = parts.findIndex((p) => nameAndRest(p.seg, elsewhere)[1] !== '');
  if (cut >= 0) parts.length = cut + 1;
  const part = (p: { seg: Segment }) => nameAndRest(p.seg, elsewhere)[0];
  const words = (n: number) => parts.slice(0, n).map(part).join(' ');
  // A line that reads as a job title ("Marketing Director") is the headline, not more name.
  let count = parts.findIndex((p, i) => i > 0 && classifyFragment(part(p)) !== 'unknown');
  if (count < 0) count = parts.length;
  while (count > 1 && !nameLike(words(count))) count -= 1;
  parts.length = count;
  const text = words(count);
  if (!nameLike(text)) return none;
  const used = new Set(parts.map((p) => p.seg));
  const out: PositionedLine[] = [];
  let nameAt = -1;
  for (const [i, line] of lines.entries()) {
    if (i === at) nameAt = out.push(lineOf(line.page, [{ ...first, text, pieces: undefined }])) - 1;
    if (!line.segments.some((s) => used.has(s))) out.push(line);
    else {
      const rest = line.segments.flatMap((s) => (used.has(s) ? tail(s, elsewhere) : [s]));
      if (rest.length) out.push(lineOf(line.page, rest));
    }
  }
  headlineWraps(out, nameAt, body);
  return { lines: out, name: text };
}

/**
 * "Karin Karlsson | Culinary" / "Director": a headline set after the name on its row, in display
 * type (larger than the body's), wraps back to the name's left edge. The line under the row, in
 * the headline's size and face, a leading below it and at the name's edge, goes on from it
 * (`out` is changed in place).
 */
function headlineWraps(out: PositionedLine[], nameAt: number, body: number): void {
  const [name, rest, under] = [out[nameAt], out[nameAt + 1], out[nameAt + 2]];
  if (!name || !rest || !under || rest.segments.length !== 1 || under.segments.length !== 1) return;
  const [head, more] = [rest.segments[0]!, under.segments[0]!];
  const wraps =
    head.size >= NAME_SCALE * body &&
    Math.abs(head.y - name.y) <= SAME_SIZE * name.size &&
    sameSize(head, more) &&
    head.style === more.style &&
    Math.abs(more.x - name.x) <= SAME_EDGE &&
    head.y - more.y > 0 &&
    head.y - more.y <= WRAP_GAP * head.size;
  if (!wraps) return;
  const joined = { ...head, text: `${head.text} ${more.text}`, pieces: undefined };
  out.splice(nameAt + 1, 2, lineOf(rest.page, [joined]));
}
