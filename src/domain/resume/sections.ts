/**
 * Parser step 3: lines -> sections. Everything before the first heading is the header (name,
 * contact details, a headline, maybe an untitled summary).
 */
import { findDates } from './dates';
import { detectHeading, isListedHeading, type SectionKind } from './headings';
import { shapedHeading, titleCaseHeadings } from './headings-shape';
import type { ResumeLine } from './lines';
import { classifyFragment, looksLikeTitle } from './entry-fields';
import { isContactRow, isDetailRow, joinWrappedPlaceCells } from './contact-rows';
import { contactDetail, isPersonalSite, labelOnly, looksLikeName, placeAmongDetails } from './parse-contact';
import { profileField } from './profile-keys';
import { isTownAndRegion } from './contact-place';
import { isPlaceLine } from './trailing-town';
import { vocabEntry } from './vocabulary';

/** A section of referees ("References", "Referees", "Referenzen", "Références", "Referencias"). */
const REFERENCES_RE = /refer|réf[ée]r/i;

/** Sections whose own "Location:" or "Role:" lines belong to an entry, not to the profile. */
const ENTRY_KINDS = new Set(['experience', 'education', 'projects']);

export interface Section {
  kind: SectionKind | 'header';
  label: string;
  lines: ResumeLine[];
  /** Roles under a heading of their own, not a standard experience heading (role-sections.ts). */
  group?: boolean;
}

export function toSections(read: ResumeLine[]): Section[] {
  const lines = joinWrappedPlaceCells(read);
  const sections: Section[] = [{ kind: 'header', label: '', lines: [] }];
  let current = sections[0]!;
  const headingAt = (i: number) => {
    const l = lines[i];
    return l && !l.bullet ? detectHeading(l.text) : null;
  };
  // Whether the resume's known headings are Title Case lines of their own (headings-shape.ts).
  const styled = titleCaseHeadings(
    lines.flatMap((l, i) => {
      const h = i > 0 && !l.bullet ? detectHeading(l.text) : null;
      return h ? [{ text: l.text, inline: h.inline !== null }] : [];
    }),
  );
  let headerUntil = -1;
  // The last line an entry section gave the header as the person's detail.
  let strayAt = -1;
  for (const [i, line] of lines.entries()) {
    // A two-column table read sidebar first: the resume opens with "CONTACT", and the name
    // (and headline) come just before the main column's first heading. A sidebar's labelled
    // details ("PHONE" / "+81 ...") above it hold no name.
    if (i > headerUntil && sections.length > 1 && !namedHeader(sections[0]!.lines)) {
      headerUntil = i + nameBlockLength(lines, i, headingAt, current.kind) - 1;
    }
    if (i <= headerUntil) {
      sections[0]!.lines.push(line);
      continue;
    }
    // 1. The first line is usually the name: there only a known heading ("SUMMARY") counts.
    const found = line.bullet ? null : detectHeading(line.text, current.kind === 'skills');
    const title = i === 0 && /^(?:r[ée]sum[ée]|lebenslauf|curr[íi]culum(?: vitae)?)$/i.test(line.text);
    // A lower-case "projects" right after a bullet is that bullet's wrapped last word, unless the
    // bullet closes its sentence ("... weekly design critiques." / "education").
    const before = lines[i - 1];
    const wrapped = /^\p{Ll}/u.test(line.text) && before?.bullet === true && !/[.!?]$/.test(before.text);
    const opening = i === 0 && ((found?.kind === 'other' && !isListedHeading(line.text)) || title);
    // An unknown heading known by its shape ("Why Me?"), once the header has its name.
    const named = current.kind !== 'header' || namedHeader(current.lines);
    // A profile network's name alone among the header's lines ("LinkedIn" under the person's
    // details: a link's label, its address read already) is a detail, never a heading.
    const label = current.kind === 'header' && NETWORK_RE.test(line.text.trim());
    const shaped =
      !found && named && !label
        ? shapedHeading(lines, i, { kind: current.kind, afterContent: current.lines.length > 0 }, styled)
        : null;
    // Inside a skills list, a skills heading with a level under it ("Tools" / "Intermediate")
    // names a group of skills.
    const group =
      found?.kind === 'skills' && current.kind === 'skills' && !found.inline && levelLine(lines[i + 1]);
    // Inside a skills list, "Tools: Git, Jira" is a row of it under its category, not a heading
    // that continues the list (the row's break from the one above is kept).
    const category = found?.kind === 'skills' && current.kind === 'skills' && found.inline !== null;
    const heading =
      opening || wrapped || group || category
        ? null
        : (found ?? (shaped ? { kind: 'other' as const, label: shaped, inline: null } : null));
    if (!heading) {
      // A portal profile's "Email ID: ..." after its "Key Skills: ..." is still a contact detail;
      // so is an e-mail address, a phone number or a profile link alone on its line (a sidebar's
      // contact list under "About", or with no heading of its own after another section). A
      // referee's, under "References", stays there.
      // Among roles or schools, an e-mail address or a phone number alone on its line (or after
      // its label) is the person's when the header has none of its kind (a sidebar's contact list
      // read after the main column's first section, details under a heading set above the name).
      const detail = contactDetail(line.text) ?? labelledDetail(line.text, lines[i + 1]?.text);
      const entries = ENTRY_KINDS.has(current.kind);
      // A labelled detail or a link right after one of those goes on in the person's list of them.
      const stray =
        entries &&
        (((detail === 'email' || (detail === 'phone' && findDates(line.text).start === null)) &&
          !headerHas(sections[0]!, detail)) ||
          (strayAt === i - 1 && (detail !== null || profileField(line.text) !== null)));
      if (stray) strayAt = i;
      const referees = REFERENCES_RE.test(current.label);
      // Outside roles and schools, a labelled field, or (not a referee's) a detail, a row of
      // them, or a place beside one.
      const detailLine =
        !entries &&
        (profileField(line.text) ||
          (!referees &&
            (detail !== null ||
              isContactRow(line.text) ||
              placeAmongDetails(lines, i) ||
              isPersonalSite(line.text) ||
              linkLabel(lines, i))));
      // A row of the person's details, marked as a list item or not (a card of details).
      const detailCard = !entries && !referees && (isDetailRow(line.text) || placeBesideDetailRow(lines, i));
      const profile =
        (!line.bullet && (stray || (networkHandle(lines, i) && !referees) || detailLine)) || detailCard;
      // Among roles or schools, an e-mail address or a phone number in a cell of its own at a
      // line's end (a page's footer drawn on the row of the text it covers) is the person's when
      // the header has none of its kind: it goes to the header, the rest of the line stays where
      // it is.
      const cell = !profile && entries ? detailCell(line.text) : null;
      if (cell && !headerHas(sections[0]!, cell.kind)) {
        sections[0]!.lines.push({ text: cell.detail, bullet: false });
        current.lines.push({ ...line, text: cell.rest });
        continue;
      }
      // Under a heading set above the name, the lines before the person's details (a headline, a
      // summary sentence, none dated, none a list item) are the header's too.
      if (stray && current.lines.length > 0 && current.lines.every(headerText)) {
        sections[0]!.lines.push(...current.lines.splice(0));
      }
      (profile ? sections[0]! : current).lines.push(line);
      continue;
    }
    // An unknown heading right over a known one ("Language" / "Programming Languages" / "Python,
    // Java") is an umbrella: it keeps the sub-heading as its line, so neither is lost.
    if (current.kind === 'other' && current.lines.length === 0 && heading.kind !== 'other') {
      current.lines.push({ text: heading.label, bullet: false });
    }
    // 2. A second heading of a kind already seen continues that section ("Experience (cont.)").
    const existing = heading.kind !== 'other' && sections.find((s) => s.kind === heading.kind);
    current = existing || { kind: heading.kind, label: heading.label, lines: [] };
    if (!existing) sections.push(current);
    if (heading.inline) current.lines.push({ text: heading.inline, bullet: false });
  }
  return sections;
}

