/**
 * Parser step 4b: the experience section -> roles. A role starts at a header line (a line with
 * dates, or a short line naming a title or company) and owns the bullets that follow. Handles
 * "Title — Company, Location  Dates", "Company  Dates" + "Title", "Title at Company", unmarked
 * bullet paragraphs and bullets that wrapped onto a second line.
 */
import { findDates, parseDate, spanOnly, withoutSpan, withoutSpanCellsIn } from './dates';
import {
  classifyFragment,
  endsWithLegalForm,
  hasCompanyWord,
  looksLikeTitle,
  splitFields,
  splitTrailingLocation,
  type FieldKind,
} from './entry-fields';
import {
  colonPair,
  headerFragments,
  isRoleLabel,
  periodPair,
  titleAtCompany,
  titleCommaName,
  type Fragment,
} from './experience-header';
import { isTownAndRegion, namesPlace } from './contact-place';
import { isJoiningWord } from './field-ends';
import { isPlaceLine, isTownName } from './trailing-town';
import type { ResumeLine } from './lines';
import { opensAchievement, startsWithPastVerb } from './past-verbs';
import { replaceAsides } from './bracket-asides';
import { datesOnly, isDatedPlaceLine, isPlaceOfDates } from './dated-line';
import { placeBesideDates, placeOverDates, type HeaderLine } from './place-beside-dates';
import type { ExperienceEntry } from './types';

/** "2nd Grade Teacher — Jefferson School": separated fields or a job title. */
const RESPONSIBILITIES_RE =
  /^(?:(?:key\s+)?(?:roles?\s*(?:&|and)\s*)?responsibilit(?:y|ies)|achievements|duties|project details?|tareas|funciones|aufgaben|t[âa]ches|missions|atividades|responsabilidades)\s*:?$/i;

/** Words a sentence puts before a year: "in", "since", "by", "until", "from", "of". */
const YEAR_LEAD_RE = /\b(?:in|since|by|until|till|from|of|during|before|after)$/i;

/** "Advisor: ...", "Key technologies: ...": a short label, a colon, then the detail. */
const DETAIL_LABEL_RE = /^\p{Lu}[\p{L} /&-]{1,24}:\s+\S/u;

const WEB_ADDRESS_RE = /^\s*(?:https?:\/\/|www\.)\S+\s*$/i;

/**
 * "Taya IT, Cairo, Egypt": an organisation and its place, nothing more; eight words at most, unless
 * the organisation's legal form closes its name ("… del Bajío S.A. de C.V., Tijuana, Baja California").
 */
function employerAndPlace(text: string): { company: string; location: string } | null {
  const fragments = headerFragments(text);
  if (fragments.length !== 2) return null;
  const [name, place] = fragments as [Fragment, Fragment];
  if (text.split(/\s+/).length > 8 && !endsWithLegalForm(name.text)) return null;
  return name.kind === 'company' && place.kind === 'location' && properName(name.text)
    ? { company: name.text, location: place.text }
    : null;
}

/** An organisation's name: each word capitalised but the joining ones ("University of Technology"). */
const properName = (text: string): boolean =>
  text
    .split(/\s+/)
    .every(
      (w) =>
        /^[\p{Lu}\d(&]/u.test(w) ||
        /^(?:of|for|and|the|de|del|di|da|do|dos|das|du|des|la|le|der|und|van|von|y|at|in|on)$/.test(w),
    );

/** The parts of an organisation named before it: a department, faculty, chair, school, lab. */
const UNIT_RE =
  /^(?:department|dept\.?|faculty|chair|school|division|institute|laboratory|lab|group|centre|center)\s+(?:of|for)\s/i;

/** "Department of X, Organisation, Town, Country.": the unit, the organisation and its place. */
function unitEmployerAndPlace(text: string): { unit: string; company: string; location: string } | null {
  const [main, location] = splitTrailingLocation(text.trim().replace(/\.$/, ''));
  if (!location || !main) return null;
  const parts = main.split(/,\s+/);
  const company = parts.pop()!;
  if (parts.length === 0 || !parts.every((p) => UNIT_RE.test(p))) return null;
  if (company.split(/\s+/).length > 8 || classifyFragment(company) === 'title' || !properName(company))
    return null;
  return { unit: parts.join(', '), company, location };
}

/** "Interaction)." : a line closing a bracket it never opened goes on from the line before. */
function closesUnopened(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return true;
  }
  return false;
}

const looksLikeHeader = (text: string): boolean => splitFields(text).length >= 2 || looksLikeTitle(text);

