/**
 * Lines a reader reads as one: a word hyphenated at the line end is joined ("Imple-" /
 * "mented" -> "Implemented"; "cross-" / "device" -> "cross-device", a compound keeps its
 * hyphen), and a long line whose sentence runs on into a lower-case next line is joined to it
 * ("…using Java and Spring" / "boot services…"). A sentence cut after a joining word ("…word
 * embeddings, and" / "Microsoft Power BI.") goes on whatever case the next line starts with.
 * So does a phrase cut inside a known name ("Java, Spring" / "Boot, Kafka"; "…with Machine" /
 * "Learning models"), and an item whose sentence plainly runs on into a capitalised line that
 * has no header's shape ("…a company wide Data" / "Platform for a tier 1 energy provider").
 * A bullet never swallows the next bullet.
 */
import { WEB_ADDRESS_RE } from './web-address';
import { findDates, isoDateGoesOn, rangeEndGoesOn, rangeGoesOn, spanOnly, startsWithDate } from './dates';
import { isPlaceWithoutComma, isTownAndRegion } from './contact-place';
import { isPlaceLine } from './trailing-town';
import { isCountryCode, isCountryName } from './world-names';
import { looksLikeDegree, looksLikeSchool } from './degrees';
import { isJoiningWord, opensNoName } from './field-ends';
import {
  classifyFragment,
  endsWithLegalForm,
  looksLikeLocation,
  looksLikeTitle,
  splitFields,
  splitTrailingLocation,
} from './entry-fields';
import { detectHeading } from './headings';
import { namesOrganisation } from './name-tail';
import type { ResumeLine } from './lines';
import { isDatedPlaceLine } from './dated-line';
import { startsWithPastVerb } from './past-verbs';
import { PLACE_JOINING_ALTERNATION } from './place-name-words';
import { vocabEntry } from './vocabulary';

/** First parts of compounds whose hyphen stays when a line breaks after it. */
const COMPOUND_FIRST = new Set(
  (
    'cross user self well high low long short real end full part front back cutting data cost state open ' +
    'third first second world best time mission fast client server cloud team detail results e co non ' +
    'multi-cloud on off hands face peer cost year month day week full-time part-time'
  ).split(' '),
);

const HYPHEN_END = /(?<!\p{L})(\p{L}+)[-\u00ad\u2010]$/u;

/**
 * "maarten-" / "vandermeer.com": a line of one word in lower case cut at its hyphen, and a web
 * address under it that the two make whole (a personal site in a narrow sidebar). An e-mail is
 * never cut so: its line holds the "@".
 */
function webAddressGoesOn(head: string, next: string): boolean {
  const [h, n] = [head.trim(), next.trim()];
  return (
    /^[\p{Ll}\d][\p{Ll}\d.-]*-$/u.test(h) &&
    !n.includes('@') &&
    DETAIL.test(n) &&
    WEB_ADDRESS_RE.test(`${h}${n}`)
  );
}

/**
 * Words no sentence or name ends with ("…Saxion Hogeschool voor" / "Toegepaste Wetenschappen",
 * "Estudio Jurídico Fernández &" / "Asociados"): the next line must finish it.
 */
const JOINING_END = new RegExp(
  `\\s(?:&|and|or|of|with|for|the|a|to|in|at|by|from|into|using|via|including|such as|between|across|und|et|dos|das|della|des|du|à|au|aux|voor|van|der|für|ng|w|${PLACE_JOINING_ALTERNATION})$`,
  'i',
);
/** A place's joining word capitalised ends a name ("Universidad Nacional del Sur"): only lower case joins. */
const PLACE_JOINING_END = new RegExp(`\\s(?:${PLACE_JOINING_ALTERNATION})$`, 'i');

/**
 * Whether the text ends on a joining word (JOINING_END). A capital "A" alone is a class or a
 * grade ("CDL Class A", "Plan A"), not the article, and a word in capitals on a line in mixed
 * case is a code ("…, Rivers State, NG": Nigeria's, not the Tagalog "ng"); a place's joining word
 * joins in lower case or on a line in capitals; a last cell that says how long the dates lasted
 * ("…    1 an") ends on no joining word.
 */
export const endsJoining = (text: string): boolean =>
  JOINING_END.test(text) &&
  !/\sA$/.test(text) &&
  !(/\s\p{Lu}{2,}$/u.test(text) && /\p{Ll}/u.test(text)) &&
  !(PLACE_JOINING_END.test(text) && /\s\p{Lu}\p{Ll}*$/u.test(text) && /\p{Ll}/u.test(text)) &&
  !spanOnly(text.split(/\s{2,}/).at(-1)!);

/**
 * A line that ends on a field separator goes on with the dates it separates ("… (Pty) Ltd |" /
 * "2020-06 to 2022-12") or the field it opens (`fieldAfterSeparator`).
 */
const SEPARATOR_END = /\s[|–—·]$/;
const DATE_LEAD_RE = /^(?:\d|\p{L}{3,9}\.?\s+\d)/u;