/**
 * "Email: jo@x.pt", "Phone: 070 549 49 03": an e-mail or phone after its label, or a label alone
 * over its value ("Email:" / "jo@x.pt"), and which.
 */
function labelledDetail(text: string, next = ''): 'email' | 'phone' | null {
  const field = profileField(text);
  if (field?.key !== 'email' && field?.key !== 'phone') return null;
  return contactDetail(field.value || next) === field.key ? field.key : null;
}

/** A line a header may hold above the person's details: no list item, no dates. */
const headerText = (l: ResumeLine): boolean => !l.bullet && findDates(l.text).start === null;

/** Whether the header's lines hold a detail of that kind alone on a line. */
const headerHas = (header: Section, kind: 'email' | 'phone'): boolean =>
  header.lines.some((l) => contactDetail(l.text) === kind);

/**
 * "Maintained a pick accuracy rate …    jo@x.com", "… weekly design critiques.    +61 485 009 957":
 * text, then an e-mail address or a phone number (no date in it) in a cell of its own.
 */
function detailCell(text: string): { rest: string; detail: string; kind: 'email' | 'phone' } | null {
  const t = text.trim();
  const cells = t.split(/\s{3,}/);
  const detail = cells.at(-1)!;
  if (cells.length < 2) return null;
  const kind = contactDetail(detail);
  const email = kind === 'email' && !/\s/.test(detail);
  if (!email && (kind !== 'phone' || findDates(detail).start !== null)) return null;
  return { rest: t.slice(0, t.lastIndexOf(detail)).trim(), detail, kind: email ? 'email' : 'phone' };
}

