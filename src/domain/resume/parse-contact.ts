/**
 * Parser step 4a: the header (and any "Contact" section) -> name, e-mail, phone, location,
 * links, headline, and an untitled summary paragraph if the resume opens with one. Icon glyphs
 * are dropped first (contact-icons.ts); "Label: value" profile lines (profile-keys.ts) fill the
 * field their label names, in English, Spanish, German, French and Portuguese.
 */
import { isPostalAddress, isStreetLine, joinAddress } from './contact-address';
import { stripIcons } from './contact-icons';
import { closeEmptyField } from './field-ends';
import { findPhone } from './contact-phone';
import { joinCutDetails } from './contact-wraps';
import { WEB_ADDRESS_RE } from './web-address';
import { isPlaceWithoutComma, isTownAndRegion, labelledPlaceTail } from './contact-place';
import { classifyFragment, looksLikeLocation, looksLikeTitle } from './entry-fields';
import type { ResumeLine } from './lines';
import { bareName } from './name-parts';
import { placePart, profileField } from './profile-keys';
import { isPlaceLine, isTownName } from './trailing-town';
import type { ContactInfo } from './types';
import { vocabEntry } from './vocabulary';
import { isCountryCode, isCountryName, isLanguageName } from './world-names';

export { countGluedIcons } from './contact-icons';
export { findPhone } from './contact-phone';

// The lookbehind starts an address only where its run of name characters starts: without it a
// long run with no '@' is rescanned from every one of its characters (quadratic time).
export const EMAIL_RE = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const LINK_RE =
  /(?:https?:\/\/[^\s|,]+|www\.[^\s|,]+|\b(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com)\/[^\s|,]*)/gi;
const LABEL_RE =
  /^(?:e-?mail(?: id)?|phone|tel\.?|telefon|tel[eé]fono|t[eé]l[eé]phone|telefone|m[oó]vil|handy|celular|mobile(?: no\.?)?|cell|linkedin|github|website|portfolio|address|(?:current )?location|web|adresse|anschrift|wohnort|direcci[oó]n|endere[cç]o|ubicaci[oó]n)\s*[:\-–]\s*/i;
/** A document's title, the Europass CV's included ("Europass Curriculum Vitae", "Curriculum vitae Europass"). */
const DOC_TITLE_RE =
  /^(?:europass\s+)?(?:resume|résumé|curriculum vitae|curr[ií]culum|cv|lebenslauf|tabellarischer lebenslauf|hoja de vida)(?:\s+europass)?$/i;
const SEGMENT_SPLIT = /(?:(?<!\s)\s+)?[|•·▪◆♦●]\s*|(?<!\s)\s{3,}|(?<=\S) [—–] (?=\S)/;
const LOCATION_LABEL_RE = /^\W*(?:address|location|adresse|anschrift|direcci[oó]n|endere[cç]o)\s*:/i;

/**
 * Icons glued to details ("✉jane@x.com", "📞 555...") and labels ("Phone:", and any label
 * profile-keys.ts knows: "Adres: Katowice, Poland") are dropped.
 */
