/**
 * Layout step 3: drop what a printed page adds around the resume: page numbers ("Page 2 of 3",
 * "2/3", "- 2 -") and running headers/footers repeated on two or more pages at about the same
 * height, at the page's edge (only running lines between them and the page's top or foot). The first page's copy of a running header is kept when it is set in body-size type
 * (a name repeated as the page header); small print is dropped there too. With the furniture gone, a section simply continues on the next page.
 * A line a page break set twice, at the foot of one page and atop the next, is read once.
 */
import { isTownAndRegion } from '../contact-place';
import { endsWithDocumentTitle } from '../name-parts';
import { isContactDetail } from '../parse-contact';
import { lineOf, lineText, type PositionedLine } from './model';

const PAGE_NUMBER =
  /^(?:[-–—]\s*)?(?:(?:page|p\.|pg\.?|seite|página|pagina|pág\.?)\s*)?\d{1,3}(?:\s*(?:of|\/|von|de|sur|di)\s*\d{1,3})?(?:\s*[-–—])?$/i;

export const isPageNumber = (text: string): boolean => PAGE_NUMBER.test(text.trim());

/** A footer led by its page number: "Page 1 / 2 - Curriculum vitae of Jane Doe", "Seite 2 | Lebenslauf". */
const PAGE_FOOTER =
  /^(?:page|seite|página|pagina|pág\.?|strona|sida|side)\s*\d{1,3}(?:\s*(?:of|\/|von|de|sur|di|z|av)\s*\d{1,3})?\s*[-–—|·]\s*\p{L}/iu;

/** Only the top and bottom of a page hold furniture. */
const BAND = 0.14;

export interface FurniturePage {
  height: number;
  lines: PositionedLine[];
}

/**
 * A running line as repeated text: its page numbers (up to three figures) may change from page to
 * page, a year does not (two ranges of dates atop two pages are two roles' rows, no header).
 */
const keyOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/(?<!\d)\d{1,3}(?!\d)/g, '#')
    .replace(/\s+/g, ' ')
    .trim();

function inBand(line: PositionedLine, height: number): 'top' | 'bottom' | null {
  if (line.y >= height * (1 - BAND)) return 'top';
  if (line.y <= height * BAND) return 'bottom';
  return null;
}

/** The header holds an e-mail address the rest of the page does not repeat: keep it once. */
function onlyEmail(line: PositionedLine, page: PositionedLine[]): boolean {
  const email = /(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.]+/.exec(lineText(line))?.[0];
  return !!email && !page.some((l) => l !== line && lineText(l).includes(email));
}

/** The separator between details set on one line. */
const SEPARATED = /\s[•·|]\s/;

/**
 * A running footer or header that is one of the person's details (a town and its region, a phone
 * number, an e-mail address: moderncv sets the address at the foot of every page), or several of
 * them a separator apart ("Nairobi, Nairobi County • +254 175 460 725"), is kept once.
 */
const personalDetail = (line: PositionedLine): boolean => {
  if (line.segments.length !== 1) return false;
  const fields = lineText(line).split(SEPARATED);
  return fields.every((f) => isContactDetail(f) || isTownAndRegion(f.trim()));
};

/** A detail of its own among a line's segments or separated fields (an e-mail, a phone, a profile). */
const holdsDetail = (l: PositionedLine): boolean =>
  l.segments.some((s) => s.text.split(SEPARATED).some((f) => isContactDetail(f)));

/**
 * The lines of a page's footer that hold only the person's details, a phone, an e-mail or a
 * profile among them (a place alone there is as likely a role's), from the page's foot up: in
 * the bottom band or set right above a line of it (a block of three lines may start above it).
 * None where the page's top holds such a detail already: the footer is then someone else's (a
 * referee's e-mail under "References").
 */
function detailsFooter(lines: readonly PositionedLine[], height: number): PositionedLine[] {
  if (lines.some((l) => inBand(l, height) === 'top' && holdsDetail(l))) return [];
  const footer: PositionedLine[] = [];
  for (const line of [...lines].reverse()) {
    const below = footer.at(-1);
    const near = inBand(line, height) === 'bottom' || (below && line.y - below.y <= 1.6 * line.size);
    if (!near) break;
    if (personalDetail(line) && holdsDetail(line)) footer.push(line);
    else if (footer.length) break;
  }
  return footer;
}

