/**
 * Parser step 4b (part): one role header line, its dates already removed -> classified fields.
 * "Title — Company, Location", "Company | Title", "Title at Company" and its Spanish, German,
 * French and Portuguese forms ("Ingeniera en Telefónica", "Entwickler bei SAP", "Développeur
 * chez Criteo", "Analista na Nubank"), the job-portal "Infosys Limited as Senior Systems
 * Engineer", and labelled portal fields ("Designation: ...", "Company: ...").
 */
import { alternation, ROLE_AT_FIRST, ROLE_AT_LAST } from './at-words';
import { splitOutsideBrackets } from './outside-brackets';
import {
  classifyFragment,
  isLegalForm,
  looksLikeLocation,
  splitFields,
  splitTrailingLocation,
  type FieldKind,
} from './entry-fields';
import { endsWithCountry, isTownAndRegion, namesPlace } from './contact-place';
import { endsSentence, sentenceCuts } from './sentence-fields';
import { startsWithPastVerb } from './past-verbs';
import { isPlaceLine, isTownName, splitTrailingTown } from './trailing-town';
import { isRegionCode } from './region-codes';
import { joinAcronymNames, type AcronymRule } from './acronym-names';

export interface Fragment {
  kind: FieldKind;
  text: string;
  /** "Research Officer – Agricultural Economics": the dash joining an unclassified part to a title. */
  qualifies?: string;
  /** How the job was held, dashed onto the line after this fragment ("Contract"). */
  held?: string;
}

/** "Acme, Inc.", "Siemens, AG", "Acme, Co.": a legal form after a comma is the employer's own. */
const companySuffix = (piece: string): boolean => isLegalForm(piece) || /^co\.?$/i.test(piece.trim());

