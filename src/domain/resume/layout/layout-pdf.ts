/**
 * The PDF half of the layout pipeline: pages of text items -> lines of text in reading order.
 *   1. clean items (ligatures, letter spacing)     2. group into positioned lines
 *   2a. the name: page one's largest type, one line of its own (02-name-lines.ts)
 *   3. drop page numbers and running headers        4-5. join a left-hand date column to its rows
 *   5a. cut a margin column set tight against the text (moderncv) off its rows
 *   5c. cut a column set about an em beside another off the lines that run into it
 *   6. read a sidebar page one column at a time; sections side by side under one row of
 *      headings one at a time (06-heading-row.ts); a paragraph set in columns inside a section
 *      down one column, then the next (06-flowed-columns.ts), and so is a list of bullets set in
 *      two columns (06-list-columns.ts), and dated entries set as cards in a grid a card at a
 *      time (06-card-grid.ts); a heading in larger type beside
 *      its row's text becomes a line of its own (06-heading-margin.ts)
 *   7. a grid's cell wrapped under itself joins its cell (07-grid-cells.ts); a line the type
 *      wrapped joins the line it goes on from (07-wrapped-lines.ts), and a field set flush right
 *      that wrapped back to its paragraph's edge joins its row (07-flush-right-wraps.ts); a skills section's tags
 *      set side by side are set a tab stop apart (07-skill-tags.ts); mark bullets drawn as
 *      shapes by their indent
 *   8. contact links held only by link areas join the header (profile-links.ts)
 */
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { nameLines } from './02-name-lines';
import { removePageFurniture } from './03-page-furniture';
import { splitAtColumnEdges } from './05-column-edge';
import { joinDateColumn, joinWrappedRowDates, type DateGutter } from './05-date-column';
import { splitMarginColumn } from './05-margin-column';
import { headingFaces, splitRowHeadings } from './06-heading-margin';
import { readCardGrid } from './06-card-grid';
import { readFlowedColumns } from './06-flowed-columns';
import { readListColumns } from './06-list-columns';
import { splitHeadingRows, type OpenHeadingRow } from './06-heading-row';
import { readColumns } from './06-sidebar';
import { markIndentedBullets } from './07-indent-bullets';
import { splitSkillTags } from './07-skill-tags';
import { joinWrappedCells } from './07-grid-cells';
import { joinCentredCells } from './07-centred-cells';
import { joinFlushRightWraps } from './07-flush-right-wraps';
import { bodyStyle, joinWrappedLines, listAfter } from './07-wrapped-lines';
import { isDrawnRule } from '../lines';
import { lineText } from './model';
import { withContactLinks } from './profile-links';
import type { PdfPage } from './types';

export interface PdfLayout {
  /** One string per line in reading order; segments of a row are joined by a wide gap. */
  lines: string[];
  multiColumnPages: number;
  dateColumn: boolean;
  repeatedLinesRemoved: number;
  /** Visible characters per page (after cleaning), for spotting scanned pages. */
  pageChars: number[];
  /** The name as page one's typography sets it (02-name-lines.ts), or null. */
  name: string | null;
}

export function layoutPdf(pages: readonly PdfPage[]): PdfLayout {
  let name: string | null = null;
  // The name's type: the largest on page one (a header in two colours is cut in smaller type only).
  const nameSize = (pages[0]?.items ?? []).reduce((max, item) => Math.max(max, item.height), 0);
  const grouped = pages.map((p, i) => {
    // A row typed in rule characters ("------ -----" over a plain-text table printed) is drawn,
    // not text, as in a text file (lines.ts): no step joins it to the words beside it.
    let lines = groupLines(cleanItems(p.items), p.number, nameSize).filter((l) => !isDrawnRule(lineText(l)));
    if (i === 0) ({ lines, name } = nameLines(lines, p.height));
    const top = lines.length ? lines[0]!.y : 0;
    // A page box we were not told about: the text's own extent stands in.
    return { height: p.height > 0 ? p.height : top + 36, lines };
  });
  const pageChars = grouped.map((p) =>
    p.lines.reduce((n, l) => n + l.segments.reduce((m, s) => m + s.text.replace(/\s+/g, '').length, 0), 0),
  );
  const furniture = removePageFurniture(grouped);
  let multiColumnPages = 0;
  let dateColumn = false;
  let dateGutters: DateGutter[] = [];
  const lines: string[] = [];
  let headingMargin: number | undefined;
  // A page after one read as rows of cells keeps that layout (06-row-bands.ts).
  let rowsBefore = false;
  // The body's face is the document's; a page may open inside the list the page before left open.
  const wrap = { body: bodyStyle(furniture.pages.flat()), list: true };
  let skills = false;
  // A face that opens rows with headings on one page does so on the next, which may hold one.
  const faces = headingFaces(furniture.pages.flat());
  let openRow: OpenHeadingRow | null = null;
  for (const [page, pageLines] of furniture.pages.entries()) {
    const margin = splitMarginColumn(pageLines);
    const dated = joinDateColumn(joinWrappedRowDates(margin.lines), dateGutters);
    if (dated.gutters.length) dateGutters = dated.gutters;
    const read = readColumns(splitAtColumnEdges(dated.lines), headingMargin, rowsBefore);
    headingMargin = read.headingMargin ?? headingMargin;
    rowsBefore ||= read.rows === true;
    const rows = splitHeadingRows(read.lines, openRow, page === furniture.pages.length - 1);
    const sections = readListColumns(readFlowedColumns(readCardGrid(rows.lines)));
    openRow = rows.open;
    dateColumn ||= margin.found || dated.found;
    if (read.columns) multiColumnPages += 1;
    const split = splitRowHeadings(sections, faces);
    const unwrapped = joinWrappedLines(joinFlushRightWraps(joinCentredCells(joinWrappedCells(split))), wrap);
    wrap.list = listAfter(split, wrap.list);
    const tagged = splitSkillTags(unwrapped, skills);
    skills = tagged.skills;
    for (const l of markIndentedBullets(tagged.lines)) lines.push(lineText(l));
  }
  // The name opens the reading order, whatever column the type set it in; the person's details
  // a running footer repeated (03-page-furniture.ts) follow it.
  const named = name === null ? -1 : lines.indexOf(name);
  if (named > 0) lines.unshift(...lines.splice(named, 1));
  lines.splice(lines.length ? 1 : 0, 0, ...furniture.details.map(lineText));
  return {
    lines: withContactLinks(
      lines,
      pages.flatMap((p) => p.links ?? []),
    ),
    multiColumnPages,
    dateColumn,
    repeatedLinesRemoved: furniture.removed,
    pageChars,
    name,
  };
}