function stripDecor(s: string): string {
  const bare = s
    .replace(/^[^\p{L}\p{N}+(]+/u, '')
    .replace(LABEL_RE, '')
    .trim();
  return profileField(bare)?.value || bare;
}

/** The field a label alone names ("PHONE", "Address:" in a sidebar), 'label' for another, or null. */
export function bareLabel(text: string): string | null {
  const label = text.trim().replace(/(?<!\s)\s*:$/, '');
  const field = profileField(`${label}:`);
  if (field?.value === '') return field.key;
  return LABEL_RE.exec(`${label}: `)?.[0].length === label.length + 2 ? 'label' : null;
}

/** A cell that is a known field's label ("Phone", "Location"). */
const fieldLabel = (cell: string): boolean => profileField(`${cell.trim()}:`) !== null;

/**
 * A label set apart from its value by a wide gap, as in a table's cells ("Name:    Rahul Sharma",
 * "Adresse    Seefeldstrasse 112"), written "Label: value" so that profileField reads it.
 */
const labelled = (text: string): string =>
  text
    .replace(/^([^:|•·]{2,40}?):\s{2,}/, '$1: ')
    .replace(/^([^:|•·]{2,40}?)\s{3,}(?=\S)/, (all, label: string) =>
      fieldLabel(label) ? `${label}: ` : all,
    );

/**
 * A place printed as labelled rows of its parts ("City    Halifax" / "Country code    CA" /
 * "Region    Nova Scotia"): the parts in the order printed, or null unless two rows or more.
 */
function placeInParts(lines: ResumeLine[], at: number): string | null {
  const parts: string[] = [];
  for (let i = at; i < lines.length; i++) {
    const part = placePart(labelled(stripIcons(lines[i]!.text)));
    if (!part) break;
    parts.push(part);
  }
  return parts.length >= 2 ? parts.join(', ') : null;
}

export const labelOnly = (text: string): boolean => bareLabel(text) !== null;

/** A line that is one contact detail and nothing else: an e-mail address, a phone number, a profile link. */
export const isContactDetail = (text: string): boolean => contactDetail(text) !== null;

/** Which contact detail a line is and nothing else, or null. */
export function contactDetail(text: string): 'email' | 'phone' | 'profile' | null {
  const t = stripIcons(text).trim();
  if (!t || t.length > 80) return null;
  const email = EMAIL_RE.exec(t);
  if (email) return email[0].length === t.length ? 'email' : null;
  if (/^(?:https?:\/\/|www\.)?(?:[\w-]+\.)*(?:linkedin\.com|github\.com|gitlab\.com)\/\S+$/i.test(t))
    return 'profile';
  const phone = findPhone(t);
  return phone !== null && t.replace(phone, '').replace(/[\s()+.-]/g, '') === '' ? 'phone' : null;
}

/** A word that is a web address, an e-mail, a piece of a phone number or a separator. */
const detailWord = (word: string): boolean =>
  word.includes('@') ||
  WEB_ADDRESS_RE.test(word) ||
  /^[\d+().\-/]+$/.test(word) ||
  /^[|•·▪◆♦●,;–-]$/.test(word);

/** The town and region left when a line's e-mail, links and phone words are taken out, or null. */
function placeAmidDetails(text: string): string | null {
  const words = text.split(/\s+/).filter((w) => w && !detailWord(w));
  // Separators left at either end are dropped (a loop: a regular expression anchored at the end
  // would backtrack on a long run of them).
  const separator = (c: string | undefined) => c !== undefined && ' ,;|•·–-'.includes(c);
  const joined = words.join(' ');
  let [from, to] = [0, joined.length];
  while (from < to && separator(joined[from])) from += 1;
  while (to > from && separator(joined[to - 1])) to -= 1;
  const place = joined.slice(from, to);
  return place && isTownAndRegion(place) ? place : null;
}

/** "Manchester, GB", "Valenciana, Spain": a line ending a place with its country, or null. */
function placeEnd(text: string): string | null {
  const t = stripIcons(text).trim();
  const m = /^\p{Lu}[\p{L} .'’-]*, (\p{Lu}[\p{L} .'’-]*)$/u.exec(t);
  return m && (/^[A-Z]{2}$/.test(m[1]!) || isCountryName(m[1]!)) ? t : null;
}

/**
 * A personal site written bare, in lower case ("janedoe.me"), as contact blocks list it; a
 * library's name is no site ("node.js": no country or network ends in ".js").
 */
const bareSite = (text: string): boolean => {
  const t = stripIcons(text).trim();
  return t === t.toLowerCase() && !t.includes('@') && WEB_ADDRESS_RE.test(t) && !/\.js$/.test(t);
};