/** A range left open at a line's end ("2021-11-01 —", a role still held): no field follows it. */
const OPEN_RANGE_END = /\d\s+[|–—·]$/;

/** How many words the field after a line's closing separator may hold. */
const FIELD_AFTER_WORDS = 6;

/**
 * "Adamawa Agro-Allied Processing Company Ltd, Kaduna, Kaduna State —" / "Research Scientist": a
 * header's field wrapped after the separator that closes its line: one field (no separator of its
 * own, as a list's next line has) of a few capitalised words that open no section.
 */
const fieldAfterSeparator = (text: string): boolean =>
  /^\p{Lu}/u.test(text) &&
  !/\s[|–—·•]\s/.test(text) &&
  text.trim().split(/\s+/).length <= FIELD_AFTER_WORDS &&
  !/[.!?:;]$/.test(text.trim()) &&
  detectHeading(text) === null;

/** Whether the line's sentence plainly goes on (long, and not closed by punctuation). */
const runsOn = (text: string): boolean => text.split(/\s+/).length >= 6 && !/[.!?:;|]$/.test(text);

/**
 * A contact detail starts its own line even in lower case ("jane@x.com", "linkedin.com/in/…",
 * "people.csail.mit.edu/tarfah": a dotted host and a path).
 */
const DETAIL = /^\S+@|^(?:https?:|www\.)|^\S+\.(?:com|org|net|io|me|dev|edu|gov)\b|^[\w-]+(?:\.[\w-]+)+\/\S/;

/** Words that join the words of a name ("Bank of the West"): no sign of a sentence. */
const NAME_JOINERS = new Set('and for the with von van der den des del della und les'.split(' '));

/** A name written in lower case before a colon, opening a line ("aku-client: …", "om-tool: …"). */
const ITEM_NAME_RE = /^\p{Ll}[\p{L}\p{N}._-]*:\s/u;
/** A line's end on a year or an open range's end ("… 2017 – 2020", "… 2019", "… Present"). */
const DATED_END_RE = /(?:(?:19|20)\d{2}|present)$/iu;

/** Fields a wide gap apart ("eXant sp. z o.o.    Poznań"). */
const WIDE_GAP = /\S\s{3,}\S/;
/** A row's cells split at their gaps, the gaps kept (split's capture). */
const CELL_GAP = /((?<!\s)\s{3,})/;

/**
 * A line shaped like an entry's header or a heading: dates, fields a gap or a separator apart,
 * a job title (not inside a whole sentence: "IaC(Infrastructure as Code) tools like Ansible,
 * Packer and Terraform." names no job), a trailing place ("Bank of Canada, Ottawa, ON") or a
 * section's name.
 */
const headerShaped = (text: string): boolean =>
  findDates(text).start !== null ||
  WIDE_GAP.test(text) ||
  splitFields(text).length >= 2 ||
  (looksLikeTitle(text) && !(readsAsSentence(text) && /\.$/.test(text.trim()))) ||
  splitTrailingLocation(text)[1] !== null ||
  detectHeading(text) !== null;

/**
 * "Spring" / "Boot, Kafka": the last words of one line and the first of the next make a known
 * multi-word name that the first words alone are not ("DevOps" is one: "Azure" / "DevOps
 * Engineer" stays two lines).
 */
