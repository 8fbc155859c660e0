/**
 * A contact block set in columns ("Rennes, Bretagne    jo@example.fr" / "07 35 87 52 91"), as
 * a theme prints it at the foot of a page, under whatever section came last: its rows are the
 * person's details (sections.ts moves them to the header), and a place wrapped in its cell is
 * joined first.
 */
import { CELL_GAP_RE } from './contact-place';
import { isContactDetail } from './parse-contact';
import type { ResumeLine } from './lines';
import { isPlaceLine, isTownName } from './trailing-town';
import { WEB_ADDRESS_RE } from './web-address';

/** A cell that is a contact detail or a web address. */
const isDetailCell = (cell: string): boolean => isContactDetail(cell) || WEB_ADDRESS_RE.test(cell.trim());

/** A few capitalised words ("Machakos County", "Bourgogne-Franche-Comté"). */
const CAPITALISED_RE = /^\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2}$/u;

/**
 * "Rennes, Bretagne", "Machakos, Machakos County": a town and its region, the one place a
 * contact row may hold ("Telefoon   06 41 83 27 95" is a label and its value, no place).
 */
function isTownAndRegionCell(cell: string): boolean {
  const parts = cell.trim().split(', ');
  if (parts.length !== 2) return false;
  return isPlaceLine(cell) || (isTownName(parts[0]!) && CAPITALISED_RE.test(parts[1]!));
}

/**
 * "Rennes, Bretagne    jo@example.fr": a row of cells set apart, each a contact detail or the
 * town and region, at least one of them an e-mail, phone or profile.
 */
export function isContactRow(text: string): boolean {
  const cells = text.split(CELL_GAP_RE).map((c) => c.trim());
  if (cells.length < 2) return false;
  const details = cells.filter(isDetailCell).length;
  const places = cells.filter((c) => !isDetailCell(c) && isTownAndRegionCell(c)).length;
  // A web address counts beside an e-mail or phone only ("Node.js    Vue.js" is a skills row).
  return cells.some(isContactDetail) && places <= 1 && details + places === cells.length;
}

/** Cells of a row set apart by a wide gap or a separator ("904 533 372 • jo@x.pt • Português"). */
const ROW_CELL_RE = /\s{3,}|\s[•|·]\s/;

/**
 * "904 533 372    • joao@sapo.pt    • Português, Inglês": a row of cells, at least two of them
 * an e-mail, phone or profile and those the most of its cells. Such a row is the person's,
 * whatever section it was read into (a card of details under "About").
 */
export function isDetailRow(text: string): boolean {
  const cells = text
    .split(ROW_CELL_RE)
    .map((c) => c.replace(/^[•|·]\s*/, '').trim())
    .filter(Boolean);
  const details = cells.filter(isContactDetail).length;
  return details >= 2 && details * 2 >= cells.length;
}

/**
 * "Alicante, Comunidad    jo@example.es" / "Valenciana    +34 621 349 915": in a contact block
 * set in columns, the place wraps inside its cell while the detail beside it goes on to the next
 * one. The few capitalised words opening the next row, before details only, end the place.
 */
export function joinWrappedPlaceCells(lines: readonly ResumeLine[]): ResumeLine[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i += 1) {
    const [line, next] = [out[i]!, out[i + 1]!];
    if (line.bullet || next.bullet || !isContactRow(line.text)) continue;
    const cells = line.text.split(CELL_GAP_RE);
    const [tail, ...details] = next.text.split(CELL_GAP_RE);
    const place = cells.findIndex((c) => !isDetailCell(c));
    if (place < 0 || !details.length || !details.every(isDetailCell)) continue;
    if (!CAPITALISED_RE.test(tail!)) continue;
    cells[place] = `${cells[place]} ${tail}`;
    out[i] = { ...line, text: cells.join('    ') };
    out[i + 1] = { ...next, text: details.join('    ') };
  }
  return out;
}