const CITY_STATE_RE = /^\p{Lu}[\p{L}.'’ -]{1,30},\s*[A-Z]{2}$/u;

/** "Designation: Senior Engineer" and friends from portal exports. */
const LABELS: [RegExp, FieldKind][] = [
  [
    /^(?:designation|job title|title|role|position|cargo|puesto|funci[oó]n|poste|stelle|position)\s*:\s*/i,
    'title',
  ],
  [
    /^(?:company|employer|organi[sz]ation|empresa|arbeitgeber|firma|unternehmen|entreprise|soci[ée]t[ée])\s*:\s*/i,
    'company',
  ],
  [/^(?:location|place|ubicaci[oó]n|ort|lieu|local)\s*:\s*/i, 'location'],
];

/** Whether a line is a labelled role field ("Designation: ...", "Company: ...", "Location: ..."). */
export const isRoleLabel = (text: string): boolean => LABELS.some(([re]) => re.test(text));

/** Which part of "Company[, Town]" or "Company    Place" is the employer and which the place. */
function employerAndPlace(companyAndPlace: string): [string, string | null] {
  // "Commerzbank AG    Hamburg, Hamburg": a place a wide gap after the employer is a field apart
  // (two spaces where dates between them were taken out, or where the type fell from bold to
  // regular); set apart, a town and its region need not be known ones ("Nantes, Pays de la Loire").
  const [employer, place, ...more] = companyAndPlace.split(/(?<!\s)\s{2,}/);
  if (place && !more.length && namesPlace(place)) return [employer!, place.trim()];
  const [company, location] = splitTrailingLocation(companyAndPlace);
  if (location) return [company, location];
  // "Iberdrola S.A., Valladolid, Castilla y León": a town and its region after the employer.
  const pieces = companyAndPlace.split(', ');
  const region = pieces.slice(-2).join(', ');
  if (pieces.length >= 3 && isTownAndRegion(region) && !isLegalForm(pieces.at(-2)!.trim()))
    return [pieces.slice(0, -2).join(', '), region.trim()];
  // "Truck Driver at Manulife, Kitchener": after "Title at Company", a town's name after the last
  // comma is where the role was held.
  const comma = companyAndPlace.lastIndexOf(', ');
  const town = comma > 0 ? companyAndPlace.slice(comma + 2).trim() : '';
  return town && isTownName(town) ? [companyAndPlace.slice(0, comma), town] : [company, null];
}

function withLocation(title: string, companyAndPlace: string): Fragment[] {
  const [company, location] = employerAndPlace(companyAndPlace);
  const out: Fragment[] = [
    { kind: 'title', text: title.trim() },
    { kind: 'company', text: company.trim() },
  ];
  return location ? [...out, { kind: 'location', text: location }] : out;
}

const FIRST_AT_RE = new RegExp(`^(.*?\\S)\\s+(?:${alternation(ROLE_AT_FIRST)})\\s+(\\S.*)$`);
const LAST_AT_RE = new RegExp(`^(.*\\S)\\s+(?:${alternation(ROLE_AT_LAST)})\\s+(\\p{Lu}.+)$`, 'u');

/**
 * "Title at Company": the first "at" (`at-words.ts`: German "bei", French "chez", Dutch "bij",
 * Italian "presso", Polish "w", Swedish "på/hos") whose left side is a title; "en/na/em" the last.
 */
export function titleAtCompany(rest: string): Fragment[] | null {
  const first = FIRST_AT_RE.exec(rest);
  // "Pharmacy Technician, Szkoła Podstawowa nr 12 w Gdańsku": a line already cut by a comma has
  // its fields; the "w" (in) is inside the employer's name.
  const fielded = first !== null && (first[1]!.includes(',') || splitFields(first[1]!).length > 1);
  if (first && !fielded && classifyFragment(first[1]!) === 'title') return withLocation(first[1]!, first[2]!);
  const last = LAST_AT_RE.exec(rest);
  // A line already cut by a dash or a gap ("Teacher — Scoil Bhríde Bóthar na Trá") has its
  // fields: an "na" inside a name is no "Title na Company".
  const cut = last !== null && splitFields(last[1]!).length > 1;
  if (last && !cut && classifyFragment(last[1]!) === 'title' && classifyFragment(last[2]!) !== 'title') {
    return withLocation(last[1]!, last[2]!);
  }
  // Job portals: "Infosys Limited as Senior Systems Engineer"; an action in the past is no
  // employer ("Served as the site's go-to technician").
  const as = /^(.*?\S)\s+as\s+(\S.*)$/i.exec(rest);
  const employer = as !== null && classifyFragment(as[1]!) !== 'title' && !startsWithPastVerb(as[1]!);
  if (as && employer && classifyFragment(as[2]!) === 'title') {
    return [
      { kind: 'company', text: as[1]!.trim() },
      { kind: 'title', text: as[2]!.trim() },
    ];
  }
  return null;
}

/**
 * How the job was held, dashed onto the end of a header line ("Everest Engineering - Contract",
 * "AGL Energy · Full-time"): neither the employer, a place nor a title. The line is read
 * without it, and it rides on the last fragment (`held`) to the role's `employment`.
 */
const EMPLOYMENT_TYPES =
  'contract(?:or)?|full[- ]time|part[- ]time|freelance|temporary|permanent|casual|fixed[- ]term|self[- ]employed|seasonal|internship';
const EMPLOYMENT_TYPE_RE = new RegExp(`(?<!\\s)\\s+[-–—·|]\\s+((?:${EMPLOYMENT_TYPES}))\\s*$`, 'i');
/** What brackets after a title say of the job rather than its employer: "(Contract)", "(Co-op)", "(Interim)", "(Band 6)". */
const TITLE_NOTE_RE = new RegExp(
  `^(?:${EMPLOYMENT_TYPES}|intern|co-?op|acting|interim|locum|volunteer|voluntary|secondment|maternity cover|apprenticeship|placement|promoted|(?:level|band|grade|tier)\\b.*)$`,
  'i',
);

/** 1. Cut a header line (dates already removed) into classified fragments. */
export function headerFragments(header: string): Fragment[] {
  const held = EMPLOYMENT_TYPE_RE.exec(header);
  if (!held) return lineFragments(header).map(withoutSentenceStop);
  const fragments = lineFragments(header.slice(0, held.index)).map(withoutSentenceStop);
  const last = fragments[fragments.length - 1];
  return last ? [...fragments.slice(0, -1), { ...last, held: held[1]! }] : fragments;
}

/**
 * "Title - iFood.", "… Bank Pekao S.A..": an employer's name, or a name of no known kind, written
 * as a sentence keeps its own stops (a legal form's, an abbreviation's, an initial's: "Adyen
 * N.V.", "Warner Bros.") and loses the sentence's.
 */
function withoutSentenceStop(f: Fragment): Fragment {
  if ((f.kind !== 'company' && f.kind !== 'unknown') || !f.text.endsWith('.')) return f;
  const body = f.text.slice(0, -1);
  const last = body.split(/\s+/).at(-1)!;
  const own =
    !body.endsWith('.') &&
    (isLegalForm(last) || isLegalForm(`${last}.`) || /\.\p{L}$/u.test(body) || !endsSentence(body));
  return own ? f : { ...f, text: body };
}

function lineFragments(rest: string): Fragment[] {
  for (const [re, kind] of LABELS) {
    if (re.test(rest)) return [{ kind, text: rest.replace(re, '').trim() }];
  }
  const at = titleAtCompany(rest);
  if (at) return at;
  const paired = colonPair(rest) ?? bracketPair(rest);
  if (paired) return paired;
  // "Team Leader | Software Architect | R&D Engineer": titles held at once, one role.
  const hats = rest.split(/(?<!\s)\s+\|\s+/);
  const worn = (h: string) => !/\s{2,}/.test(h) && classifyFragment(h) === 'title';
  if (hats.length >= 2 && hats.slice(0, -1).every(worn)) {
    // "Team Leader | Software Architect | R&D Engineer, TayaIT, Cairo": the last title goes on
    // with the employer and its place.
    const last = hats[hats.length - 1]!;
    const [first, ...others] = splitFragments(last);
    if (first?.kind === 'title' && others.length > 0) {
      const before = rest.slice(0, rest.lastIndexOf(last));
      return [{ kind: 'title', text: `${before}${first.text}`.trim() }, ...others];
    }
    if (worn(last)) return [{ kind: 'title', text: rest.trim() }];
  }
  return joinAcronymNames(periodPair(rest) ?? dashPair(rest) ?? splitFragments(rest), rest, EMPLOYER_ACRONYM);
}

/**
 * "Reporter — MELCC – Ministère de l’Environnement": an acronym before a name with a dash or hyphen
 * is the employer's (the em dash parts the title from it; a place is no such name).
 */
const EMPLOYER_ACRONYM: AcronymRule<Fragment> = {
  acronym: /^\p{Lu}{2,6}$/u,
  between: /^\s+[–-]\s+$/,
  joined: (acronym, name) =>
    acronym.kind === 'unknown' &&
    (name.kind === 'company' || name.kind === 'unknown') &&
    /^\p{Lu}/u.test(name.text) &&
    !isPlaceLine(name.text)
      ? 'company'
      : null,
};

/** A title and what is not a title, a place or a way of working: the employer beside it. */
function titleAndEmployer(title: string, employer: string): Fragment[] | null {
  if (!title || !employer || splitFields(title).length > 1 || splitFields(employer).length > 1) return null;
  const other = classifyFragment(employer);
  if (classifyFragment(title) !== 'title' || other === 'title' || other === 'location') return null;
  if (!/^\p{Lu}/u.test(employer) || TITLE_NOTE_RE.test(employer)) return null;
  return [
    { kind: 'title', text: title },
    { kind: 'company', text: employer },
  ];
}

/** "Kaiser Permanente: Staff Nurse", "Staff Nurse: Kaiser Permanente": a title and its employer either side of a colon. */
export function colonPair(rest: string): Fragment[] | null {
  const sides = rest.trim().split(': ');
  if (sides.length !== 2) return null;
  const [a, b] = sides.map((side) => side.trim()) as [string, string];
  // Fragments keep the line's order.
  return titleAndEmployer(b, a)?.reverse() ?? titleAndEmployer(a, b);
}

/**
 * "Staff Nurse (Cleveland Clinic)": a title with its employer in brackets after it, where the
 * brackets name an organisation by its kind or legal form. Brackets after a title more often
 * note the job ("(Compulsory Military Service)", "(Third-party funded projects)", an acronym).
 */
function bracketPair(rest: string): Fragment[] | null {
  const text = rest.trim();
  const open = text.lastIndexOf(' (');
  if (open <= 0 || !text.endsWith(')') || text.indexOf(')') !== text.length - 1) return null;
  const inner = text.slice(open + 2, -1).trim();
  return classifyFragment(inner) === 'company' ? titleAndEmployer(text.slice(0, open).trim(), inner) : null;
}

/**
 * "HSBC UK. Support Team Lead." (sentence-fields.ts): a line of two sentences is an employer and
 * a title when exactly one side reads as a job and neither as a place.
 */
export function periodPair(rest: string): Fragment[] | null {
  if (splitFields(rest).length > 1) return null;
  // A line that reads as one employer ("SOLARIS BUS & COACH SP. Z O.O.") is one name, unless a
  // side reads as a job and the other as the employer ("Engineering Lead. Desjardins Group.").
  const employer = classifyFragment(rest) === 'company';
  const pairs = sentenceCuts(rest).filter((sides) => {
    const kinds = sides.map(classifyFragment);
    if (employer && !kinds.includes('company')) return false;
    return kinds.filter((k) => k === 'title').length === 1 && !kinds.includes('location');
  });
  if (pairs.length !== 1) return null;
  const [left, right] = pairs[0]!;
  const titleFirst = classifyFragment(left) === 'title';
  return [
    { kind: 'title', text: titleFirst ? left : right },
    { kind: 'company', text: titleFirst ? right : left },
  ];
}

/** A first word in lower case letters only: no capital inside ("iFood") and no dot ("bol.com"). */
const LOWER_WORD_RE = /^\p{Ll}+(?:[\s,;:]|$)/u;
/** A brand written in lower case: with a capital inside ("iFood") or as its web address ("bol.com"). */
const BRAND_RE = /^\p{Ll}+\p{Lu}[\p{L}\d]*$|^\p{Ll}[\p{L}\d-]*\.\p{Ll}{2,}$/u;

/**
 * "Senior Project Manager, Maquiladora de Componentes Automotrices del Bajío S.A. de C.V.": a job
 * title and an organisation's proper name (capitalised words, short joining words between them)
 * one comma apart, in either order, are a header's two fields however many words the name holds.
 */
export function titleCommaName(rest: string): boolean {
  const parts = rest.trim().split(/,\s+/);
  if (parts.length !== 2 || splitFields(rest).length > 1) return false;
  const named = (t: string) =>
    t
      .split(/\s+/)
      .every(
        (w) => /^[\p{Lu}\d(&]/u.test(w) || /^\p{Ll}{1,3}\.?$/u.test(w) || BRAND_RE.test(w) || isLegalForm(w),
      );
  const kinds = parts.map(classifyFragment);
  return (
    kinds.filter((k) => k === 'title').length === 1 && parts.every((p, i) => kinds[i] === 'title' || named(p))
  );
}

/** "Lead Engineer, Charité": a title, then one comma, then an organisation's proper name. */
function titleThenEmployer(text: string): [string, string] | null {
  if (!titleCommaName(text)) return null;
  const [title, employer] = text.trim().split(/,\s+/) as [string, string];
  return classifyFragment(title) === 'title' ? [title, employer] : null;
}

/**
 * "A – B" read as one line cut at its dash: "Columbus City Schools – Whetstone High School,
 * Columbus, OH" is one employer (a district and its school, a programme and its host) when the
 * right side is an organisation with its town; "Research Officer – Agricultural Economics"
 * marks the right side as a qualifier of the title (the role parser decides whether it is one),
 * and a right side in lower case ("Driver – international transport") is the title's own.
 */

function dashPair(rest: string): Fragment[] | null {
  const m = /^(.*?\S)\s+([–—-])\s+(\S.*)$/.exec(rest.trim());
  if (!m || splitFields(m[1]!).length > 1 || /\s[–—-]\s/.test(m[3]!)) return null;
  const [, left, dash, rightText] = m as unknown as [string, string, string, string];
  const leftKind = classifyFragment(left);
  // "Magazynier – operator wózka widłowego": a part written in lower case goes on with the
  // title; an employer's name is capitalised, or written as its brand ("iFood", "bol.com").
  if (leftKind === 'title' && LOWER_WORD_RE.test(rightText) && !/,/.test(rightText)) {
    return [{ kind: 'title', text: `${left.trim()} ${dash} ${rightText.trim()}` }];
  }
  const named = titleThenEmployer(left);
  // "Despegar.com — Resistencia, Chaco": an employer, then the town and region it is in. Three parts
  // that end on no country are the name's second half before them ("Charité – Universitätsmedizin
  // Berlin, Frankfurt am Main, Hessen"). A title and its employer before the dash are two fields
  // ("Picker Packer, Rocky Mountain Community Health Partners — Nashville, Tennessee": below).
  if (!named && leftKind !== 'title' && leftKind !== 'location' && isTownAndRegion(rightText)) {
    const [own, ...place] = rightText.split(',').map((p) => p.trim());
    if (place.length === 2 && !endsWithCountry(rightText) && isTownAndRegion(place.join(', '))) {
      return [
        { kind: 'company', text: `${left.trim()} ${dash} ${own}` },
        { kind: 'location', text: place.join(', ') },
      ];
    }
    return [
      { kind: 'company', text: left.trim() },
      { kind: 'location', text: rightText.trim() },
    ];
  }
  const right = splitFragments(rightText);
  // "Lead Engineer, Charité – Universitätsmedizin Berlin": a comma already parts the title from
  // the employer, so the dash is the employer's own before a name that is neither a title nor a
  // place; before a place ("Software Engineer, Google – New Delhi") it parts the place. A town is
  // told by its shape alone, so a name of that shape after the dash is read as one.
  if (named && namesPlace(rightText)) {
    return [
      { kind: 'title', text: named[0] },
      { kind: 'company', text: named[1] },
      { kind: 'location', text: rightText.trim() },
    ];
  }
  if (named && right.length === 1 && (right[0]!.kind === 'company' || right[0]!.kind === 'unknown')) {
    return [
      { kind: 'title', text: named[0] },
      { kind: 'company', text: `${named[1]} ${dash} ${right[0]!.text}` },
    ];
  }
  if (
    (leftKind === 'company' || leftKind === 'unknown') &&
    right.length === 2 &&
    right[0]!.kind === 'company' &&
    right[1]!.kind === 'location'
  ) {
    return [{ kind: 'company', text: `${left.trim()} ${dash} ${right[0]!.text}` }, right[1]!];
  }
  if (leftKind === 'title' && right.length === 1 && right[0]!.kind === 'unknown') {
    return [
      { kind: 'title', text: left.trim() },
      { ...right[0]!, qualifies: dash },
    ];
  }
  return null;
}

/** The last comma parts of a header as one place ("Leeds, West Yorkshire", "Belfast"), or null. */
function placeOf(parts: string[]): string | null {
  const text = parts.join(', ');
  return isTownAndRegion(text) || looksLikeLocation(text) || (parts.length === 1 && isTownName(text))
    ? text
    : null;
}

/** The name and the town, or the town and region, closing it after commas. */
function trailingPlace(text: string): [string, string | null] {
  const pieces = splitOutsideBrackets(text, /,\s+/g);
  const region = pieces.length >= 3 ? pieces.slice(-2).join(', ') : '';
  if (region && isTownAndRegion(region) && classifyFragment(pieces[0]!) !== 'title')
    return [pieces.slice(0, -2).join(', '), region];
  return splitTrailingTown(text);
}

/**
 * "Target Corporation. Columbus, Ohio", "Andreani Logística S.A. Buenos Aires": a name that is no
 * job, its sentence closed by a period, then a place and nothing else. Returns [name, place].
 */
function placeAfterSentence(text: string): [string, string] | null {
  const stop = text.lastIndexOf('. ');
  if (stop < 1) return null;
  // The name keeps its stop here; headerFragments drops it where it is the sentence's only
  // (withoutSentenceStop: "Kaiser Permanente.", "JPMorgan Chase & Co..").
  const name = text.slice(0, stop + 1).trim();
  const place = text
    .slice(stop + 2)
    .trim()
    .replace(/,$/, '');
  // The stop ends a sentence, not an abbreviation ("St. Louis", "Dott. Ricci": sentence-fields.ts),
  // and the name holds no sentence of its own before ("Data markets for IoT. Trans. Pervasive Comp.").
  if (!endsSentence(text.slice(0, stop)) || /\. \p{Lu}/u.test(name)) return null;
  if (!/^\p{Lu}/u.test(place) || !namesPlace(place)) return null;
  const kind = classifyFragment(name);
  return kind === 'title' || kind === 'location' ? null : [name, place];
}

/** "Siemens AG, Staff Accountant": a name that is no job and no place, then a job. */
function companyThenTitle(pieces: string[]): boolean {
  if (pieces.length !== 2 || companySuffix(pieces[1]!)) return false;
  const first = classifyFragment(pieces[0]!);
  return first !== 'title' && first !== 'location' && classifyFragment(pieces[1]!) === 'title';
}

/** `rest` ends with `part` after a gap of two or more spaces. */
const afterWideGap = (rest: string, part: string): boolean =>
  rest.endsWith(part) && /\s\s$/.test(rest.slice(0, rest.length - part.length));

/** The most words a town set after an employer's legal form holds ("Palma de Mallorca"). */
const TOWN_WORDS = 3;

/** "… Ltd. Hiroshima" -> ["… Ltd.", "Hiroshima"]: a town's name after the legal form closing a name. */
function townAfterLegalForm(name: string): [string, string] | null {
  const words = name.trim().split(/\s+/);
  for (let k = 1; k <= TOWN_WORDS && k < words.length; k += 1) {
    const head = words.slice(0, -k);
    const tail = words.slice(-k).join(' ');
    if (head.length >= 2 && isLegalForm(head.at(-1)!) && isTownName(tail)) return [head.join(' '), tail];
  }
  return null;
}

function splitFragments(rest: string): Fragment[] {
  const fragments: Fragment[] = [];
  const parts = splitFields(rest);
  for (const [i, part] of parts.entries()) {
    // "Texas A&M University \hfill College Station, TX": after a gap, "Town, ST" is a place;
    // so is a lone town closing an employer's line ("Acme GmbH    Berlin").
    const last = i > 0 && i === parts.length - 1 && fragments.at(-1)?.kind !== 'title';
    // "Seoul, S.Korea & LA, U.S.A": two places joined by "&" are one location.
    const places = part.split(/(?<!\s)\s+&\s+/);
    const joined = i > 0 && places.length > 1 && places.every((p) => looksLikeLocation(p));
    // "Data Scientist    QC": a state or province code alone closing the line is its place.
    const region = i > 0 && i === parts.length - 1 && isRegionCode(part);
    // After a wide gap, a town and its region ("Coimbra, Coimbra") is a place too; so it is after
    // a separator closing an employer's line ("Mairie de Bordeaux · Montpellier, Occitanie"), where
    // after a title the employer comes first ("Engineer — Ledgerly, Austin, TX").
    const townRegion =
      i > 0 &&
      i === parts.length - 1 &&
      isTownAndRegion(part) &&
      (afterWideGap(rest, part) || classifyFragment(parts[i - 1]!) !== 'title');
    if ((i > 0 && CITY_STATE_RE.test(part)) || (last && isTownName(part)) || joined || region || townRegion) {
      fragments.push({ kind: 'location', text: part });
      continue;
    }
    // "Target Corporation. Columbus, Ohio": the employer's sentence closed, then its place.
    const sentence = placeAfterSentence(part);
    if (sentence) {
      fragments.push({ kind: 'company', text: sentence[0] }, { kind: 'location', text: sentence[1] });
      continue;
    }
    const [main, location] = splitTrailingLocation(part);
    // "Coffee    Perth, Western Australia, Australia": last after a wide gap (not a dash) and
    // after no title, a town's name before a region and country is part of the place.
    const townFirst =
      /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u.test(main) && classifyFragment(main) === 'unknown';
    if (last && location && location.includes(',') && townFirst && afterWideGap(rest, part)) {
      fragments.push({ kind: 'location', text: part });
      continue;
    }
    // "City of Cape Town    Associate, Mbombela, Mpumalanga": after a field naming the employer,
    // a title and a town with its region after its comma are the title and the place.
    const [lead0, ...after] = splitOutsideBrackets(part, /,\s+/g);
    const employerBefore = fragments.some((f) => f.kind === 'company' || f.kind === 'unknown');
    if (
      employerBefore &&
      after.length >= 2 &&
      classifyFragment(lead0!) === 'title' &&
      isTownAndRegion(after.join(', '))
    ) {
      fragments.push({ kind: 'title', text: lead0!.trim() }, { kind: 'location', text: after.join(', ') });
      continue;
    }
    // Commas inside brackets stay: "Kauffrau EFZ (Lehre, Branche Bank)" is one field.
    const pieces = splitOutsideBrackets(main, /,\s+/g);
    // "Nexus AI, Co-Founder & CTO": the employer first, then the title after its comma; a
    // place may close it ("John Lewis & Partners, Head of Marketing, Leeds, West Yorkshire").
    const place = pieces.length >= 3 ? placeOf(pieces.slice(2)) : null;
    const pair = place ? pieces.slice(0, 2) : pieces;
    if (
      companyThenTitle(pair) ||
      (place && classifyFragment(pair[0]!) === 'title' && classifyFragment(pair[1]!) !== 'title')
    ) {
      const [company, title] = companyThenTitle(pair) ? pair : [pair[1]!, pair[0]!];
      fragments.push({ kind: 'title', text: title! }, { kind: 'company', text: company! });
      const where = place ?? location;
      if (where) fragments.push({ kind: 'location', text: where });
      continue;
    }
    // "Software Engineer, Stripe" is two fields; "Acme, Inc." is one. "Quality Manager, Granarolo
    // S.p.A., Bologna" (moderncv's \cventry) is title, then the employer and its town.
    const lead = pieces.length >= 2 && !companySuffix(pieces[1]!) && classifyFragment(pieces[0]!) === 'title';
    const employer = pieces.slice(1).join(', ');
    // "Team Leader, Software Architect": two titles held at once are one title.
    const two = lead && classifyFragment(employer) !== 'title';
    // "Hawkins Construction, Wellington": a town with no region after the employer; "M-KOPA,
    // Nakuru, Nakuru County": a town and its region.
    const [named, found] = location ? [two ? employer : main, null] : trailingPlace(two ? employer : main);
    // "Mitsubishi Heavy Industries Ltd. Hiroshima, Hiroshima": the town set after the legal form
    // that closes the employer's name, with no comma, goes with the place.
    const peeled = townAfterLegalForm(named);
    const name = peeled ? peeled[0] : named;
    const where = location ?? found;
    const placed = peeled ? [peeled[1], where].filter(Boolean).join(', ') : where;
    for (const text of two ? [pieces[0]!, name] : [name]) {
      // People write "Employer, Town", hardly ever "Title, Town": an unknown name with a place
      // after it is the employer.
      const kind = classifyFragment(text);
      if (text) fragments.push({ kind: kind === 'unknown' && placed ? 'company' : kind, text });
    }
    if (placed) fragments.push({ kind: 'location', text: placed });
  }
  return fragments;
}