/** A line that is a personal site alone ("maarten-vandermeer.com"), written bare. */
export const isPersonalSite = (text: string): boolean => bareSite(text) && !/\s/.test(text.trim());

/** The e-mail, links and phone a text holds, whatever joins them. */
function detailsIn(text: string): { email: string | null; links: string[]; phone: string | null } {
  const email = EMAIL_RE.exec(text)?.[0] ?? null;
  const links = [...text.matchAll(LINK_RE)].map((m) => m[0].replace(/(?<![.,;)])[.,;)]+$/, ''));
  const rest = links.reduce((t, l) => t.replace(l, ' '), email ? text.replace(email, ' ') : text);
  return { email, links, phone: findPhone(rest) };
}

const SLASH_SPLIT = /(?<=\D) \/ |(?<=\d) \/ (?=\D)/;
const holdsDetail = (text: string): boolean => {
  const { email, links, phone } = detailsIn(text);
  return Boolean(email || phone || links.length);
};

/**
 * A line's cells: parted by separators and tab stops, and around each contact detail, whatever
 * joins it to the rest ("jane@x.com, +54 11 4725 7487, Salta, Salta" and "jane@x.com +54 11 4725
 * 7487 Salta": the e-mail, the phone and the place).
 */
function cellsOf(text: string): string[] {
  return text
    .split(SEGMENT_SPLIT)
    .flatMap((segment) => {
      // A spaced slash parts details ("Town CC / +48 649 110-272 / jo@x.pl") on a line that holds
      // one, except between figures ("0171 / 1234567" is one phone).
      if (!segment.includes(' / ') || !holdsDetail(segment)) return [segment];
      return segment.split(SLASH_SPLIT);
    })
    .flatMap((raw) => {
      const { email, links, phone } = detailsIn(raw);
      const details = [email, ...links, phone].filter((d): d is string => !!d);
      if (!details.length) return [raw];
      let cells = [raw];
      for (const d of details)
        cells = cells.flatMap((c) => {
          const i = c.indexOf(d);
          return i < 0 || c === d ? [c] : [c.slice(0, i), d, c.slice(i + d.length)];
        });
      const cut = cells.map((c) => c.trim().replace(/^[,;]/, '').replace(/[,;]$/, '').trim()).filter(Boolean);
      return cut.length > 1 ? cut : [raw];
    });
}

/**
 * A line of contact details (or personal sites) only, however they are parted; with `labelled`,
 * each may stand after its label in a cell of its own ("Phone    +1 (323) 118-4987").
 */
function detailsOnly(text: string, labelled = false): boolean {
  const cells = cellsOf(text).filter((cell) => cell.trim());
  const detail = (cell: string) => isContactDetail(cell) || bareSite(cell);
  const labels = labelled ? cells.filter(labelOnly).length : 0;
  return cells.filter(detail).length + labels === cells.length && (!labels || labels < cells.length);
}

/**
 * "SALTA SALTA" over "IGNACIO@YAHOO.COM" in a sidebar: a line naming only a place, right above
 * or below a line of contact details (or a personal site), is where the person lives. A place in
 * one cell may stand by labelled details ("Phone    +1 (323) 118-4987" / "Québec"). A field's
 * label alone ("LOCATION") names no place.
 */
export function placeAmongDetails(lines: readonly ResumeLine[], at: number): boolean {
  const text = lines[at]!.text;
  if (
    lines[at]!.bullet ||
    labelOnly(text) ||
    !(isPlaceLine(text) || isPlaceWithoutComma(text) || isTownAndRegion(text))
  )
    return false;
  const oneCell = cellsOf(text).length === 1;
  return [lines[at - 1], lines[at + 1]].some((l) => l && !l.bullet && detailsOnly(l.text, oneCell));
}

/**
 * "Simone Mancini" / "Verona" / "About": a town's name alone on the line right under the name,
 * naming no job, in a header that holds no contact details (with them, a one-word headline,
 * "Solicitor", has a town's shape), or over a line that names a job ("Mary Brown" / "Columbus" /
 * "Software Developer").
 */