function splitsKnownName(prev: string, next: string): boolean {
  if (!/[\p{L}\p{N}+#]$/u.test(prev)) return false;
  // A line that is a known name whole up to its first separator holds that name and finishes
  // none above it ("B2B Sales" / "Territory Planning": two items of a list set one a line).
  if (vocabEntry(next.split(/[,;|]/)[0]!.trim())) return false;
  const before = prev.split(/\s+/).slice(-3);
  const after = next.split(/\s+/).slice(0, 3);
  for (let k = 1; k <= after.length; k += 1) {
    const head = after.slice(0, k);
    // A word ending in punctuation ends the phrase: "Boot," may close it, never go past it.
    if (head.slice(0, -1).some((w) => /[^\p{L}\p{N}+#]$/u.test(w))) break;
    const completes = head.join(' ').replace(/(?<![,.;:)])[,.;:)]+$/, '');
    if (!/^\p{L}/u.test(completes) || vocabEntry(completes)) continue;
    for (let i = 1; i <= before.length; i += 1) {
      if (vocabEntry(`${before.slice(-i).join(' ')} ${completes}`)) return true;
    }
  }
  return false;
}

/**
 * "Platform for a tier 1 energy provider": a capitalised line that reads as the rest of a
 * sentence, a lower-case word of its own in it (not one that joins a name's words, not a
 * bracketed note, not an abbreviation like "o.o.").
 */
const readsAsSentence = (text: string): boolean =>
  text
    .replace(/\([^()]*\)/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/(?<![,;:.!?])[,;:.!?]+$/, ''))
    .some((w) => /^\p{Ll}{3,}$/u.test(w) && !NAME_JOINERS.has(w));

/** A line listing items: two separators or more ("Workday, BambooHR, HRIS"). */
const listed = (text: string): boolean => (text.match(/[,;]\s/g)?.length ?? 0) >= 2;

/**
 * "…Machine Learning, Text Analysis, GIS" / "Analysis, Network Analysis": a line of listed
 * items under a line listing items goes on with that list.
 */
const listGoesOn = (prev: string, next: string): boolean => /[,;]\s/.test(next) && listed(prev);

/**
 * "Food Costing.", "Processing Units (TPU).": a line that closes a sentence with a full stop
 * after a word of four letters or a bracket (no legal form: "Acme Co.", "Globex Holdings Limited.").
 */
const closesSentence = (text: string): boolean =>
  /(?:\p{L}{4}|\))\.$/u.test(text.trim()) && !endsWithLegalForm(text.trim()) && !WIDE_GAP.test(text);

/** "…containerised as Cloud": a line that stops on a capitalised word mid-sentence, a name cut. */
const endsInName = (text: string): boolean =>
  /\s\p{Lu}[\p{L}\p{N}.+#-]*$/u.test(text) && !/[.!?]$/.test(text);

/**
 * Whether a capitalised line goes on with the line before: a known name cut in two, or a bullet
 * cut mid-sentence (it runs on, stops on a name, or ends with a comma) and a line that carries
 * the sentence on (a comma's list, words of a sentence, or its close). Never a line with a
 * header's shape.
 */
function continuesCapitalised(prev: ResumeLine, line: ResumeLine): boolean {
  if (line.bullet || !/^\p{Lu}/u.test(line.text) || DETAIL.test(line.text)) return false;
  if (!prev.bullet && (degreeGoesOn(prev.text, line.text) || placeGoesOn(prev.text, line.text))) return true;
  const named = splitsKnownName(prev.text, line.text) && detectHeading(prev.text) === null;
  const cut =
    prev.bullet &&
    !WIDE_GAP.test(prev.text) &&
    findDates(prev.text).start === null &&
    (/,$/.test(prev.text) ||
      ((runsOn(prev.text) || endsInName(prev.text)) &&
        (readsAsSentence(line.text) || listGoesOn(prev.text, line.text) || closesSentence(line.text)))) &&
    // "…HIV clinic and critical care" / "Built a penicillin allergy tool…": an achievement of its own.
    !startsWithPastVerb(line.text);
  return (named || cut) && !headerShaped(line.text);
}

/**
 * "Certificate II in Transport and Logistics in": a degree that names its field and stops on "in"
 * again (a template's "{degree} in {area}" given a degree that holds its field): no name goes on
 * from it on the next line.
 */
const fieldNamedTwice = (head: string): boolean => / in \p{L}.* in$/iu.test(head) && looksLikeDegree(head);

/**
 * "Level 2 Certificate in" / "Warehousing and Storage": a degree cut after a joining word goes on
 * on a short capitalised line that names no school, title or section.
 */
const degreeGoesOn = (head: string, next: string): boolean =>
  /\s(?:in|of|and|for|&)$/i.test(head) &&
  looksLikeDegree(head) &&
  !fieldNamedTwice(head) &&
  next.split(/\s+/).length <= 6 &&
  !WIDE_GAP.test(head) &&
  !looksLikeSchool(next) &&
  !looksLikeTitle(next) &&
  detectHeading(next) === null;

/** "San Miguel de Tucumán," / "Tucumán AR": a town and its region cut after the comma. */
const placeGoesOn = (head: string, next: string): boolean =>
  /^[^,]+,$/.test(head.trim()) && !/,/.test(next) && isTownAndRegion(`${head.trim()} ${next.trim()}`);

/**
 * "Manchester, Greater Manchester, United" / "Kingdom": a town and region whose country's name
 * the line cut inside (one or two of its words before the cut).
 */
function countryNameGoesOn(head: string, next: string): boolean {
  const words = head.trim().split(' ');
  return [1, 2].some((k) => {
    const place = words.slice(0, -k).join(' ').replace(/,$/, '');
    return (
      words.length > k &&
      isCountryName(`${words.slice(-k).join(' ')} ${next.trim()}`) &&
      isTownAndRegion(place)
    );
  });
}

/**
 * "Uyo Akwa Ibom State" / "NG": a town and region whose country wrapped onto a line of its own
 * (its code or its name alone) goes on there.
 */
function countryGoesOn(head: string, next: string): boolean {
  const country = next.trim();
  const code = isCountryCode(country);
  if (!(code || isCountryName(country)) || detectHeading(country) !== null) return false;
  // A place that ends on its comma ("Vancouver, British Columbia,") waits for its country; one
  // that ends on a country has it (a region may end on a country's word: "Estado de México").
  const t = head.trim().replace(/,$/, '');
  const last = t.split(/[\s,]+/).at(-1) ?? '';
  const part = t.slice(t.lastIndexOf(',') + 1).trim();
  if (/^[A-Z]{2}$/.test(last) || isCountryName(part)) return false;
  // Capitalised words without a comma may be a person's name over a town that names a country
  // too ("Marta Fernández Ortega" / "Granada"): there only a country's code goes on.
  return isTownAndRegion(t) || (code && (isPlaceLine(t) || isPlaceWithoutComma(t)));
}

/**
 * "Vancouver, British Columbia,    mei@yahoo.ca" / "CA": in a row of cells, a town and region
 * that ends on its comma goes on with the country alone on the line under it. The row with the
 * country in its cell, or null.
 */
function countryEndsCell(head: string, next: string): string | null {
  // Cells at even indices, the gaps between them (kept as they are) at odd ones.
  const parts = head.trim().split(CELL_GAP);
  if (parts.length < 3) return null;
  const at = parts.findIndex((c, i) => i % 2 === 0 && c.endsWith(',') && countryGoesOn(c, next));
  if (at < 0) return null;
  parts[at] = `${parts[at]} ${next.trim()}`;
  return parts.join('');
}

/**
 * "Engineer at Brisbane City Council (November" / "2023–Present)": a bracket the line opens a few
 * words before its end is closed a few words into the next line, which goes on there.
 */
function bracketGoesOn(head: string, next: string): boolean {
  const open = head.lastIndexOf('(');
  if (open < 0 || head.includes(')', open) || head.slice(open).split(/\s+/).length > 3) return false;
  const close = next.indexOf(')');
  return close > 0 && !next.slice(0, close).includes('(') && next.slice(0, close).split(/\s+/).length <= 4;
}

/**
 * "Düsseldorf, Nordrhein-" / "Westfalen DE": a town and region cut at a hyphen in the region; so
 * is one printed without its commas ("Dijon Bourgogne-" / "Franche-Comté FR"), and one closing a
 * header after its dash, its dates after it ("Deutsche Telekom AG — Karlsruhe, Baden-" /
 * "Württemberg (04/2019 - 01/2023)").
 */
function hyphenPlaceGoesOn(head: string, next: string): boolean {
  if (!/\p{L}-$/u.test(head.trim()) || !/^\p{Lu}/u.test(next.trim()) || /\s{3,}/.test(head + next))
    return false;
  const field = head
    .trim()
    .split(/\s[|–—]\s/)
    .at(-1)!;
  const dated = findDates(next);
  // Dates close the line when the words left without them open it.
  const closing = dated.start !== null && next.trim().startsWith(dated.rest.trim());
  const end = closing ? dated.rest.trim() : next.trim();
  const place = `${field}${end}`;
  return field.includes(',') ? isTownAndRegion(place) : isPlaceWithoutComma(place);
}

/**
 * "… at Urbana-" / "Champaign, Tampa", "… Akademia Górniczo-" / "Hutnicza im. Stanisława
 * Staszica w Krakowie", "Ludwig-Maximilians-" / "Universität München", "University of KwaZulu-" /
 * "Natal": a capitalised name (capitals inside it too) cut at its own hyphen goes on on a line
 * that opens with a capitalised word and holds no fields a gap apart, no dates and no heading (a
 * list's items are the list parser's to mend).
 */
const hyphenNameGoesOn = (head: string, next: string): boolean =>
  /(?:^|[\s-])\p{Lu}\p{L}*-$/u.test(head.trim()) &&
  /\p{Ll}-$/u.test(head.trim()) &&
  !WIDE_GAP.test(head) &&
  !listGoesOn(head, ', ') &&
  /^\p{Lu}\p{Ll}+(?=[\s,]|$)/u.test(next.trim()) &&
  !WIDE_GAP.test(next) &&
  findDates(next).start === null &&
  detectHeading(next) === null;

/** "Acme, Analyst, An-    Jan 2025 – Feb 2026": the text before a wide gap, and the dates after it. */
const TEXT_THEN_DATES = /^(\S.*?\S)\s{3,}(\S[^\n]*)$/;
/** "…, Uni- 01/2011–01/2012", "…Lim- January 2025 - May 2025": a word cut at the line's end, the dates set close after it. */
const CUT_THEN_DATES = /^(\S.*?\p{Ll}-) ((?:\d|\p{L}{3,9}\.? \d)[^\n]*)$/u;

/**
 * "Kolade & Partners Legal Practitioners, Support 12/2021–Present": a whole word, then a range
 * set close after it (the text filled its box up to the dates); only a range with both ends.
 */
const WORD_THEN_RANGE = /^(\S.*?\p{L}) ((?:\d|\p{L}{3,9}\.? \d)[^\n]*)$/u;

/** A dated header's text and the dates set after it (nothing else but them), or null. */
function textThenDates(text: string): [string, string] | null {
  const wide = TEXT_THEN_DATES.exec(text) ?? CUT_THEN_DATES.exec(text);
  const m = wide ?? WORD_THEN_RANGE.exec(text);
  if (!m) return null;
  const found = findDates(m[2]!);
  // Close after a word, the dates must be the line's whole range ("London, April 2016 to July
  // 2019" keeps its month).
  if (!wide && (found.end === null || findDates(text).start !== found.start)) return null;
  return found.start === null || /\p{L}{3}/u.test(found.rest) ? null : [m[1]!, m[2]!];
}

/**
 * "The Medical City, Reporting Analyst, An-    Jan 2025 – Feb 2026" / "geles, Pampanga.": an
 * entry's header whose text stops mid-word before the dates set right of it goes on on the next
 * line, which then joins the text, not the dates. The next line is short, undated, in lower case
 * and no detail of its own. (A header stopping at a comma does not: "Master of Pharmacy," over
 * its school is two fields.) Returns the joined line, or null.
 */
function headerGoesOn(prev: ResumeLine, line: ResumeLine): string | null {
  if (prev.bullet || line.bullet || DETAIL.test(line.text) || WIDE_GAP.test(line.text)) return null;
  const header = textThenDates(prev.text);
  if (!header || line.text.split(/\s+/).length > 8 || findDates(line.text).start !== null) return null;
  const [head, dates] = header;
  // A dated header's name left on a joining word ("…, Lagos State Ministry of    2022-07 — Present"
  // / "Education") is finished by the next line, whatever heading its words also name; a degree
  // that names its field stops there.
  const nameLeftOpen = joiningCut(head) && !looksLikeDegree(head);
  if (!nameLeftOpen && fieldOfItsOwn(head, line.text)) return null;
  if (/\p{Ll}-$/u.test(head) && /^\p{Ll}/u.test(line.text))
    return `${head.slice(0, -1)}${line.text}    ${dates}`;
  if (hyphenNameGoesOn(head, line.text)) return `${head}${line.text}    ${dates}`;
  // "School (Bachelor of Science in Civil    2013 – 2017" / "and Environmental Engineering)": a
  // bracket the header opened is closed on the next line.
  if (head.lastIndexOf('(') > head.lastIndexOf(')') && /^[^()]+\)/.test(line.text))
    return `${head} ${line.text}    ${dates}`;
  return nameGoesOn(head, line.text) || kindGoesOn(head, line.text) || degreeFieldGoesOn(head, line.text)
    ? `${head} ${line.text}    ${dates}`
    : null;
}

/**
 * "Bachelor of Business Administration in Hotel    03/2010–03/2012" / "Management, University of
 * Minnesota Twin Cities,": a degree cut inside the name of its field goes on on a line whose first
 * words, before a comma, finish that name and whose next field is the school.
 */
function degreeFieldGoesOn(head: string, next: string): boolean {
  const field = head.split(/\s(?:in|of)\s/).at(-1)!;
  if (!looksLikeDegree(head) || looksLikeSchool(head) || field === head || field.includes(',')) return false;
  if (!/\s\p{Lu}\p{L}*$/u.test(head)) return false;
  const [first, ...rest] = next.split(/,\s*/);
  return (
    /^\p{Lu}\p{L}*(?: (?:and|&|of)? ?\p{Lu}\p{L}*){0,2}$/u.test(first!) &&
    !looksLikeSchool(first!) &&
    !looksLikeLocation(first!) &&
    looksLikeSchool(rest.join(', '))
  );
}

/** The last field of a header: after "at", "from", a comma or a separator. */
const LAST_FIELD_RE = /(?:\s(?:at|from|@)\s|,\s|\s[|–—-]\s)(\p{Lu}[^,|–—]*)$/u;

/**
 * Spanish, Portuguese and Italian name a school with its kind first and what it is after ("Pontificia
 * Universidad Católica Argentina", "Instituto Tecnológico Autónomo de México"): a name that ends
 * on the kind is cut.
 */
const SCHOOL_KIND_END_RE =
  /(?:^|\s)(?:Universidad|Universidade|Università|Instituto|Istituto|Escuela|Escola|Faculdade|Facultad|Colegio|Colégio)$/u;

/** Cut after a joining word in lower case ("West Lafayette, IN" ends on a state). */
const joiningCut = (head: string): boolean => endsJoining(head) && /\s\p{Ll}+$/u.test(head);
/** "Université du Québec à", "Federal University of": a school's or employer's name cut after a joining word. */
const nameCut = (head: string): boolean => joiningCut(head) && namesOrganisation(head.trim());

/**
 * "Bachelor of Business Administration at Arizona State    Nov 2020 - Feb 2023" / "University":
 * a header whose last field is a name of no known kind goes on on a short capitalised line that
 * completes it into a school's or an employer's name, or on any such line when it stops on a
 * joining word ("…at Indian Institute of" / "Management Ahmedabad") or on a school's kind
 * (SCHOOL_KIND_END_RE). Under a dated header, that line may end on the entry's place after a
 * comma ("…, Pontificia Universidad" / "Católica Argentina, Posadas"). A line naming a section,
 * or a job's title, or a place after a whole name, is no such end.
 */
function kindGoesOn(head: string, next: string, dated = true): boolean {
  const field = LAST_FIELD_RE.exec(head)?.[1]?.trim();
  const [first, ...after] = next.split(/,\s+/);
  const placed = dated && after.length > 0 && isPlaceLine(after.join(', ').replace(/\.$/, ''));
  const words = placed ? first! : next;
  if (words.split(/\s+/).length > 4 || !/^\p{Lu}[\p{L} .'’&-]*$/u.test(words)) return false;
  // "…at Indian Institute of" / "Management Ahmedabad": a name cut after a joining word (in
  // lower case: "West Lafayette, IN" ends on a state). Only a dated header, whose fields never
  // end on one ("Société Lyonnaise de Mécanique de    July 2024 - Present" / "Précision SAS"),
  // whatever the next line's words name (a heading's: "…, Lagos State Ministry of    2022-07 —
  // Present" / "Education"): in other lines the sentence rules above decide, but for a school's
  // or employer's name alone on its line ("Université du Québec à" / "Montréal").
  const cut = joiningCut(head) && !fieldNamedTwice(head);
  if (cut && dated) return true;
  if (detectHeading(words) !== null || looksLikeTitle(words)) return false;
  if (cut && nameCut(head)) return true;
  // "George Brown College, Edmonton" / "Diploma in Hotel Management": a degree is a field of its own.
  if (!field || looksLikeLocation(words) || looksLikeDegree(words)) return false;
  if (SCHOOL_KIND_END_RE.test(field)) return true;
  return (
    !namesOrganisation(field) &&
    classifyFragment(field) === 'unknown' &&
    namesOrganisation(`${field} ${words}`)
  );
}

/** "Iberoamericana | Dec 2020 - Feb 2022": a line's first field, then its dates after a separator. */
const FIELD_THEN_DATES = /^(\p{Lu}[^|–—·,]*?\S)(?:\s+[|–—·]\s+|\s{3,})(\S[^\n]*)$/u;

/**
 * "Bachelor of Fine Arts | Universidad" / "Iberoamericana | Dec 2020 - Feb 2022": an undated
 * header whose last field is a name cut short (a school's word alone, a name of no known kind, or
 * a joining word: "… S.A. de" / "C.V. | Feb 2022 - Oct 2024") goes on on a line that completes the
 * name and then gives the dates. Returns the joined line, or null.
 */
function nameRunsOnToDates(prev: ResumeLine, line: ResumeLine): string | null {
  if (prev.bullet || line.bullet || findDates(prev.text).start !== null) return null;
  const m = FIELD_THEN_DATES.exec(line.text.trim());
  if (!m || m[1]!.split(/\s+/).length > 4 || detectHeading(m[1]!) !== null || looksLikeTitle(m[1]!))
    return null;
  const found = findDates(m[2]!);
  if (found.start === null || /\p{L}{3}/u.test(found.rest)) return null;
  const field = LAST_FIELD_RE.exec(prev.text)?.[1]?.trim();
  // A school's word alone ("Universidad", "University") names no school yet.
  const bare = (text: string) => !/\s/.test(text) && looksLikeSchool(text);
  const lone = !!field && bare(field);
  const cut = joiningCut(prev.text);
  const unknown = !!field && !namesOrganisation(field) && classifyFragment(field) === 'unknown';
  // A name begun after "at" in a word or two of no known kind ("… at Indian" / "Institute of
  // Technology Bombay    August 2016–August 2018") goes on whatever the next line names.
  const begun = unknown && /\s(?:at|from)\s\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?$/u.test(prev.text);
  // The line's field is no whole name of its own ("Grupo Posadas | 2019 – 2021" under a place).
  if ((namesOrganisation(m[1]!) && !bare(m[1]!) && !begun) || isPlaceLine(prev.text)) return null;
  return cut || ((lone || unknown) && namesOrganisation(`${field} ${m[1]}`))
    ? `${prev.text} ${line.text.trim()}`
    : null;
}

/**
 * "Bachelor of Business Administration, Nnamdi    02/2012–05/2014" / "Azikiwe University, Ibadan.":
 * a header of fields in one sentence ("Degree, School, Town.") cut inside a name goes on on a
 * line that ends that sentence: the header holds a comma and stops at a capitalised word or a
 * joining word ("Alma Mater Studiorum Università di"), and the next line is capitalised, names a
 * place after its last comma and ends with a full stop.
 */
const nameGoesOn = (head: string, next: string): boolean =>
  head.includes(', ') &&
  (/\s\p{Lu}\p{L}*$/u.test(head) || endsJoining(head)) &&
  /^\p{Lu}[^.]*, \p{Lu}[^,.]*\.$/u.test(next);

/**
 * "NVQ Level 2 in Logistics    September 2010 - November 2013" / "Operations, Kenya Utalii" /
 * "College, Machakos.": a dated header written as one sentence of fields ("Degree, School,
 * Town.") that wraps beside its dates goes on through the line that closes the sentence with a
 * full stop, three lines on at most. Each is short, undated, no bullet, heading or contact detail
 * and holds no words of a sentence (only names and the words that join them); a comma parts the
 * fields among them; and the header plainly stops short: on a joining word, a comma or a cut word,
 * or before a first field that is no field of its own ("Operations", not "Acme Corp"). Returns
 * how many lines go on and the joined line, or null.
 */
function sentenceGoesOn(
  prev: ResumeLine,
  next: readonly ResumeLine[],
): { taken: number; text: string } | null {
  const header = prev.bullet ? null : textThenDates(prev.text);
  if (!header || /[.;:!?)]$/.test(header[0])) return null;
  const [head, dates] = header;
  let text = head;
  for (const [k, line] of next.slice(0, 3).entries()) {
    // A justified line's word spaces may be as wide as a gap between fields.
    const t = line.text.replace(/\s{3,}/g, ' ').trim();
    if (line.bullet || DETAIL.test(t) || findDates(t).start !== null || detectHeading(t) !== null)
      return null;
    const cut = /\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(t);
    if (t.split(/\s+/).length > 8 || (!cut && !/^\p{Lu}/u.test(t))) return null;
    if (readsAsSentence(cut ? t.replace(/^\S+/, '') : t)) return null;
    // A first field of no known kind shows a name cut, not a field of its own; not where a wide
    // gap may part fields ("Officine Meccaniche Lombarde di Precisione    Cagliari, Sardegna").
    const unknown =
      !WIDE_GAP.test(line.text) && classifyFragment(t.split(/,\s*/)[0]!.replace(/\.$/, '')) === 'unknown';
    const open = k > 0 || cut || /,$/.test(text) || endsJoining(text) || unknown;
    if (!open) return null;
    text = cut ? `${text.slice(0, -1)}${t}` : `${text} ${t}`;
    if (t.endsWith('.'))
      return text.slice(head.length).includes(', ') ? { taken: k + 1, text: `${text}    ${dates}` } : null;
  }
  return null;
}

/**
 * A line after one that stops on a joining word that still stands alone: a known section's
 * heading, or a school under a whole degree ("Bachelor of Science in Nursing in" / "University of
 * Leeds": a template's "{degree} in {area}" with no area, or a French one's "{degree} en {area}"),
 * or any capitalised name under a degree that names its field twice (`fieldNamedTwice`).
 */
function fieldOfItsOwn(head: string, next: string): boolean {
  const wholeDegree = looksLikeDegree(head) && !looksLikeSchool(head);
  const joiningEnd = / /.test(head) && isJoiningWord(head.slice(head.lastIndexOf(' ')));
  const heading = detectHeading(next);
  // Any heading stands alone after a degree that already names its field ("Bachelor of Arts in
  // Psychology in" / "Languages"): before that, a heading's word may be the field.
  const fieldNamed = / in \p{L}/u.test(head.slice(0, head.lastIndexOf(' ')));
  if (heading && (heading.kind !== 'other' || (joiningEnd && wholeDegree && fieldNamed))) return true;
  if (fieldNamedTwice(head) && /^\p{Lu}/u.test(next) && !looksLikeDegree(next)) return true;
  return joiningEnd && wholeDegree && looksLikeSchool(next) && !looksLikeDegree(next);
}

export function joinWrappedLines(lines: ResumeLine[], fullText: string): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const prev = out[out.length - 1];
    const sentence = prev && sentenceGoesOn(prev, lines.slice(i, i + 3));
    if (sentence) {
      out[out.length - 1] = { ...prev, text: sentence.text };
      i += sentence.taken - 1;
      continue;
    }
    const header = prev && (headerGoesOn(prev, line) ?? nameRunsOnToDates(prev, line));
    if (header) {
      out[out.length - 1] = { ...prev, text: header };
      continue;
    }
    if (prev && !line.bullet && isoDateGoesOn(prev.text, line.text)) {
      out[out.length - 1] = { ...prev, text: `${prev.text.trimEnd()}${line.text.trimStart()}` };
      continue;
    }
    const joining =
      bracketGoesOn(prev?.text ?? '', line.text) ||
      rangeEndGoesOn(prev?.text ?? '', line.text) ||
      (runsOn(prev?.text ?? '') && endsJoining(prev?.text ?? '')) ||
      (SEPARATOR_END.test(prev?.text ?? '') &&
        ((DATE_LEAD_RE.test(line.text) && findDates(line.text).start !== null) ||
          (!OPEN_RANGE_END.test(prev?.text ?? '') && fieldAfterSeparator(line.text)))) ||
      rangeGoesOn(prev?.text ?? '', line.text);
    // "…that every product squad now relies on" / "Junior Software Engineer — Lendlease" / "Brisbane |
    // September 2001 – March 2003": fields over a line of dates head a role; a bullet ends there.
    const headsRole = prev?.bullet && splitFields(line.text).length >= 2 && isDatedPlaceLine(lines[i + 1]);
    if (
      prev &&
      !line.bullet &&
      joining &&
      !headsRole &&
      !DETAIL.test(line.text) &&
      !fieldOfItsOwn(prev.text, line.text)
    ) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
      continue;
    }
    // Below, a line finishes a name or a place the line before began. A heading alone on its line
    // is no such line ("Work Experience" / "HR", Croatia's code, over a headline).
    const wrapsName = prev && !prev.bullet && !line.bullet && detectHeading(prev.text)?.inline !== null;
    // "Master of Science in Hospitality Management, Linköping" / "University": undated, too,
    // when the next line is one word (two or more may name an employer of their own under a
    // place: "Townsville, Queensland" / "Brisbane City Council"), or the line before ends on a
    // joining word ("Federal University of" / "Technology Owerri").
    const oneWord = !/\s/.test(line.text.trim());
    const open = oneWord || nameCut(prev?.text ?? '');
    if (prev && wrapsName && open && kindGoesOn(prev.text, line.text, false)) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
      continue;
    }
    // "Düsseldorf, Nordrhein-" / "Westfalen DE": a place broken at its own hyphen keeps it; so
    // does a name ("University of Illinois at Urbana-" / "Champaign").
    const hyphenated =
      hyphenPlaceGoesOn(prev?.text ?? '', line.text) || hyphenNameGoesOn(prev?.text ?? '', line.text);
    if (prev && wrapsName && hyphenated) {
      out[out.length - 1] = { ...prev, text: `${prev.text.trim()}${line.text.trim()}` };
      continue;
    }
    if (prev && wrapsName && countryNameGoesOn(prev.text, line.text)) {
      out[out.length - 1] = { ...prev, text: `${prev.text.trim()} ${line.text.trim()}` };
      continue;
    }
    // The country joins its place the way the place is written: after a comma when it has one.
    if (prev && wrapsName && countryGoesOn(prev.text, line.text)) {
      const comma = prev.text.includes(',') && !prev.text.trim().endsWith(',') ? ',' : '';
      out[out.length - 1] = { ...prev, text: `${prev.text.trim()}${comma} ${line.text.trim()}` };
      continue;
    }
    const withCountry = prev && wrapsName ? countryEndsCell(prev.text, line.text) : null;
    if (prev && withCountry !== null) {
      out[out.length - 1] = { ...prev, text: withCountry };
      continue;
    }
    if (prev && continuesCapitalised(prev, line)) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
      continue;
    }
    // Fields a wide gap apart ("eXant sp. z o.o.    Poznań") start a line of their own; a bullet's
    // rest that opens on a word no name opens with ("and ∼200K ton CO2    reduction": a justified
    // line, or a subscript set apart) is no fields, and its gaps are word spaces.
    const rest = prev?.bullet === true && opensNoName(line.text);
    if (rest && !line.bullet) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text.trim().replace(/\s{3,}/g, ' ')}` };
      continue;
    }
    // "maarten-" / "vandermeer.com": a web address a narrow column cut at its own hyphen.
    if (prev && !line.bullet && webAddressGoesOn(prev.text, line.text)) {
      out[out.length - 1] = { ...prev, text: `${prev.text.trim()}${line.text.trim()}` };
      continue;
    }
    const fields = /\S\s{3,}\S/.test(line.text);
    // A line opening with a date in lower case ("lis 2017–gru 2018") dates what follows.
    const lower = /^\p{Ll}/u.test(line.text) && !startsWithDate(line.text);
    // A word cut at a hyphen goes on whatever follows it ("… Ciência e Tec-" / "nologia de São
    // Paulo, Doctor of Philosophy    07/2015 - 09/2017").
    const hyphen = HYPHEN_END.exec(prev?.text ?? '');
    if (prev && !line.bullet && (!fields || hyphen) && lower && !DETAIL.test(line.text)) {
      if (hyphen) {
        const first = hyphen[1]!;
        const next = /^\p{L}+/u.exec(line.text)?.[0] ?? '';
        const kept = COMPOUND_FIRST.has(first.toLowerCase()) || fullText.includes(`${first}-${next}`);
        const stem = prev.text.slice(0, -1);
        out[out.length - 1] = { ...prev, text: `${kept ? `${stem}-` : stem}${line.text}` };
        continue;
      }
      // "Docker | Terraform | CI/CD" / "gRPC | Python": a list line, then a name written in lower
      // case with a capital inside ("gRPC", "iOS"), starts the next row of the list.
      const listRow = /[|•·▪;]/.test(prev.text) && /^\p{Ll}+\p{Lu}/u.test(line.text);
      // "kgservice: A semantic graph database interface. Github/simutool/kgservice 2017 – 2020" /
      // "aku-client: Meta-data client of the kgservice. …": a line that closes on its dates ends
      // its item, and a name in lower case before a colon opens the next.
      const nextItem = ITEM_NAME_RE.test(line.text) && DATED_END_RE.test(prev.text.trim());
      // "…, HRIS, Workforce Planning" / "languages": a section's name in lower case alone on its
      // line is no item of the comma list above it.
      const headingAfterList = listed(prev.text) && detectHeading(line.text) !== null;
      if (runsOn(prev.text) && !listRow && !nextItem && !headingAfterList) {
        out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
        continue;
      }
    }
    out.push(line);
  }
  return out;
}