/** Polish partnership and company forms, written in lower case: "sp.j.", "sp. z o.o.". */
const POLISH_FORM_END_RE = /\bsp\.\s?(?:j|k|z\s?o\.\s?o)\.$/i;

/** A full stop after an employer's legal form ("Transportbedrijf van Dijk B.V.") ends no sentence. */
const endsSentence = (text: string): boolean =>
  /[!?]$/.test(text) ||
  (/\.$/.test(text) &&
    !hasCompanyWord(text.slice(text.lastIndexOf(' ') + 1)) &&
    !endsWithLegalForm(text) &&
    !POLISH_FORM_END_RE.test(text));

/** How many words a field of a header holds at most, and a header in all. */
const FIELD_WORDS = 7;
const HEADER_WORDS = 16;
/** A line opening on an action in the past is a sentence from this many words ("Licensed practical nurse" is a title). */
const ACHIEVEMENT_WORDS = 5;

/**
 * The words a header's field holds: an aside in brackets qualifies the field and an ampersand joins
 * two words, neither adds one ("Software Engineer & Security Researcher (Compulsory Military
 * Service)" holds four).
 */
const fieldWords = (part: string): number =>
  replaceAsides(part, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== '&').length;

/**
 * "Coastline Electrical & Data Pty Ltd, Wollongong, New South Wales — HR Coordinator": fields of a
 * few words each, parted by a separator and commas, are a header's however many words they hold
 * together, where no sentence ends and no past verb opens it.
 */
function shortFields(text: string, count: number): boolean {
  const parts = text.split(/,\s|\s[|–—·•-]\s/);
  return (
    splitFields(text).length >= 2 &&
    count <= HEADER_WORDS &&
    parts.every((p) => fieldWords(p) <= FIELD_WORDS) &&
    !endsSentence(text.trim()) &&
    !startsWithPastVerb(text)
  );
}

function isBulletText(text: string, hasDates: boolean): boolean {
  if (hasDates) return false;
  const count = text.split(/\s+/).length;
  // "Senior Analyst — Acme Inc." has a field separator: a header, even though it ends with a period;
  // so is "Employer. Title." written as two sentences, and a long name closed by its place after a
  // comma ("Escuela Primaria N.° 12 Domingo F. Sarmiento, Mar del Plata, Buenos Aires").
  const comma = text.indexOf(', ');
  const placed =
    comma > 0 && isPlaceLine(text.slice(comma + 2)) && !endsSentence(text) && !startsWithPastVerb(text);
  if (count <= 12 && (splitFields(text).length >= 2 || titleAtCompany(text) || periodPair(text) || placed))
    return false;
  if (shortFields(text, count)) return false;
  // "Junior Data Analyst at Niger Delta Pipeline Engineering Services Ltd    Owerri, Imo State": a
  // title at a long name, and its place, is a header however many words the name holds.
  if (
    count <= HEADER_WORDS &&
    titleAtCompany(text) &&
    !endsSentence(text.trim()) &&
    !startsWithPastVerb(text)
  )
    return false;
  if (titleCommaName(text)) return false;
  if (count > 10 || (count > 5 && endsSentence(text))) return true;
  // An action in the past on a word in lower case ("Served as the site's go-to technician for PLC
  // faults") opens a sentence, whatever title words it holds; a title is no such run of words.
  if (count >= ACHIEVEMENT_WORDS && opensAchievement(text)) return true;
  // "Managed a team of 5" is a bullet; "Registered Nurse at X" is a header. A past verb opening
  // more than five words closed by a full stop is a sentence, whatever title or company words it
  // holds ("Conducted legal research … for partners.").
  return count >= 3 && startsWithPastVerb(text) && (!looksLikeTitle(text) || (count > 5 && /\.$/.test(text)));
}

/** "Buenos Aires" / "July 2021 – February 2026" / "Inventory Controller": a town over the dates and a title. */
function townOverDatesAndTitle(lines: readonly ResumeLine[], at: number): boolean {
  const title = lines[at + 2];
  return (
    isTownName(lines[at]!.text.trim()) &&
    datesOnly(lines[at + 1]) &&
    !!title &&
    !title.bullet &&
    classifyFragment(title.text) === 'title'
  );
}

/**
 * "Sunnybrook Health Sciences Centre" / "Victoria, British Columbia" / "September 2021 – Present":
 * a town and its region alone over the dates.
 */
const townAndRegionOverDates = (lines: readonly ResumeLine[], at: number): boolean =>
  isTownAndRegion(lines[at]!.text.trim()) && datesOnly(lines[at + 1]);