function townUnderName(lines: readonly ResumeLine[], at: number, name: string): boolean {
  const text = lines[at]!.text.trim();
  const next = lines[at + 1]?.text.trim() ?? '';
  const headlineUnder = looksLikeTitle(next) && !looksLikeTitle(text) && !isTownName(next);
  return (
    at > 0 &&
    bareName(lines[at - 1]!.text) === name &&
    (headlineUnder || !lines.some((l) => isContactDetail(stripIcons(l.text)))) &&
    isTownName(text) &&
    classifyFragment(text) === 'unknown'
  );
}

/**
 * "Mateo Díaz" / "Buenos Aires" / "+54 11 4725 7487", "+54 11 4725 7487" / "Buenos Aires" / "HR
 * Generalist": before the headline is read, a town's name alone next to a line of contact
 * details is where the person lives when it names no job (a one-word headline there,
 * "Solicitor", is a job's name).
 */
const townBesideDetails = (lines: readonly ResumeLine[], at: number): boolean =>
  isTownName(lines[at]!.text.trim()) &&
  !looksLikeTitle(lines[at]!.text.trim()) &&
  placeAmongDetails(lines, at);

/** A town and its region or country on the line over one that looks like a name and no place. */
function placeOverName(lines: readonly ResumeLine[], at: number): boolean {
  const [text, next] = [lines[at]!.text.trim(), lines[at + 1] && stripIcons(lines[at + 1]!.text).trim()];
  if (!next || SEGMENT_SPLIT.test(text) || !(isTownAndRegion(text) || looksLikeLocation(text))) return false;
  return looksLikeName(bareName(next)) && !isTownAndRegion(next) && !looksLikeLocation(next);
}

/**
 * "Jane Doe    Boston, MA": the name the type sets, with other cells set against it on its line,
 * stands on a line of its own; the cells after it are read as the line under it.
 */
function nameRowApart(lines: ResumeLine[], name: string | null): ResumeLine[] {
  if (!name || lines.some((l) => l.text === name)) return lines;
  const at = lines.findIndex((l) => l.text.startsWith(name) && /^\s{3,}\S/.test(l.text.slice(name.length)));
  if (at < 0) return lines;
  const rest = { text: lines[at]!.text.slice(name.length).trim(), bullet: false };
  return [...lines.slice(0, at), { text: name, bullet: false }, rest, ...lines.slice(at + 1)];
}

/** Status notes among contact details ("Permanent Resident", "US Citizen"): never a name. */
const STATUS_RE =
  /\b(?:resident|residency|citizen|citizenship|visa|nationality|relocat\w*|available|permit)\b/i;

