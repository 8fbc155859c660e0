/**
 * Parser step 4b, after the roles are read: "Rouen, Normandie    03.2022 – 09.2023" /
 * "Customer Support Specialist" / "Sopra Steria". A role's place set beside its dates, its title
 * under them and its employer under the title. Alone, the shape cannot tell "Rouen" from "Sopra
 * Steria": both are capitalised names. A section sets its headers one way, so the section decides.
 * Where lines under the titles name companies ("Sandvik AB", "Greensprings School"), or roles were
 * read so already, more often than the cells beside the dates do (and no line under a title reads
 * as a place), every role of that shape takes the line under its title as its employer and the
 * cell beside its dates as its place.
 */
import { classifyFragment, looksLikeLocation } from './entry-fields';
import type { ExperienceEntry } from './types';

/** A line a role was read from: a dated one whole, an undated one as its words. */
export interface HeaderLine {
  text: string;
  dated: boolean;
}

interface Shape {
  entry: ExperienceEntry;
  /** The cell beside the dates. */
  cell: string;
  /** The one undated line under the title. */
  under: string;
  /** Already read with the line under its title as employer and the cell as place. */
  read: boolean;
  /** The line under the title opened a role of its own, holding the bullets: this role's rest. */
  rest?: ExperienceEntry;
}

/** Section-wide evidence needs two roles at least: one role's words are its own. */
const MIN_EVIDENCE = 2;

function shapeOf(
  entry: ExperienceEntry,
  lines: readonly HeaderLine[],
  next: ExperienceEntry | undefined,
): Shape | null {
  const { title, company, location } = entry;
  const dated = lines.filter((h) => h.dated);
  if (!title || !company || !entry.startDate || dated.length !== 1) return null;
  const undated = lines.filter((h) => !h.dated).map((h) => h.text.trim());
  const at = undated.indexOf(title);
  // "Lindqvist & Ekström Advokatbyrå KB" under the title of a role without bullets, read as the
  // next role's employer (a role has one employer): that role, untitled and undated, is this one's rest.
  const rest =
    at === undated.length - 1 && entry.bullets.length === 0 && next?.company && !next.title && !next.startDate
      ? next
      : undefined;
  if (at < 0 || (undated.length !== at + 2 && !rest)) return null;
  const under = rest?.company ?? undated[at + 1]!;
  const line = dated[0]!.text;
  if (under === company)
    return location && line.includes(location) ? { entry, cell: location, under, read: true } : null;
  const cell = location && location !== under ? `${company}, ${location}` : company;
  if (!line.includes(cell) || line.includes(under) || classifyFragment(under) === 'title') return null;
  return { entry, cell, under, read: false, rest };
}

const names = (text: string) => classifyFragment(text) === 'company';

/** The roles, those of that shape read again; a role's rest is merged into it. */
export function placeBesideDates(
  entries: readonly ExperienceEntry[],
  linesOf: (e: ExperienceEntry) => readonly HeaderLine[] | undefined,
): ExperienceEntry[] {
  const shapes = entries.flatMap((e, i) => shapeOf(e, linesOf(e) ?? [], entries[i + 1]) ?? []);
  const misread = shapes.filter((s) => !s.read);
  if (!misread.length || shapes.some((s) => looksLikeLocation(s.under))) return [...entries];
  const forEmployer = shapes.filter((s) => s.read || names(s.under)).length;
  const againstIt = misread.filter((s) => names(s.cell)).length;
  if (forEmployer < MIN_EVIDENCE || forEmployer <= againstIt) return [...entries];
  const merged = new Set<ExperienceEntry>();
  for (const { entry, cell, under, rest } of misread) {
    if (names(cell)) continue;
    entry.company = under;
    entry.location = cell;
    if (rest) {
      entry.bullets.push(...rest.bullets);
      entry.location = [cell, rest.location].filter(Boolean).join(', ');
      merged.add(rest);
    }
  }
  return entries.filter((e) => !merged.has(e));
}

/**
 * A role's header as two rows of two cells: its title and a cell right of it, over a cell and its
 * dates ("Senior Software Engineer    Batangas City" / "Accenture Philippines    April 2023 –
 * Present"), the right column holding the place over the dates. Whether the role was read with
 * the cell over the dates as its place (`true`) or as its employer, the cell beside the dates its
 * place (`false`); null for a role of another shape.
 */
function overDatesRead(e: ExperienceEntry, lines: readonly HeaderLine[]): boolean | null {
  if (!e.title || !e.company || !e.startDate) return null;
  const top = lines.find((h) => !h.dated && h.text.startsWith(`${e.title} `));
  const dated = lines.filter((h) => h.dated);
  if (!top || dated.length > 1) return null;
  const right = top.text.slice(e.title.length).trim();
  const beside = (cell: string) => !dated[0] || dated[0].text.startsWith(`${cell} `);
  if (right === e.location && beside(e.company)) return true;
  if (right === e.company && e.location && !top.text.includes(e.location) && beside(e.location)) return false;
  return null;
}

/**
 * The same header read as two roles: the title and the cell over the dates, undated and without
 * bullets, then the cell beside the dates as the employer of a role with no title of its own.
 */
const splitOverDates = (e: ExperienceEntry, next: ExperienceEntry | undefined): boolean =>
  !!e.title &&
  !!e.company &&
  !e.location &&
  !e.startDate &&
  e.bullets.length === 0 &&
  !!next?.company &&
  !!next.startDate &&
  !next.title &&
  !next.location;

/**
 * Parser step 4c: the cell over the dates is the place where the section's other roles of that
 * shape say so. Alone, "Batangas City" reads as an employer as well as "Accenture Philippines"
 * does; where roles of the section set that way were read with the cell over their dates as
 * their place ("Batangas City, Batangas", a town and its region), more often than it names a
 * company in the roles read with it as their employer, a role read the other way takes its employer and place the other way round,
 * and a header read as two roles is one. A header read as two roles whose cell beside the dates
 * names a company and whose cell over them does not ("Product Designer    Hamilton" / "Canada
 * Post Limited    Jan 2019 – Feb 2020", Awesome-CV's entry with the position first) is evidence too.
 */
export function placeOverDates(
  entries: readonly ExperienceEntry[],
  linesOf: (e: ExperienceEntry) => readonly HeaderLine[] | undefined,
): ExperienceEntry[] {
  const reads = entries.map((e) => overDatesRead(e, linesOf(e) ?? []));
  const misread = entries.filter((_, i) => reads[i] === false);
  const split = entries.filter((e, i) => splitOverDates(e, entries[i + 1]));
  // A header read as two roles whose cell beside the dates names a company ("Canada Post Limited")
  // and whose cell over them does not ("Hamilton") is evidence for too.
  const besideNames = split.filter(
    (e) => names(entries[entries.indexOf(e) + 1]!.company!) && !names(e.company!),
  );
  const placed = reads.filter((r) => r === true).length + besideNames.length;
  // A cell over the dates that names a company ("Wipro Limited") is evidence against.
  const againstIt = [...misread, ...split].filter((e) => names(e.company!)).length;
  if (placed < MIN_EVIDENCE || placed <= againstIt) return [...entries];
  for (const e of misread) if (!names(e.company!)) [e.company, e.location] = [e.location, e.company];
  const merged = new Set<ExperienceEntry>();
  for (const e of split) {
    if (names(e.company!)) continue;
    Object.assign(entries[entries.indexOf(e) + 1]!, { title: e.title, location: e.company });
    merged.add(e);
  }
  return entries.filter((e) => !merged.has(e));
}