/** A label over a role's bullets ("Highlights", "Key achievements:", "Logros", "Aufgaben"). */
const BULLETS_LABEL_RE =
  /^(?:(?:key |main |selected )?(?:highlights|achievements|accomplishments|responsibilities|duties|tasks)|logros|funciones|responsabilidades|aufgaben|erfolge|réalisations|missions|realizações|responsabilità)\s*:?$/i;

const emptyEntry = (): ExperienceEntry => ({
  company: null,
  title: null,
  startDate: null,
  endDate: null,
  location: null,
  bullets: [],
});

/** What may stand between two parts of one field on a header line (trimmed): a dash, a comma or a dot. */
const FIELD_JOINT = /^[-–—,·|]?$/;

/**
 * "Research Developer — Concordia University - Fisheries Lab" over "Montreal, QC | 2021 – Present":
 * the line under the header names the role's place, so the part of the header read as its place
 * ("Fisheries Lab", "P.I. Professor M. Thorpe", "transport międzynarodowy") is the end of the field
 * it follows on the header line. Puts it back there, as written; false (nothing changed) when the
 * header line does not hold the fields in that way.
 */
function placeBackInHeader(role: ExperienceEntry, header: string | undefined): boolean {
  const place = role.location;
  if (!header || !place) return false;
  const at = header.lastIndexOf(place);
  if (at < 0) return false;
  const fields = (['title', 'company'] as const)
    .map((key) => ({ key, text: role[key]!, from: header.lastIndexOf(role[key]!, at) }))
    .filter((f) => f.from >= 0 && f.from + f.text.length <= at);
  const before = fields.sort((a, b) => b.from + b.text.length - (a.from + a.text.length))[0];
  if (!before || !FIELD_JOINT.test(header.slice(before.from + before.text.length, at).trim())) return false;
  role[before.key] = header.slice(before.from, at + place.length);
  role.location = null;
  return true;
}