export function looksLikeName(text: string): boolean {
  if (STATUS_RE.test(text)) return false;
  // An organisation ("CSAIL, Massachusetts Institute of Technology") is no person.
  if (classifyFragment(text) === 'company') return false;
  if (EMAIL_RE.test(text) || /\d|https?:|www\./i.test(text)) return false;
  if (DOC_TITLE_RE.test(text.trim()) || labelOnly(text)) return false;
  // "Resume downloaded from Naukri.com" (a site banner) and "Johannesburg, South Africa" are no
  // names; "Maria L. Gonzalez, RN" is one (a credential, shaped like "Austin, TX").
  if (/\p{L}\.\p{L}{2,}/u.test(text)) return false;
  if (looksLikeLocation(text) && !/,\s*[A-Z]{2,3}$/.test(text)) return false;
  const ws = text.split(/\s+/);
  return ws.length >= 1 && ws.length <= 5 && /^[\p{L}][\p{L}'’.,\- ]*$/u.test(text);
}

/**
 * "Ana Araújo, Lead Mechanical Engineer", "Joanna Sikora - Truck Driver": a name of two words or
 * more and, after its comma or spaced hyphen, the job (a credential after the comma, "Maria Lopez,
 * RN", is bareName's; a place is no job).
 */
function nameAndJob(text: string): { name: string; job: string } | null {
  const parts = text.split(text.includes(',') ? ',' : ' - ');
  if (parts.length !== 2) return null;
  const [name, job] = [parts[0]!.trim(), parts[1]!.trim()];
  if (name.split(/\s+/).length < 2 || !job || !looksLikeName(name)) return null;
  return looksLikeTitle(job) && !looksLikeLocation(job) && !isTownName(job) ? { name, job } : null;
}

export interface HeaderFields {
  contact: ContactInfo;
  headline: string | null;
  summaryLines: string[];
}

/** A word of a surname that may be written in lower case ("Souza e Silva", "van Beek"). */
const PARTICLE_RE =
  /^(?:de|da|das|do|dos|e|y|van|von|der|den|del|della|di|du|la|le|bin|binti|al|el|ter|ten|zu)$/;

/** Letters only, lower case and without accents: how a name is spelt in an e-mail or a link. */
const letters = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * The second line of a name set on two ("MARTINA" / "MEDINA", "Luís" / "Souza e Silva"): one to
 * three words written like the first line, no job, place or heading, and either spelt in the
 * person's e-mail address or profile link, or after a first line of one word (a given name alone
 * is rarely the whole name; a town after a whole name is common).
 */
function nameContinues(first: string, next: string, handles: string): boolean {
  // A name printed twice (a document's title, then its heading) is one name.
  if (next.trim() === first.trim()) return false;
  const words = next.trim().split(/\s+/);
  const named = (ws: string[]) => ws.filter((w) => !PARTICLE_RE.test(w.toLowerCase())).length;
  if (named(words) > 3 || first.split(/\s+/).length > 3) return false;
  const caps = (t: string) => t === t.toUpperCase();
  if (caps(first) !== caps(next)) return false;
  if (!words.every((w) => /^\p{Lu}/u.test(w) || PARTICLE_RE.test(w))) return false;
  if (!words.some((w) => !PARTICLE_RE.test(w.toLowerCase()))) return false;
  if (classifyFragment(next) !== 'unknown' || isTownAndRegion(next) || vocabEntry(next)) return false;
  if (!looksLikeName(`${first} ${next}`)) return false;
  const spelt = words.filter((w) => !PARTICLE_RE.test(w.toLowerCase()) && handles.includes(letters(w)));
  return spelt.length > 0 || first.trim().split(/\s+/).length === 1;
}

/** A line that makes a document title with the line before or after it ("CURRICULUM" / "VITAE"). */
function titleHalf(lines: ResumeLine[], at: number): boolean {
  const text = (i: number) => (lines[i] ? stripIcons(lines[i]!.text).trim() : '');
  return [`${text(at - 1)} ${text(at)}`, `${text(at)} ${text(at + 1)}`].some((t) =>
    DOC_TITLE_RE.test(t.trim()),
  );
}

/** The letters of the person's e-mail addresses and links, where a name is often spelt. */
const handlesOf = (lines: ResumeLine[]): string =>
  letters(
    lines.flatMap((l) => [EMAIL_RE.exec(l.text)?.[0] ?? '', ...(l.text.match(LINK_RE) ?? [])]).join(' '),
  );

/** A resume's lines with a name set on two lines at its top joined into one. */
export function joinNameLines(lines: ResumeLine[]): ResumeLine[] {
  const handles = handlesOf(lines);
  const at = lines.findIndex((l) => looksLikeName(bareName(stripIcons(l.text))));
  const next = lines[at + 1];
  if (at < 0 || at > 2 || !next) return lines;
  const first = stripIcons(lines[at]!.text).trim();
  const second = stripIcons(next.text).trim();
  if (!nameContinues(first, second, handles)) return lines;
  return [...lines.slice(0, at), { ...lines[at]!, text: `${first} ${second}` }, ...lines.slice(at + 2)];
}