/** "Kawasaki, Kanagawa" over a row of the person's details: where the person lives. */
function placeBesideDetailRow(lines: readonly ResumeLine[], i: number): boolean {
  const text = lines[i]!.text.trim();
  if (!isTownAndRegion(text) && !isPlaceLine(text)) return false;
  return [lines[i - 1], lines[i + 1]].some((l) => l && (isDetailRow(l.text) || isContactRow(l.text)));
}

/** A profile network's name alone on its line, as themes print a profile over its handle. */
const NETWORK_RE =
  /^(?:linkedin|github|gitlab|bitbucket|twitter|xing|behance|dribbble|stack ?overflow|medium|mastodon|instagram|facebook|youtube)$/i;
/** A handle: one word of letters, digits, dots, dashes and underscores. */
const HANDLE_RE = /^@?[\w.-]{2,60}$/u;

/**
 * "LinkedIn" / "ryokotakahashi": a network's name over the person's handle on it, wherever the
 * page's break left the pair (a contact list run on into the next section): both lines are the
 * person's profile.
 */
function networkHandle(lines: readonly ResumeLine[], i: number): boolean {
  const text = (k: number) => lines[k]?.text.trim() ?? '';
  return (
    (NETWORK_RE.test(text(i)) && HANDLE_RE.test(text(i + 1))) ||
    (HANDLE_RE.test(text(i)) && NETWORK_RE.test(text(i - 1)) && !lines[i - 1]!.bullet)
  );
}

/**
 * "maarten-vandermeer" under "maarten-vandermeer.com": a handle alone on its line (a dash, dot,
 * underscore or digit in it, so no plain word) that a bare site or profile link on the line next
 * to it names: the link's printed label, the person's profile, not a line of the section.
 */
function linkLabel(lines: readonly ResumeLine[], i: number): boolean {
  const handle = lines[i]!.text.trim().replace(/^@/, '').toLowerCase();
  if (!HANDLE_RE.test(handle) || !/[-_.\d]/.test(handle)) return false;
  const names = (l: ResumeLine | undefined) =>
    l !== undefined &&
    !l.bullet &&
    (isPersonalSite(l.text) || contactDetail(l.text) === 'profile') &&
    l.text.toLowerCase().includes(handle);
  return names(lines[i - 1]) || names(lines[i + 1]);
}

/** A proficiency level alone on a line ("Intermediate", "Advanced"). */
const levelLine = (line: ResumeLine | undefined): boolean =>
  Boolean(
    line &&
    !line.bullet &&
    /^(?:beginner|basic|elementary|intermediate|advanced|expert|proficient|fluent|native)$/i.test(
      line.text.trim(),
    ),
  );

/** Whether the header so far has a line that may be the name (not a labelled detail's value). */
const namedHeader = (lines: ResumeLine[]): boolean =>
  lines.some((l, k) => looksLikeName(l.text) && !(k > 0 && labelOnly(lines[k - 1]!.text)));

const MAIN_KINDS = new Set<string>(['summary', 'experience', 'education']);

/**
 * How many lines (0, 1 or 2) from i form a name block: a bare name, maybe a headline, then a
 * summary, experience or education heading.
 */
function nameBlockLength(
  lines: ResumeLine[],
  i: number,
  headingAt: (i: number) => ReturnType<typeof detectHeading>,
  kind: Section['kind'],
): number {
  const line = lines[i]!;
  const shaped = /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’.-]*){1,3}$/u.test(line.text);
  if (line.bullet || !shaped || headingAt(i) || vocabEntry(line.text)) return 0;
  if (classifyFragment(line.text) !== 'unknown') return 0;
  const main = (h: ReturnType<typeof detectHeading>) => Boolean(h && MAIN_KINDS.has(h.kind));
  // The last of a one-a-line skills list ("Change Management") is no name without a headline.
  if (kind !== 'skills' && main(headingAt(i + 1))) return 1;
  const next = lines[i + 1];
  const titled = next && !next.bullet && looksLikeTitle(next.text) ? 2 : 1;
  // Contact details may stand between the name block and the main column's first heading.
  let end = titled;
  while (end < titled + 3 && lines[i + end] && CONTACT_DETAIL.test(lines[i + end]!.text)) end++;
  if (end > titled && main(headingAt(i + end))) return end;
  return titled === 2 && main(headingAt(i + 2)) ? 2 : 0;
}

/** A line holding an e-mail, a phone number or a web address. */
const CONTACT_DETAIL = /@[\w-]+\.\w|https?:\/\/|www\.|\+?\(?\d{2,4}\)?[\s.-]?\d{3}[\s.-]?\d{3,4}/;