export function parseExperience(section: ResumeLine[]): ExperienceEntry[] {
  // How long a role lasted, set in a cell beside its fields, is no field.
  const lines = withoutSpanCellsIn(section);
  const entries: ExperienceEntry[] = [];
  let current: ExperienceEntry | null = null;
  let lastBullet = false;
  /** Roles whose company is only a guess (an unclassified fragment alone on a dated line). */
  const guessed = new Set<ExperienceEntry>();
  /**
   * The header lines each role was read from: a dated one whole, an undated one as its words
   * (step 5 may take that whole as an employer).
   */
  const headerLines = new Map<ExperienceEntry, HeaderLine[]>();
  const headerLine = (e: ExperienceEntry, dated: boolean) =>
    headerLines.get(e)?.findLast((h) => h.dated === dated)?.text;
  /** An undated line read into a role's fields by a step that goes on at once. */
  const readInto = (e: ExperienceEntry, text: string) => headerLines.get(e)?.push({ text, dated: false });
  const aloneOnLine = (e: ExperienceEntry, text: string | null) =>
    !!headerLines.get(e)?.some((h) => !h.dated && h.text === text);
  const open = (): ExperienceEntry => {
    current = emptyEntry();
    entries.push(current);
    return current;
  };
  for (const [at, marked] of lines.entries()) {
    // A timeline's dot before a role's header is no bullet: the line under it holds only dates,
    // and the line above is no bullet of the role before.
    const dot =
      marked.bullet && !lines[at - 1]?.bullet && datesOnly(lines[at + 1]) && headerShaped(marked.text);
    const line = dot ? { ...marked, bullet: false } : marked;
    // 1. Portal exports put "Roles & Responsibilities:" above the bullets: a label, not a field.
    if (!line.bullet && RESPONSIBILITIES_RE.test(line.text)) continue;
    // How long a role lasted, on a line of its own under its dates, is no field; nor is the
    // joining word an empty field of a template leaves alone on its line ("en").
    if (!line.bullet && (spanOnly(line.text) || isJoiningWord(line.text))) continue;
    // A role's web address on a line of its own is the role's, not a new role's company.
    if (current && WEB_ADDRESS_RE.test(line.text)) {
      (current as ExperienceEntry).bullets.push(line.text.trim());
      lastBullet = false;
      continue;
    }
    // "Advisor: Natasha Noy", "Tools: Python, SQL" under a role that has its title: a labelled
    // detail of that role, not the next role's header (role fields' own labels excepted, and a
    // dated employer and title either side of the colon: "Cleveland Clinic: Staff Nurse  2018 – 2021").
    const role = current as ExperienceEntry | null;
    const found = findDates(line.text);
    const hasDates = found.start !== null;
    if (
      role?.title &&
      !line.bullet &&
      DETAIL_LABEL_RE.test(line.text) &&
      !isRoleLabel(line.text) &&
      !(hasDates && colonPair(found.rest) !== null)
    ) {
      role.bullets.push(line.text.trim());
      lastBullet = false;
      continue;
    }
    // "Sep. 2013, Mar. 2011 – Oct." / "FREELANCE PENETRATION TESTER" / "2011": a year alone on a
    // line completes the role's end that lost it.
    if (role?.endDate && role.bullets.length === 0 && !line.bullet && YEARLESS_MONTH_RE.test(role.endDate)) {
      const year = /^\s*((?:19|20)\d{2})\s*$/.exec(line.text);
      if (year) {
        role.endDate = `${role.endDate} ${year[1]}`;
        continue;
      }
    }
    // "Querétaro    Nov 2022 – Oct 2025" / "Registered Nurse" / "Grupo Modelo": a town's name read as
    // the employer of a role without bullets, titled on a line of its own, is its place (with the region read as the
    // place: "Aguascalientes, Aguascalientes") once a line names an organisation alone.
    if (
      role?.title &&
      role.company &&
      role.bullets.length === 0 &&
      !hasDates &&
      !line.bullet &&
      isTownName(role.company) &&
      !headerLine(role, true)?.includes(role.title) &&
      classifyFragment(line.text.trim()) === 'company' &&
      properName(line.text.trim()) &&
      headerFragments(line.text).length === 1 &&
      !namesPlace(line.text)
    ) {
      role.location = role.location ? `${role.company}, ${role.location}` : role.company;
      role.company = line.text.trim();
      readInto(role, role.company);
      continue;
    }
    // "Team Leader    Sep. 2012 – Dec. 2013" / "Taya IT, Cairo, Egypt": under a role with a title and
    // no employer yet, a line naming only an organisation and its place (indented like a
    // bullet or not) names the employer.
    if (role?.title && !role.company && !role.location && role.bullets.length === 0 && !hasDates) {
      const named = employerAndPlace(line.text);
      if (named) {
        Object.assign(role, named);
        continue;
      }
      // "Department of Computer Science and Engineering, GUC, Cairo, Egypt.": the unit stays as
      // the role's first detail; the organisation after it is the employer, then its place.
      const unit = unitEmployerAndPlace(line.text);
      if (unit) {
        Object.assign(role, { company: unit.company, location: unit.location });
        role.bullets.push(unit.unit);
        lastBullet = false;
        continue;
      }
    }
    // "IT Project Manager at Ubuntu Fintech | 2020-06 to 2022-12" / "Mbombela, Mpumalanga": a line
    // naming only a place, under a role's title and employer with no place yet, is that role's
    // place; so is a town's name alone under an employer named alone, over the role's dates and
    // its title ("Coto C.I.C.S.A." / "Buenos Aires" / "July 2021 – February 2026" / "Inventory
    // Controller"), where a title of a word no list knows would stand over the dates alone.
    if (
      role?.company &&
      !role.location &&
      role.bullets.length === 0 &&
      !line.bullet &&
      !hasDates &&
      (role.title
        ? namesPlace(line.text)
        : !role.startDate && (townOverDatesAndTitle(lines, at) || townAndRegionOverDates(lines, at)))
    ) {
      // "Backend Engineer    2017-03 to 2020-11    Västerås" / "Handelsbanken": under a town set
      // after a role's whole dates, where a header sets the place, a name alone is the employer.
      const swap =
        role.title &&
        role.endDate &&
        townAfterDates(role, headerLine(role, true)) &&
        !line.text.includes(',') &&
        parseDate(line.text.trim()) === null;
      if (swap) [role.location, role.company] = [role.company, line.text.trim()];
      else role.location = line.text.trim();
      readInto(role, line.text.trim());
      continue;
    }
    // "May 2023 – Present" / "Darwin" / "Qantas Airways Limited" / "Engineering Lead": a place
    // alone under a role's dates, before any other field and over two header lines (or one that
    // names both: "PMO Lead chez Capgemini", "BNP Paribas, Senior Mechanical Engineer"), is its place
    // (a date column's cell holding the dates and the town, read before the role's own cell).
    const next = [lines[at + 1], lines[at + 2]];
    if (
      role?.startDate &&
      !role.company &&
      !role.title &&
      !role.location &&
      role.bullets.length === 0 &&
      !line.bullet &&
      !hasDates &&
      (isTownName(line.text.trim()) || namesPlace(line.text)) &&
      (next.every(undatedHeader) ||
        (undatedHeader(next[0]) && (titleAtCompany(next[0]!.text) !== null || titleCommaName(next[0]!.text))))
    ) {
      role.location = line.text.trim();
      continue;
    }
    // "Highlights", "Key achievements:": a label over a role's bullets names no field. It stays
    // with the role as written, so nothing is lost.
    if (role && !hasDates && BULLETS_LABEL_RE.test(line.text.trim())) {
      role.bullets.push(line.text.trim());
      lastBullet = false;
      continue;
    }
    // "Duty Manager, DB Schenker" / "Championed Health & Safety Compliance in …    2021-07—2026-06":
    // a role's range set flush right beside its first bullet (a sentence, or five words or more
    // opening on a past verb, cut where the line wraps) dates the role above it, which has none
    // yet; the rest of the line is that bullet.
    const undated = current as ExperienceEntry | null;
    const beside = found.rest.trim();
    if (
      hasDates &&
      undated &&
      (undated.title || undated.company) &&
      !undated.startDate &&
      undated.bullets.length === 0 &&
      (isBulletText(beside, false) || (startsWithPastVerb(beside) && beside.split(/\s+/).length >= 5))
    ) {
      Object.assign(undated, { startDate: found.start, endDate: found.end ?? found.start });
      undated.bullets.push(beside.replace(/\s+/g, ' '));
      lastBullet = true;
      continue;
    }
    // 2. Bullets, wrapped bullet tails, and unmarked sentences belong to the current role.
    const prev = (current as ExperienceEntry | null)?.bullets.at(-1) ?? '';
    // A year alone after a bullet that stops at "in" or "since" ends that sentence ("... won a
    // Green Flag in" / "2023"), it dates no new role.
    const yearTail = /^(?:19|20)\d{2}\.?$/.test(line.text.trim()) && YEAR_LEAD_RE.test(prev);
    const tail =
      !line.bullet &&
      lastBullet &&
      (yearTail ||
        (!hasDates &&
          // "eXant sp. z o.o.    Poznań": fields a wide gap apart are a header, not a wrapped tail.
          !/\S\s{3,}\S/.test(line.text) &&
          // "[github.com/x]." goes on with the sentence it cites; so does the rest of a word
          // broken at the line's end ("Otto-Friedrich-" / "University, Bamberg").
          // A name in lower case after a closed sentence opens a header ("bol.com, UX/UI Designer").
          ((/^[a-z(&,[]/.test(line.text) && !(/[.!?]$/.test(prev) && looksLikeHeader(line.text))) ||
            /\p{L}-$/u.test(prev) ||
            // "…using Intercompany" / "Reconciliation.": one word closing the sentence left open.
            (/^\p{L}+[.!?]$/u.test(line.text.trim()) && !/[.!?:;]$/.test(prev)) ||
            closesUnopened(line.text) ||
            (/^\d/.test(line.text) && !/[.!?]$/.test(prev) && !looksLikeHeader(line.text)))));
    if (
      line.bullet ||
      tail ||
      (isBulletText(line.text, hasDates && !yearTail) && !headsDatedLine(line, lines[at + 1]))
    ) {
      const entry: ExperienceEntry = current ?? open();
      if (tail && entry.bullets.length > 0) {
        entry.bullets[entry.bullets.length - 1] += ` ${line.text}`;
      } else {
        entry.bullets.push(line.text);
      }
      lastBullet = true;
      continue;
    }
    lastBullet = false;
    // 3. "Salthill, Galway | Sep 2019 – Present" under "Teacher — Scoil Bhríde": a place and
    // dates below a header naming title and company are that role's (the layout we render).
    const head = current as ExperienceEntry | null;
    if (
      head?.title &&
      head.company &&
      !head.startDate &&
      head.bullets.length === 0 &&
      hasDates &&
      isPlaceOfDates(found.rest) &&
      (!head.location || placeBackInHeader(head, headerLine(head, false)))
    ) {
      // One date ("Summer 2014") is both ends, as on any header (step 4).
      const endDate = found.end ?? found.start;
      Object.assign(head, { location: found.rest.trim(), startDate: found.start, endDate });
      continue;
    }
    // 4. A header line: classify its fragments, and open a new role when they clash with this one.
    // "May, 2022 - Jul, 2025 • 3 years 2 months": how long the dates span is no field.
    const words = withoutMoreDates(hasDates ? withoutSpan(found.rest) : found.rest);
    const c = current as ExperienceEntry | null;
    const fragments = placeAfterTitle(c, headerFragments(words), hasDates);
    const has = (kind: FieldKind) => fragments.some((f) => f.kind === kind);
    // "Bordeaux, Nouvelle-Aquitaine    12.2023 – Present" / "Technical Support Specialist" /
    // "Centre Hospitalier Universitaire de Nantes": an employer named under a dated, titled role
    // whose employer and place read together as a town and its region is the role's employer;
    // what was read as its employer was its place (a role has one employer).
    const misread =
      c !== null &&
      (placeReadAsEmployer(c) ||
        townAfterDates(c, headerLine(c, true)) ||
        (aloneOnLine(c, c.company) && townReadAsEmployer(c)));
    if (c && !hasDates && employerLine(fragments) && !townAndRegion(words) && misread) {
      Object.assign(c, {
        location: [c.company, c.location].filter(Boolean).join(', '),
        company: words.trim(),
      });
      readInto(c, words.trim());
      continue;
    }
    const clash =
      !c ||
      c.bullets.length > 0 ||
      (hasDates && c.startDate !== null) ||
      (has('title') && c.title !== null) ||
      // "Kasa    Seoul" under a role that has its place: a role has one place, this is the next.
      (has('location') &&
        fragments.length > 1 &&
        c.location !== null &&
        c.title !== null &&
        c.startDate !== null) ||
      (has('company') && c.company !== null && !(guessed.has(c) && c.title === null));
    const entry = clash ? open() : c;
    // "KALRO, Nairobi" / "Research Officer – Agricultural Economics": with the employer named
    // on its own line, a part dashed onto the title is the title's own (its field or unit); so
    // is a part after a comma ("Clinical Pharmacist, Internal Medicine").
    const known = entry.company !== null && !has('company');
    if (hasDates) {
      entry.startDate = found.start;
      // A role dated once ("Summer 2014") began and ended then.
      entry.endDate = found.end ?? found.start;
    }
    const held = fragments.find((f) => f.held)?.held;
    if (held && !entry.employment) entry.employment = held;
    headerLines.set(entry, [
      ...(headerLines.get(entry) ?? []),
      { text: hasDates ? line.text : words.trim(), dated: hasDates },
    ]);
    const own = known ? titleWithField(fragments, words) : unitOfEmployer(entry, fragments, words);
    assignFragments(entry, own ?? (known ? joinQualifiers(fragments) : fragments), guessed);
  }
  // 5. "Australian Energy Market Operator (AEMO)" / "Senior Cloud Engineer    Nov 2020 - Oct 2021":
  // an undated line read as a title alone (maybe with its place: "Arizona State University, P.I.
  // Professor M. Thorpe    Tempe, AZ"), right above a dated role with a title and no employer,
  // names that role's employer (a role has one title).
  // So does an undated "Organisation, Part" line read as employer and title ("Arizona State
  // University, P.I. Professor M. Thorpe") right above a dated role with a title of its own.
  for (let i = entries.length - 2; i >= 0; i--) {
    const [e, next] = [entries[i]!, entries[i + 1]!];
    const pair = e.company && e.title && headerLine(e, false)?.startsWith(`${e.company}, ${e.title}`);
    const bare = (pair || (e.title && !e.company)) && !e.startDate && e.bullets.length === 0;
    if (bare && next.title && next.startDate && !next.company && !(e.location && next.location)) {
      next.company = pair ? `${e.company}, ${e.title}` : e.title;
      next.location ??= e.location;
      next.employment ??= e.employment;
      entries.splice(i, 1);
    }
  }
  // 6. "Nemak, Ciudad de México    junio 2015 – julio 2019", read whole as a place, where a role's
  // header of that shape was read as employer and place ("Telcel, San Luis Potosí    julio 2019 –
  // …"): a section sets its headers one way, so it names the employer first too.
  const employerFirst = (e: ExperienceEntry) =>
    !!e.company && !!e.location && !!headerLine(e, true)?.startsWith(`${e.company}, ${e.location}`);
  if (entries.some(employerFirst)) {
    for (const e of entries) {
      const cut = e.location?.indexOf(', ') ?? -1;
      if (e.company || !e.title || cut < 0 || !headerLine(e, true)?.startsWith(e.location!)) continue;
      [e.company, e.location] = [e.location!.slice(0, cut), e.location!.slice(cut + 2)];
    }
  }
  // 6b. "Rouen, Normandie    03.2022 – 09.2023" / title / "Sopra Steria": the section decides
  // which of a place beside the dates and a line under the title is the employer.
  // 6c. "Title    Batangas City" / "Accenture Philippines    dates": so does it between the cell
  // over the dates and the cell beside them.
  const read = placeOverDates(
    placeBesideDates(entries, (e) => headerLines.get(e)),
    (e) => headerLines.get(e),
  );
  // 7. A role listed under a company's earlier role ("Acme" / "Senior X" / "X") shares its company.
  for (const [i, e] of read.entries()) {
    if (!e.company && i > 0 && e.title) e.company = read[i - 1]!.company;
  }
  return read.filter((e) => e.title || e.company || e.bullets.length > 0);
}

/** A line naming one organisation and nothing else. */
const employerLine = (fragments: Fragment[]): boolean =>
  fragments.length === 1 && fragments[0]!.kind === 'company';

/**
 * A dated, titled role without bullets whose employer (and place) reads as a town and its
 * region ("Bordeaux, Nouvelle-Aquitaine"); one name alone may be an employer cut by a wrap
 * ("Brand Designer at Nigerian" / "Breweries Plc").
 */
function placeReadAsEmployer(e: ExperienceEntry): boolean {
  const place = [e.company, e.location].filter(Boolean).join(', ');
  return !!e.startDate && !!e.title && e.bullets.length === 0 && townAndRegion(place);
}

/**
 * "Community Pharmacist    08/2025 to Present    Baguio": a dated, titled role without bullets
 * whose employer is a town's name alone, set after the dates at the end of its header, where a
 * header sets the place.
 */
function townAfterDates(e: ExperienceEntry, header: string | undefined): boolean {
  if (!header || !e.company || e.location || !e.title || e.bullets.length > 0) return false;
  const dates = header.lastIndexOf(e.endDate ?? e.startDate ?? '\0');
  return (
    dates >= 0 &&
    header.trimEnd().endsWith(e.company) &&
    header.indexOf(e.company) > dates &&
    isTownName(e.company)
  );
}

/**
 * "June 2013 – June 2016" / "Padova" / "Inside Sales Representative": a dated, titled role
 * without bullets whose employer is a town's name alone on its line.
 */
const townReadAsEmployer = (e: ExperienceEntry): boolean =>
  !!e.startDate && !!e.title && !!e.company && !e.location && e.bullets.length === 0 && isTownName(e.company);

/** "Bordeaux, Nouvelle-Aquitaine", "Naivasha, Nakuru County": a place in at least two parts. */
const townAndRegion = (text: string): boolean => text.includes(',') && isPlaceLine(text);

/**
 * "Business Intelligence Analyst — Ministerio de Educación de la Ciudad de Buenos Aires" over
 * "Rosario, Santa Fe | 2020 – 2024": an unmarked line of fields parted by a separator, over a line
 * holding only the dates or a place and the dates, is the header of the role those dates open,
 * however long its fields (a sentence ends or opens on a past verb; a header does neither).
 */
function headsDatedLine(line: ResumeLine, next: ResumeLine | undefined): boolean {
  const text = line.text.trim();
  if (line.bullet || splitFields(text).length < 2 || endsSentence(text) || startsWithPastVerb(text))
    return false;
  return isDatedPlaceLine(next);
}

/** A header's line without dates ("PMO Lead chez Capgemini"). */
const undatedHeader = (l: ResumeLine | undefined): boolean =>
  !!l && !l.bullet && findDates(l.text).start === null && headerShaped(l.text);

/** A short line that ends no sentence: a header's shape, not a bullet's. */
const headerShaped = (text: string): boolean =>
  text.split(/\s+/).length <= 12 && !/[;:]$/.test(text.trim()) && !endsSentence(text.trim());

/**
 * A header holds a few dates besides the role's at most: a line with more is a list, not a
 * header, and each search reads the whole line, so the search stops there (docs/architecture.md:
 * reading stays linear in the text's length).
 */
const MORE_DATES_IN_A_HEADER = 4;

/**
 * A line with dates besides the role's (a second range, a month cut off from its year) : those
 * are no title or company.
 */
function withoutMoreDates(rest: string): string {
  let text = rest;
  let more = findDates(text);
  for (let n = 0; more.start && n < MORE_DATES_IN_A_HEADER; n++, more = findDates(text)) text = more.rest;
  return text === rest ? rest : text.replace(LONE_MONTH_RE, '').trim();
}

/** An end written as a month with no year ("Oct."). */
const YEARLESS_MONTH_RE =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;

/** A month name alone with its punctuation ("Oct.", "– Dec"), left when a date wrapped. */
const LONE_MONTH_RE =
  /(?:^|(?<!\s)\s+)(?:[-–—,]\s*)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s*(?:[-–—,]\s*)?$/i;

/** "Clinical Pharmacist, Internal Medicine": a title and an unclassified part after its comma, as one title. */
function titleWithField(fragments: Fragment[], text: string): Fragment[] | null {
  const [title, field] = fragments;
  if (fragments.length !== 2 || title!.kind !== 'title' || field!.kind !== 'unknown' || field!.held)
    return null;
  return text.trim() === `${title!.text}, ${field!.text}` ? [{ kind: 'title', text: text.trim() }] : null;
}

/**
 * "Data Scientist" / "Environment and Climate Change Canada · Landscape Science Unit": under a
 * title with no employer yet, a line of organisation parts and nothing else names one employer
 * (an organisation and its unit), written as it stands.
 */
function unitOfEmployer(entry: ExperienceEntry, fragments: Fragment[], text: string): Fragment[] | null {
  if (!entry.title || entry.company || fragments.length < 2) return null;
  const parts = fragments.every(
    (f) => (f.kind === 'company' || f.kind === 'unknown') && !f.held && !f.qualifies,
  );
  return parts ? [{ kind: 'company', text: text.trim() }] : null;
}

/**
 * "Balfour Beatty    Jan 2020 - Present" / "Business Intelligence Analyst, Norwich, Norfolk": under
 * a dated line naming the employer alone, an undated title's line whose other fields form a place
 * gives the role's title and place, not a second employer ("Title, Employer, Town" is read so only
 * with no employer named above). So does a dated title's line under an undated line naming the
 * employer alone ("Generali Italia" / "Key Account Manager | Palermo, Sicilia | 2019 to 2023").
 */
function placeAfterTitle(role: ExperienceEntry | null, fragments: Fragment[], dated: boolean): Fragment[] {
  const oneDated = dated ? !role?.startDate : !!role?.startDate;
  if (!oneDated || !role?.company || role.title || role.location || role.bullets.length > 0) return fragments;
  const titles = fragments.filter((f) => f.kind === 'title');
  const rest = fragments.filter((f) => f.kind !== 'title');
  if (titles.length !== 1 || !rest.length || rest.some((f) => f.kind !== 'company' && f.kind !== 'location'))
    return fragments;
  const place = rest.map((f) => f.text).join(', ');
  return namesPlace(place) ? [...titles, { kind: 'location', text: place }] : fragments;
}

function joinQualifiers(fragments: Fragment[]): Fragment[] {
  return fragments.flatMap((f, i) => {
    const next = fragments[i + 1];
    if (f.qualifies) return [];
    return next?.qualifies && f.kind === 'title'
      ? [{ ...f, text: `${f.text} ${next.qualifies} ${next.text}` }]
      : [f];
  });
}

function assignFragments(entry: ExperienceEntry, fragments: Fragment[], guessed: Set<ExperienceEntry>): void {
  const unknown = fragments.filter((f) => f.kind === 'unknown').map((f) => f.text);
  for (const f of fragments) {
    if (f.kind === 'title' && !entry.title) entry.title = f.text;
    else if (f.kind === 'company' && guessed.has(entry) && !entry.title) {
      // "Konstrukteur  09/2015 – 02/2019" / "Knorr-Bremse AG": the guess was the title.
      entry.title = entry.company;
      entry.company = f.text;
      guessed.delete(entry);
    } else if (f.kind === 'company' && guessed.has(entry) && !entry.location && isTownName(entry.company!)) {
      // "2024-09–heden" / "Rotterdam" / "Manufacturing Engineer bij Gemeente Rotterdam": a town's
      // name guessed as the employer of a role whose employer is then named was its place.
      entry.location = entry.company;
      entry.company = f.text;
      guessed.delete(entry);
    } else if (f.kind === 'company' && !entry.company) entry.company = f.text;
    else if (f.kind === 'location' && !entry.location) entry.location = f.text;
    else if (f.kind !== 'unknown') unknown.push(f.text);
  }
  // Unclassified fragments fill the gaps: two on one line read "Title — Company"; one alone is
  // the company of a "Company  Dates" line (its title follows) unless the title is already known.
  if (unknown.length >= 2 && !entry.title && !entry.company) {
    entry.title = unknown.shift()!;
  }
  for (const text of unknown) {
    if (!entry.company) {
      entry.company = text;
      if (!entry.title) guessed.add(entry);
    } else if (!entry.title) entry.title = text;
    else if (!entry.location) entry.location = text;
  }
}