/** `typeset`: the name as the layout read it from the type (layout/02-name-lines.ts), if any. */
export function parseHeader(read: ResumeLine[], typeset: string | null = null): HeaderFields {
  const lines = joinCutDetails(nameRowApart(read, typeset));
  const contact: ContactInfo = { name: null, email: null, phone: null, location: null, links: [] };
  // The name the type sets beats one guessed from the order of the lines.
  const typesetName = typeset && lines.some((l) => l.text === typeset) ? bareName(typeset) : null;
  if (typesetName && looksLikeName(typesetName)) contact.name = typesetName;
  let headline: string | null = null;
  const summaryLines: string[] = [];
  let labelledName = false;
  /** The line a labelled name wrapped onto, read with it. */
  let wrappedName = -1;
  /** The field a bare label line ("ADDRESS" above its value in a sidebar) names. */
  let pending: string | null = null;
  /** The street line of an address written on two lines, waiting for its town. */
  let street: string | null = null;
  for (const [at, line] of lines.entries()) {
    if ((contact.name === typesetName && line.text === typeset) || at === wrappedName) continue;
    const text = stripIcons(line.text);
    const bare = bareLabel(text);
    const after = pending;
    pending = bare;
    if (bare || DOC_TITLE_RE.test(text.trim()) || titleHalf(lines, at)) continue;
    // 1. "Label: value" profile lines: the label says which field the value is. A line of
    // several labelled details ("Tel: ... | E-Mail: ...") is read segment by segment; a wide gap
    // after the label ("Name:    Rahul Sharma", a portal's two columns) is still one detail.
    // A label in a table cell ("Adresse<TAB>Seefeldstrasse 112, 8008 Zürich") reads the same.
    const keyed = labelled(text);
    const field = SEGMENT_SPLIT.test(keyed) ? null : profileField(keyed);
    // The line under a bare "Address" label is the place, unless it names its own field
    // ("LOCATION" / "Region    Bayern").
    if (after === 'location' && !contact.location && !EMAIL_RE.test(text) && !field) {
      contact.location = text.trim();
      continue;
    }
    if (field && field.key !== 'email' && field.key !== 'phone' && field.key !== 'link') {
      // A labelled name beats one guessed from the first line (a banner above the profile).
      if (field.key === 'name' && looksLikeName(bareName(field.value)) && !labelledName) {
        contact.name = bareName(field.value);
        labelledName = true;
        // A name wrapped onto the next line of its cell ("Name    SANNE" / "DE WIT").
        const next = lines[at + 1] && stripIcons(lines[at + 1]!.text).trim();
        if (next && nameContinues(contact.name, next, handlesOf(lines))) {
          contact.name = `${contact.name} ${next}`;
          wrappedName = at + 1;
        }
      }
      if (field.key === 'location' && field.value)
        contact.location ??=
          placeInParts(lines, at) ??
          labelledPlaceTail(field.value, lines[at + 1]?.text, fieldLabel) ??
          field.value;
      if (field.key === 'headline' && field.value) headline ??= field.value;
      continue;
    }
    // 2. Details found anywhere on the line, whatever joins them.
    const { email, links, phone } = detailsIn(text);
    contact.email ??= email;
    contact.phone ??= phone;
    // The line's cells, read once for the links below and the segments after them.
    const raws = cellsOf(text);
    // A personal site written bare, alone on its line or in a cell among the details, is one of
    // the person's links.
    for (const cell of raws)
      if (isPersonalSite(cell) && !links.includes(cell.trim())) links.push(cell.trim());
    for (const l of links) if (!contact.links.includes(l) && !l.includes('@')) contact.links.push(l);
    // Each segment as written (an "Address:" label is read there) and without its decor, in the
    // order of the line; a segment the line repeats reads the same each time and is read once.
    const decorless = new Map<string, string>();
    for (const raw of raws) if (!decorless.has(raw)) decorless.set(raw, stripDecor(raw));
    const segments = raws.map((raw) => decorless.get(raw)!).filter(Boolean);
    const hasDetail = Boolean(email || phone || links.length);
    if (!hasDetail && !contact.location && !street && isStreetLine(text)) {
      street = text.trim();
      continue;
    }
    // 3. The name: the first line, or the first segment of a line that also carries details.
    // Honorifics and credentials around the name are dropped (name-parts.ts).
    // A place over the name ("Boston, MA" / "Emily Kowalski", a bar atop the page) is no name.
    const overName = !contact.name && !hasDetail && placeOverName(lines, at);
    // A line of cells set apart names the person in its first cell only ("Jane Doe    Boston").
    const untitled = segments.filter((seg) => !DOC_TITLE_RE.test(seg.trim()));
    const named = bareName(untitled.length === 1 ? untitled[0]! : text);
    const oneCell = untitled.length <= 1;
    const nameLine = !contact.name && !hasDetail && !overName && oneCell;
    const titled = nameLine ? nameAndJob(named) : null;
    if (titled) {
      contact.name = titled.name;
      headline ??= titled.job;
      continue;
    }
    if (nameLine && looksLikeName(named) && !DOC_TITLE_RE.test(named)) {
      contact.name = named;
      continue;
    }
    const lead = segments[0] && bareName(segments[0]);
    const namesHere = !contact.name && !overName && Boolean(lead && looksLikeName(lead));
    if (namesHere) contact.name = lead!;
    // "Jane Doe    Columbus": one town set against the name, no details beside them. Beside a
    // headline a bare word of a town's shape is as often the job's field ("Engineer — Backend").
    const twoCells = !hasDetail && segments.length === 2;
    const townBesideName = namesHere && twoCells;
    // 4. The location is a segment shaped like one or like a postal address (kept whole), or
    // whatever follows an "Address:" label, or a bare town beside other details
    // ("München · lukas@x.de · +49 ...").
    const placeBefore = contact.location;
    for (const [raw, bare] of decorless) {
      if (contact.location) break;
      if (!bare) continue;
      const seg = closeEmptyField(bare);
      if (looksLikeLocation(seg) || LOCATION_LABEL_RE.test(raw) || isPostalAddress(seg) || overName)
        contact.location = seg;
      // After the name, a town and its region ("Genova, Liguria") is where the person lives; so
      // is a place among the contact details once the headline is read (a one-word headline,
      // "Solicitor", has a town's shape).
      else if (
        contact.name &&
        seg !== contact.name &&
        (isTownAndRegion(seg) ||
          (headline !== null && bare === text.trim() && placeAmongDetails(lines, at)) ||
          (headline === null && bare === text.trim() && townUnderName(lines, at, contact.name)) ||
          (headline === null && bare === text.trim() && townBesideDetails(lines, at)) ||
          (townBesideName && isTownName(seg) && classifyFragment(seg) === 'unknown' && !looksLikeTitle(seg)))
      )
        contact.location = seg;
    }
    // A place wrapped onto the next line, which ends it with the country: "Manchester, Greater" /
    // "Manchester, GB", "Milton Keynes," / "Buckinghamshire, GB".
    const placeRest = lines[at + 1] && placeEnd(lines[at + 1]!.text);
    if (
      placeRest &&
      !placeBefore &&
      contact.location &&
      isTownAndRegion(contact.location) &&
      !placeEnd(contact.location)
    )
      contact.location = `${contact.location} ${placeRest}`;
    else if (
      placeRest &&
      !contact.location &&
      contact.name &&
      !hasDetail &&
      /^\p{Lu}[\p{L} .'’-]*,$/u.test(text.trim())
    ) {
      contact.location = `${text.trim()} ${placeRest}`;
      continue;
    }
    // An address on two lines: its street line, then the town.
    if (street && contact.location && !contact.location.includes(street)) {
      const town = contact.location;
      contact.location = joinAddress(street, town);
      street = null;
      if (!hasDetail && text.trim() === town) continue;
    }
    // "jo@x.com 724.194.1046 Chicago, Illinois linkedin.com/in/jo": details run together with
    // single spaces (their icons dropped); what is left between them may be a town and region.
    if (!contact.location && hasDetail) contact.location = placeAmidDetails(text);
    if (!contact.location && hasDetail && segments.length >= 2) {
      // "Singapore", or a district and its town ("Knocknacarra, Galway"), either closed by its
      // country's code ("Stockholm SE", "San Miguel de Tucumán AR"); never a detail's label in a
      // cell of its own ("Teléfono    +54 9 351 …"). Among two details or more, a town and its
      // region without a comma is the one cell that can say where ("SAN JUAN SAN JUAN").
      const amongDetails = segments.filter(isContactDetail).length >= 2;
      const town = (seg: string) => {
        const named = withoutCountryCode(seg);
        const parts = named.split(/,\s*/);
        return (
          (parts.length <= 2 && parts.every(looksLikeTown)) ||
          ((named !== seg || amongDetails) && isPlaceWithoutComma(seg))
        );
      };
      contact.location = segments.find((seg) => town(seg) && seg !== contact.name && !labelOnly(seg)) ?? null;
    }
    // On a line of two cells and no details, the job beside the place the line gave ("Year Group
    // Leader — Abuja, …") or beside the name ("Jane Doe    Software Engineer", "Maria Lopez —
    // Product Designer") is the headline.
    const besidePlace = twoCells && contact.location !== placeBefore;
    const besideName = twoCells && namesHere && !contact.location?.includes(segments[1]!);
    const job = [
      besidePlace ? segments.find((seg) => seg !== contact.location && seg !== contact.name) : undefined,
      besideName ? segments[1] : undefined,
    ].find((seg) => seg !== undefined && looksLikeTitle(seg));
    if (!headline && contact.name && job) {
      headline = job.trim();
      continue;
    }
    if (hasDetail || (contact.location && text.includes(contact.location))) continue;
    // 5. A short line after the name is a headline; a long one is an untitled summary.
    const wordCount = text.split(/\s+/).length;
    if (
      !headline &&
      contact.name &&
      wordCount <= 10 &&
      summaryLines.length === 0 &&
      looksLikeTitleLine(text)
    ) {
      headline = text.trim();
    } else if (wordCount > 6) {
      summaryLines.push(text.trim());
    }
  }
  return { contact, headline, summaryLines };
}

// Link captions and status notes that sit among contact details like a town would.
const NOT_TOWN_RE =
  /\b(?:linkedin|github|gitlab|portfolio|website|twitter|behance|dribbble|medium|blog|kaggle|e-?mail|phone|mobile|citizen|citizenship|visa|clearance|available|relocate|pronouns)\b/i;

/** "Stockholm SE" -> "Stockholm": the words before a country's code that closes them. */
function withoutCountryCode(seg: string): string {
  const space = seg.trimEnd().lastIndexOf(' ');
  const code = seg.trimEnd().slice(space + 1);
  return space > 0 && isCountryCode(code) ? seg.slice(0, space).trimEnd() : seg;
}

/** One to three capitalised words that name no job, employer, skill or detail: "Singapore". */
function looksLikeTown(seg: string): boolean {
  return (
    /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){0,2}$/u.test(seg) &&
    classifyFragment(seg) === 'unknown' &&
    !vocabEntry(seg) &&
    !isLanguageName(seg) &&
    !NOT_TOWN_RE.test(seg)
  );
}

function looksLikeTitleLine(text: string): boolean {
  return looksLikeTitle(text) || /^[A-Z][\w&/+ ,-]*$/.test(text);
}