export function removePageFurniture(pages: FurniturePage[]): {
  pages: PositionedLine[][];
  removed: number;
  /** Running lines that hold the person's details, first page's copy: kept for the header. */
  details: PositionedLine[];
} {
  const details: PositionedLine[] = [];
  let removed = 0;
  // 1. Page numbers, alone or as one segment of a header/footer line; a footer led by one, with
  // the lines it wraps onto just below it in its type.
  const cleaned = pages.map((p) => {
    let footer: PositionedLine | null = null;
    return p.lines.flatMap((line) => {
      if (!inBand(line, p.height)) return [line];
      const wraps = footer && footer.y - line.y <= 1.6 * line.size && footer.size === line.size;
      footer = PAGE_FOOTER.test(lineText(line).trim()) || wraps ? line : null;
      if (footer) {
        removed += 1;
        return [];
      }
      // "March 4, 2026    Derek Thomas · Curriculum Vitae    1": a line at the page's foot that
      // names the document beside other segments (a date, a page number) is its footer.
      const titled = line.segments.length >= 2 && line.segments.some((s) => endsWithDocumentTitle(s.text));
      if (inBand(line, p.height) === 'bottom' && titled) {
        removed += 1;
        return [];
      }
      const kept = line.segments.filter((s) => !isPageNumber(s.text));
      if (kept.length === line.segments.length) return [line];
      removed += 1;
      return kept.length ? [lineOf(line.page, kept)] : [];
    });
  });
  // A footer of page one that holds nothing but the person's details is the header's, read with
  // it: a page break, not its meaning, set it after the first roles. Its copies on later pages
  // are still found as running lines below.
  const footer = detailsFooter(cleaned[0] ?? [], pages[0]?.height ?? 0).reverse();
  details.push(...footer);
  const inFooter = (line: PositionedLine, i: number) => i === 0 && footer.includes(line);
  if (pages.length < 2)
    return { pages: cleaned.map((lines, i) => lines.filter((l) => !inFooter(l, i))), removed, details };
  // 2. The same text near the same height, in the same face and size, on 2+ pages (a headline
  // on page one and a role's title of the same words atop page two are no running header).
  const seen = new Map<string, { page: number; y: number; size: number; face?: string }[]>();
  const faceOf = (line: PositionedLine) => line.segments[0]?.style;
  cleaned.forEach((lines, i) => {
    for (const line of lines) {
      if (!inBand(line, pages[i]!.height)) continue;
      const key = keyOf(lineText(line));
      const copy = { page: i, y: line.y, size: line.size, face: faceOf(line) };
      seen.set(key, [...(seen.get(key) ?? []), copy]);
    }
  });
  const repeated = (line: PositionedLine, i: number): boolean => {
    const all = seen.get(keyOf(lineText(line))) ?? [];
    const tol = Math.max(6, 0.02 * pages[i]!.height);
    return all.some(
      (o) =>
        o.page !== i &&
        Math.abs(o.y - line.y) <= tol &&
        Math.abs(o.size - line.size) <= 0.05 * line.size &&
        o.face === faceOf(line),
    );
  };
  const sizes = (cleaned[0] ?? []).map((l) => l.size).sort((a, b) => a - b);
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const out = cleaned.map((lines, i) => {
    const height = pages[i]!.height;
    // A running line stands at the page's edge: only running lines above it in the top band,
    // only running lines below it in the bottom one (two roles' titles of the same words under
    // their employers atop two pages are no header).
    const running = lines.map((line) => inBand(line, height) !== null && repeated(line, i));
    const atEdge = (k: number, band: 'top' | 'bottom') =>
      (band === 'top' ? running.slice(0, k) : running.slice(k + 1)).every(Boolean);
    return lines.filter((line, k) => {
      if (inFooter(line, i)) return false;
      const band = inBand(line, height);
      if (!band || !running[k] || !atEdge(k, band)) return true;
      // The first page's copy of a running header in body-size type may be the only name line.
      if (i === 0 && band === 'top' && (line.size >= bodySize || onlyEmail(line, lines))) return true;
      if (i === 0 && personalDetail(line)) details.push(line);
      removed += 1;
      return false;
    });
  });
  removed += dropLinesSetTwice(out);
  return { pages: out, removed, details };
}

/** Letters and figures: what two copies of a line share when a page break clipped its dashes. */
const wordsOf = (line: PositionedLine): string =>
  lineText(line)
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .toLowerCase();
/** A line this short (letters and figures) may well stand twice in its own right. */
const SET_TWICE_CHARS = 12;

/**
 * A line a page break cut through: a browser that moves a box to the next page may have drawn its
 * first line at the foot of the page already, so the page ends and the next opens with one line
 * (its words and figures, face, size and left edge). It is read once, at the first copy; the
 * pages are changed in place. Returns how many copies were dropped.
 */
function dropLinesSetTwice(pages: PositionedLine[][]): number {
  let dropped = 0;
  for (let i = 1; i < pages.length; i++) {
    const [foot, head] = [pages[i - 1]!.at(-1), pages[i]![0]];
    if (!foot || !head || wordsOf(foot).length < SET_TWICE_CHARS || wordsOf(foot) !== wordsOf(head)) continue;
    const [a, b] = [foot.segments[0]!, head.segments[0]!];
    if (Math.abs(foot.x - head.x) > 1.5 || a.style !== b.style || Math.abs(a.size - b.size) > 0.05 * a.size)
      continue;
    pages[i]!.shift();
    dropped += 1;
  }
  return dropped;
}
