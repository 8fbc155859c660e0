/**
 * Parser step 4c: the education section -> schools with degree, dates, location and details
 * (GPA, honours, coursework). "B.S. in Computer Science — University of Texas, Austin, TX  2016"
 * and "University of Texas" / "Bachelor of Science, May 2020" both work.
 */
import { alternation, AT_FIRST, DEGREE_AT_LAST } from './at-words';
import { findDates, spanOnly, withoutSpan, withoutSpanCellsIn } from './dates';
import { looksLikeDegree, looksLikeSchool, opensWithSchoolWord } from './degrees';
import { isPlace, looksLikeLocation, splitFields, splitTrailingLocation } from './entry-fields';
import { sentenceCuts } from './sentence-fields';
import { isTownAndRegion } from './contact-place';
import { isTownName, splitTrailingTown } from './trailing-town';
import { isJoiningWord, trimFieldEnds } from './field-ends';
import type { ResumeLine } from './lines';
import type { EducationEntry } from './types';
import { isCountryName } from './world-names';
import { datesOnly, isDatedPlaceLine, isPlaceOfDates, trimSeparators } from './dated-line';
import { isUsStateCode } from './region-codes';
import { joinAcronymNames, type AcronymRule } from './acronym-names';
import { splitOutsideBrackets } from './outside-brackets';

const DETAIL_RE =
  /^(?:gpa|cgpa|grade|honou?rs|relevant coursework|coursework|minor|thesis|dean|magna|summa|cum laude|activities|awards?)\b/i;

// A field label keeps its colon ("University: Anna University"); a bare "University" (a name
// cut at a wide gap: "University    of Illinois") is no label. Only a year label may end the
// line without one, its colon gone with the year ("Year of Passing: 2015").
const LABEL_RE =
  /^(?:(degree|course|qualification|university|institute|institution|college|school|board)\s*:\s*|(year of passing|passing year|year)\s*(?::\s*|$))/i;

/** What follows a degree besides its school: "— Magna Cum Laude", "| First Class Honours". */
const HONOURS_RE =
  /\b(?:honou?rs|laude|distinction|merit|first class|second class|dean|minor|major|concentration|thesis|gpa|cgpa|grade)\b/i;
/** A line naming a major and a minor ("Biology (Maj.), Anthropology (Min.)") lists subjects after its commas. */
const MAJOR_MINOR_RE = /\b(?:major|minor|maj\.|min\.)/i;

/** A grade on its own: a British class ("2:1", "First Class"), a mark out of a scale ("110/110 e lode", "3.8/4.0"). */
const GRADE_RE =
  /^(?:[12]:[12]|(?:first|upper second|lower second|second|third)(?:[- ]class)?(?:\s+honou?rs)?|\d{1,3}(?:[.,]\d+)?\s*\/\s*\d{1,3}(?:[.,]\d+)?(?:\s+(?:e\s+lode|cum laude|con lode))?)$/i;

/** Portal labels naming a level, not a field ("UG: B.Tech from VTU in 2016", "Class XII: CBSE"). */
const LEVEL_LABEL_RE =
  /^(?:ug|pg|graduation|post[- ]?graduation|doctorate|ph\.?d|diploma|class\s+(?:x|xii|10|12)(?:th)?|(?:10|12)th|ssc|hsc|intermediate|matriculation)\s*:\s*/i;

/** A degree's status in brackets after it: "(Prospective)", "(expected)", "(in progress)". */
const STATUS_RE = /^(?:prospective|expected|anticipated|ongoing|in progress|pending|incomplete)$/i;

/** "Faculty of Engineering": the part of the school that gave the degree, a detail of the entry. */
const FACULTY_RE = /^(?:the\s+)?faculty\s+of\s/i;

const SUBJECTS_RE = /^([^:,]{2,40}):\s+([^\s,][^,]*,.+)$/;

type Kind = 'degree' | 'school' | 'location' | 'unknown' | 'detail';

function classify(text: string): Kind {
  // A school's web address is a detail of its entry, never the school's name.
  if (/^(?:https?:\/\/|www\.)\S+$/i.test(text.trim())) return 'detail';
  if (looksLikeLocation(text)) return 'location';
  const school = looksLikeSchool(text);
  const degree = looksLikeDegree(text);
  // Both: one name that opens with a school's word is the school ("Faculdade de Engenharia…");
  // after a comma, another field may be the degree.
  if (school && degree)
    return (/high school/i.test(text) && !/diploma/i.test(text)) ||
      (opensWithSchoolWord(text) && !text.includes(','))
      ? 'school'
      : 'degree';
  return degree ? 'degree' : school ? 'school' : 'unknown';
}

/** 1. Cut a line into fragments; an unclassified fragment joins the one before it. */
function fragments(rest: string): { kind: Kind; text: string }[] {
  const out: { kind: Kind; text: string }[] = [];
  // splitFields would cut "UG:    B.Tech" and "Degree:    B.Tech" at the gap: labels go first.
  const keyed = rest.replace(LEVEL_LABEL_RE, '').replace(/:\s{2,}/g, ': ');
  for (const [k, field] of splitFields(keyed).flatMap(colonPair).entries()) {
    // "Legal Practice Course (2007 – 2009). Universidad de Rosario.": the full stop after the
    // dates taken out opens no field.
    const part = field.replace(/^[.,;]\s*/, '');
    // "at  Kabete National Polytechnic": a joining word an empty field left alone is no field.
    if (!part || isJoiningWord(part)) continue;
    // "French Baccalaureate Diploma    France": a country or known place set apart after the
    // first field is where; "Montreal, QC & Barbados": so are two places joined by "&".
    // So is a town, or a town and its region ("Postgraduate Diploma    Oaxaca").
    const gap = /\s{2}$/.test(keyed.slice(0, keyed.indexOf(field)));
    const town = gap && classify(part) === 'unknown' && (isTownAndRegion(part) || isTownName(part));
    if (k > 0 && (isPlace(part) || town || (TWO_PLACES_RE.test(part) && twoPlaces(part)))) {
      out.push({ kind: 'location', text: part.trim() });
      continue;
    }
    // Portal exports label their fields: "Degree: B.Tech | University: Anna University | Year: 2015".
    const label = LABEL_RE.exec(part);
    if (label) {
      const text = part.slice(label[0].length).trim();
      const kind: Kind = /^(?:degree|course|qualification)/i.test(label[1] ?? '') ? 'degree' : 'school';
      if (text && label[1]) out.push({ kind, text });
      continue;
    }
    // "A Levels: Mathematics (A), Economics (A)": a qualification before a colon and a list names
    // the qualification; the list holds its subjects.
    const listed = SUBJECTS_RE.exec(part);
    if (listed && classify(listed[1]!) === 'degree') {
      out.push({ kind: 'degree', text: listed[1]!.trim() }, { kind: 'detail', text: listed[2]!.trim() });
      continue;
    }
    const [whole, location] = splitStatePlace(part, out) ?? splitPlace(part);
    // "Bachelor of Science in Economics (Second Class Honours, Upper Division)": the honours in
    // brackets are a detail of the degree, not part of its name; so is its status ("(expected)").
    const honours = /(?<!\s)\s*\(([^()]+)\)$/.exec(whole);
    const noted = honours && (HONOURS_RE.test(honours[1]!) || STATUS_RE.test(honours[1]!.trim()));
    const main = noted ? whole.slice(0, honours.index).replace(/[,;]\s*$/, '') : whole;
    const schoolsAfterAt = new Set<string>();
    const all = splitOutsideBrackets(main, /,\s+/g)
      .flatMap((p) => p.split(/(?<!\s)\s+from\s+(?=[A-Z])/))
      .flatMap((p) => degreeAtSchool(p, schoolsAfterAt))
      .flatMap(schoolAndDegree)
      .flatMap(bracketed);
    // "Universidad de Chile, Santiago, Región Metropolitana": a town and region closing the line.
    const region =
      !location &&
      all.length >= 3 &&
      all.slice(0, -2).some((p) => classify(p) === 'school') &&
      isTownAndRegion(all.slice(-2).join(', '));
    // "Stellenbosch University    Juris Doctor, Durban": a town after a degree's comma, where the
    // school is named in a field before it, is where.
    const townAfterDegree =
      !location &&
      !region &&
      all.length === 2 &&
      out.some((f) => f.kind === 'school') &&
      classify(all[0]!) === 'degree' &&
      isTownName(all[1]!);
    const pieces = region ? all.slice(0, -2) : townAfterDegree ? all.slice(0, -1) : all;
    for (const [j, piece] of pieces.entries()) {
      if (!piece) continue;
      // "MSc., Faculty of Engineering, The German University in Cairo": a faculty between the
      // degree and its school, or on a line of its own, is where in the school it was studied (a
      // detail); right after a degree with no school on the line it names the degree's programme.
      const faculty =
        FACULTY_RE.test(piece) &&
        (pieces.length === 1 || pieces.slice(j + 1).some((p) => classify(p) === 'school'));
      let kind = faculty ? 'detail' : schoolsAfterAt.has(piece) ? 'school' : classify(piece);
      const prev = out[out.length - 1];
      // "Master Management de la Supply Chain — IAE Lyon": a name set apart from the degree by
      // a field separator (not a comma) is the school.
      const apart = j === 0 && prev?.kind === 'degree' && !out.some((f) => f.kind === 'school');
      if (
        kind === 'unknown' &&
        apart &&
        /^\p{Lu}/u.test(piece) &&
        !/[\d:]/.test(piece) &&
        !HONOURS_RE.test(piece)
      ) {
        kind = 'school';
      }
      // "Bachelor of Fine Arts in Visual Communication, IUT de Nantes": a name after a comma and a
      // degree that already names its field is the school (a bare "PhD, Computer Science" is not).
      const fielded =
        prev?.kind === 'degree' && /\s(?:in|en|em)\s/.test(prev.text) && !MAJOR_MINOR_RE.test(part);
      if (
        kind === 'unknown' &&
        j > 0 &&
        fielded &&
        !out.some((f) => f.kind === 'school') &&
        namedCell(piece) &&
        !HONOURS_RE.test(piece) &&
        !GRADE_RE.test(piece)
      )
        kind = 'school';
      // "University of Bologna, Cesena": a town after the school's name is where it is (the last
      // piece, shaped like a town), not part of the name; so after a comma and a name of no known
      // kind ("IUT de Nantes, Paris"): people write "School, Town".
      const last = j === pieces.length - 1 && !location;
      const named = prev?.kind === 'school' || (j > 0 && prev?.kind === 'unknown' && namedCell(prev.text));
      if (kind === 'unknown' && last && named && isTownAfter(prev!.text, piece)) {
        kind = 'location';
      }
      // "Bachelor of Science in Chemistry, minor in Education": a minor or honours after the
      // degree is a detail of it.
      // So is a grade, after a comma or a dash ("2:1", "110/110 e lode", "First Class").
      if (
        kind === 'unknown' &&
        prev?.kind === 'degree' &&
        (GRADE_RE.test(piece) || (j > 0 && HONOURS_RE.test(piece)))
      )
        kind = 'detail';
      if (kind === 'unknown' && j === 0 && prev?.kind === 'degree' && HONOURS_RE.test(piece)) kind = 'detail';
      // "Gonzalez lab, McGill University": a lab, group or department named before its school is
      // part of the school's name as written.
      if (
        kind === 'school' &&
        (prev?.kind === 'unknown' || prev?.kind === 'school') &&
        j > 0 &&
        UNIT_RE.test(prev.text)
      ) {
        prev.kind = 'school';
        prev.text += `, ${piece}`;
        continue;
      }
      if (kind === 'unknown' && prev && prev.kind !== 'location' && prev.kind !== 'detail')
        prev.text += `, ${piece}`;
      else out.push({ kind, text: piece });
    }
    if (main !== whole) out.push({ kind: 'detail', text: honours![1]!.trim() });
    if (location) out.push({ kind: 'location', text: location });
    else if (region) out.push({ kind: 'location', text: all.slice(-2).join(', ') });
    else if (townAfterDegree) out.push({ kind: 'location', text: all[1]!.trim() });
  }
  return out;
}

const FIRST_AT_RE = new RegExp(`(?<!\\s)\\s+(?:${alternation(AT_FIRST)})\\s+(?=\\p{Lu})`, 'gu');
const LAST_AT_RE = new RegExp(`^(.*\\S)\\s+(?:${alternation(DEGREE_AT_LAST)})\\s+(\\p{Lu}.*)$`, 'u');

/**
 * "Bachelor of Arts in Marketing at Universidade de São Paulo": a degree, then "at" (German
 * "bei", French "chez", Dutch "bij", Italian "presso": `at-words.ts`) and its school (added to
 * `schools`). Cut at the first "at" whose left side is a degree, so a school named with "at"
 * ("University of Texas at Austin") stays whole, in brackets too. Spanish "en", Portuguese "na" and "em" name a
 * degree's field too ("Licenciatura en Economía"): they cut at the last, before a school, and so does Polish "w".
 */
function degreeAtSchool(piece: string, schools: Set<string>): string[] {
  for (const m of piece.matchAll(FIRST_AT_RE)) {
    const left = piece.slice(0, m.index);
    // An "at" inside brackets belongs to the name they hold ("BSc (University of Texas at Austin)").
    if (left.split('(').length > left.split(')').length) continue;
    const school = piece.slice(m.index + m[0].length);
    // A course named in words is what the school gave too ("Legal Practice Course at …").
    const given = classify(left) === 'degree' || (namesCourse(left) && classify(school) === 'school');
    if (!given) continue;
    // Whatever its words, the name after "at" is the school ("Stockholms universitet").
    schools.add(school);
    return [left, school];
  }
  const last = LAST_AT_RE.exec(piece);
  if (last && classify(last[1]!) === 'degree' && classify(last[2]!) === 'school') {
    schools.add(last[2]!);
    return [last[1]!, last[2]!];
  }
  return [piece];
}

/**
 * "University of Leeds. Bachelor of Science in Information Technology." (sentence-fields.ts): a
 * school and a degree written as two sentences.
 */
function schoolAndDegree(piece: string): string[] {
  const pairs = sentenceCuts(piece).filter((sides) => {
    const kinds = sides.map(classify);
    return kinds.includes('school') && kinds.includes('degree');
  });
  return pairs.length === 1 ? pairs[0]! : [piece];
}

/**
 * "University of Washington (Graduate Diploma in Law)", "Bachelor of Laws (LLB) (Austin Community
 * College)": a school with its degree in brackets, or a degree with its school, are two fields.
 */
function bracketed(piece: string): string[] {
  const text = piece.trim();
  if (!text.endsWith(')')) return [piece];
  let depth = 0;
  let open = -1;
  for (let i = text.length - 1; i >= 0 && open < 0; i -= 1) {
    if (text[i] === ')') depth += 1;
    else if (text[i] === '(' && --depth === 0) open = i;
  }
  const [before, inner] = [text.slice(0, Math.max(0, open)).trim(), text.slice(open + 1, -1).trim()];
  if (open <= 0 || !before || !inner) return [piece];
  return schoolAndDegreePair(before, inner) ? [before, inner] : [piece];
}

/**
 * Whether two names are a school and a degree, in either order. A name with words of both kinds
 * is what classify() reads it as ("Hochschule für Technik und Wirtschaft Berlin" is a school).
 */
function schoolAndDegreePair(a: string, b: string): boolean {
  const kinds = `${classify(a)} ${classify(b)}`;
  return kinds === 'school degree' || kinds === 'degree school';
}

/** "University of Leeds: BSc Economics": a school and its degree either side of a colon. */
function colonPair(piece: string): string[] {
  const sides = piece.split(': ').map((side) => side.trim());
  if (sides.length !== 2) return [piece];
  const [before, after] = sides as [string, string];
  // "CentraleSupélec: Diplôme d'ingénieur": a name of no known kind before a degree is its school,
  // unless it labels the degree ("Programme: MSc Finance").
  const named =
    classify(before) === 'unknown' &&
    classify(after) === 'degree' &&
    namedCell(before) &&
    !DEGREE_LABEL_RE.test(before);
  return named || schoolAndDegreePair(before, after) ? sides : [piece];
}

/** Words that label a degree before a colon rather than name its school. */
const DEGREE_LABEL_RE =
  /^(?:programme|program|award(?:ed)?|title|level|field(?: of study)?|major|minor|speciali[sz]ation|stream|branch|status|type|result)$/i;

const emptyEntry = (): EducationEntry => ({
  school: null,
  degree: null,
  startDate: null,
  endDate: null,
  details: [],
  location: null,
});

export function parseEducation(section: ResumeLine[]): EducationEntry[] {
  // How long a course lasted, set in a cell beside its fields, is no field.
  const lines = withoutSpanCellsIn(section);
  const entries: EducationEntry[] = [];
  let current: EducationEntry | null = null;
  // Entries whose degree is a short name read as the qualification (below): a degree proper
  // on a later line ("Computer Science" / "Bachelor of Science") is the degree, the name its field.
  const guessed = new Set<EducationEntry>();
  // Entries whose school is an unclassified line under their dates or beside them, before any
  // degree ("2014-03–2015-06" / "Arnhem", "Jun 2009 – Sep 2013    Kano"): a town's name there is
  // the place once the school is named.
  const placeAsSchool = new Set<EducationEntry>();
  // "..., Otto-" / "Friedrich-Universität Bamberg": a name broken at its hyphen goes on on the
  // next line, which gets the first part back.
  let carried = '';
  // Whether the first line that named anything of the first entry named its school and no degree.
  let opensWithSchool: boolean | null = null;
  for (const [i, next] of lines.entries()) {
    const line = carried ? { ...next, text: carried + next.text } : next;
    carried = '';
    // How long the course lasted, on a line of its own under its dates, is no field; nor is the
    // joining word an empty field of a template leaves alone on its line ("en").
    if (!line.bullet && (spanOnly(line.text) || isJoiningWord(line.text))) continue;
    const goesOn = lines[i + 1] !== undefined && !lines[i + 1]!.bullet && /^\p{Lu}/u.test(lines[i + 1]!.text);
    // 2. Bullets and GPA/coursework lines are details of the current school.
    const long =
      line.text.split(/\s+/).length > 20 && !looksLikeDegree(line.text) && !looksLikeSchool(line.text);
    // A degree marked as a list item under a school that has none yet ("• Juris Doctor") is
    // the school's degree, not a detail of it.
    const listedDegree =
      line.bullet && current?.school && !current.degree && classify(line.text) === 'degree' && !long;
    if (listedDegree) {
      current!.degree = line.text.trim();
      continue;
    }
    if (line.bullet || DETAIL_RE.test(line.text) || long) {
      if (!current) entries.push((current = emptyEntry()));
      current.details.push(line.text);
      continue;
    }
    const found = findDates(
      line.text.replace(BROKEN_NAME_RE, (whole: string, first: string) => {
        if (!goesOn) return whole;
        carried = first;
        return '';
      }),
    );
    // "2007 — 2010    3 years": how long the course lasted is no field of its own.
    const rest = (found.start ? withoutSpan(found.rest) : found.rest).replace(
      /\b(?:expected\s+)?(?:graduation(?:\s+date)?|graduated|grad\.)\s*:?/gi,
      '',
    );
    // "Freie Journalistenschule    Berlin / Fernlehrgang" after "Universität Wien    Wien" /
    // "PUBLIZISTIK    2004 - 2013": a name and a place set like the entry's own school line, once
    // that entry has its school and degree, is the next school, school word or not.
    const cells = rest.trim().split(/\s{4,}/);
    const c0 = current as EducationEntry | null;
    if (
      c0?.school &&
      c0.degree &&
      c0.location &&
      !found.start &&
      cells.length === 2 &&
      namedCell(cells[0]!)
    ) {
      entries.push((current = { ...emptyEntry(), school: cells[0]!, location: cells[1]! }));
      continue;
    }
    // "B.S. in Computer Engineering — University of Maryland" / "College Park, MD | Aug 2006 – May
    // 2010" (the layout the product renders): a place and dates under an entry that has its school
    // and degree but not yet its place or dates are that entry's, whatever words the town's name
    // holds.
    const place = trimSeparators(rest);
    if (c0?.school && c0.degree && !c0.location && !c0.endDate && found.start && isPlaceOfDates(place)) {
      Object.assign(c0, {
        location: place,
        startDate: found.end ? found.start : null,
        endDate: found.end ?? found.start,
      });
      continue;
    }
    const frags = joinAcronymNames(fragments(rest.trim()), rest, SCHOOL_ACRONYM);
    const has = (k: Kind) => frags.some((f) => f.kind === k);
    // 3. A second school, degree or date range starts the next entry.
    const c = current as EducationEntry | null;
    // The entry before is whole (school, degree, dates) and this line holds no dates; its one
    // name of no known kind, if that is all it holds.
    const afterWhole = !!c?.school && !!c.degree && !!c.endDate && !found.start;
    const lone = frags.length === 1 && frags[0]!.kind === 'unknown' ? frags[0]!.text : null;
    // "Specialization: Machine Learning — Coursera" / "2017": two names of no known kind a
    // separator apart, over a line of dates (a place may stand beside them), after a whole entry,
    // open the next entry in the order the section's first entry gave its school and degree.
    const pair = splitFields(rest.trim());
    if (
      afterWhole &&
      opensWithSchool !== null &&
      pair.length === 2 &&
      pair.every((f) => classify(f) === 'unknown') &&
      isDatedPlaceLine(lines[i + 1])
    ) {
      const [school, degree] = (opensWithSchool ? pair : [pair[1], pair[0]]) as [string, string];
      entries.push((current = { ...emptyEntry(), school, degree }));
      continue;
    }
    // "École Polytechnique" / "HND in Accountancy" / "2015 – 2019" / "CentraleSupélec" / "Bachelor
    // of Commerce": where the section's first entry opened with its school before its degree, a
    // name of no known kind alone on its line, after an entry that has its school, degree and
    // dates, over a line that names a degree and no school (a line of dates may come between), is
    // the next school. Where entries open with their degree, it is the place under the school
    // above ("Silliman University" / "Quezon City").
    if (
      opensWithSchool &&
      afterWhole &&
      lone &&
      namedCell(lone) &&
      !HONOURS_RE.test(lone) &&
      namesDegreeOnly(lines, i + 1)
    ) {
      entries.push((current = { ...emptyEntry(), school: lone }));
      continue;
    }
    // "Bachelor, Software Engineering" / "RMIT University    2003 – 2005" / "Specialization: Machine
    // Learning" / "Coursera    2017": where the section's first entry opened with its degree, a
    // name of no known kind alone on its line, after an entry that has its school, degree and
    // dates, over a line that dates a name and no degree, opens the next entry as its degree.
    if (
      opensWithSchool === false &&
      afterWhole &&
      lone &&
      /^\p{Lu}/u.test(lone) &&
      lone.split(/\s+/).length <= 8 &&
      datesNameOnly(lines[i + 1])
    ) {
      entries.push((current = { ...emptyEntry(), degree: lone }));
      continue;
    }
    // "Universidade Federal de Minas Gerais" / "2005-07 – 2007-10" / "Senac São Paulo" / "2003-06 –
    // 2004-06": a name of no known kind over a line of dates alone, after an entry that has its
    // school and dates and no degree, is the next school set the same way, not that one's degree.
    if (
      c?.school &&
      c.endDate &&
      !c.degree &&
      !found.start &&
      lone &&
      namedCell(lone) &&
      datesOnly(lines[i + 1])
    ) {
      entries.push((current = { ...emptyEntry(), school: lone }));
      continue;
    }
    const townGuess = c !== null && placeAsSchool.has(c) && !c.location;
    const clash =
      !c ||
      (has('school') && c.school !== null && !townGuess) ||
      (has('degree') && c.degree !== null && !guessed.has(c)) ||
      (found.start !== null && (c.startDate !== null || c.endDate !== null));
    if (clash) entries.push((current = emptyEntry()));
    const entry = current as EducationEntry;
    if (found.start) {
      // A single date in education is the graduation date.
      entry.startDate = found.end ? found.start : null;
      entry.endDate = found.end ?? found.start;
    }
    for (const f of frags) {
      if (f.kind === 'degree' && guessed.delete(entry)) {
        entry.details.push(entry.degree!);
        entry.degree = f.text;
      } else if (f.kind === 'degree' && !entry.degree) entry.degree = f.text;
      // "SENAI São Paulo" / "High School Diploma" / "Manaus": a bare town under the degree, where
      // a name shaped like a town was read as the school, is the place; the name stays the school.
      else if (
        f.kind === 'unknown' &&
        frags.length === 1 &&
        placeAsSchool.has(entry) &&
        !entry.location &&
        isTownName(f.text) &&
        f.text.split(/\s+/).length < entry.school!.split(/\s+/).length
      ) {
        placeAsSchool.delete(entry);
        entry.location = f.text;
      } else if (
        (f.kind === 'school' || (f.kind === 'unknown' && frags.length === 1 && entry.degree)) &&
        placeAsSchool.delete(entry)
      ) {
        entry.location ??= entry.school;
        entry.school = f.text;
      } else if (f.kind === 'school' && !entry.school) entry.school = f.text;
      // "Legal Practice Course. Universidad Nacional de Rosario.": a name of no known kind beside
      // the line's school is what the school gave.
      else if (f.kind === 'unknown' && !entry.degree && has('school') && namesCourse(f.text))
        entry.degree = f.text;
      else if (f.kind === 'location' && !entry.location) entry.location = f.text;
      // "Bachelor of Commerce — Università di Padova" / "Roma | 2013 – 2016": a town alone beside
      // the dates of a school already named with its degree is where it is.
      else if (
        f.kind === 'unknown' &&
        frags.length === 1 &&
        found.start !== null &&
        entry.school &&
        entry.degree &&
        !entry.location &&
        isTownName(f.text)
      )
        entry.location = f.text;
      else if (f.kind === 'detail') entry.details.push(f.text);
      // "French Baccalaureate Diploma" / "France": a country alone under a degree that has no
      // school is where it was earned, never a school's name.
      else if (
        f.kind === 'unknown' &&
        frags.length === 1 &&
        entry.degree &&
        !entry.school &&
        !entry.location &&
        isCountryName(f.text)
      )
        entry.location = f.text;
      else if (f.kind === 'unknown' && !entry.school) {
        entry.school = f.text;
        const datedOnly = entry.endDate !== null && !entry.degree;
        if (datedOnly && frags.length === 1 && isTownName(f.text)) placeAsSchool.add(entry);
      }
      // "CPA Canada  2013" / "Chartered Professional Accountant": a short name under a school
      // that has no degree yet is the qualification it gave.
      else if (f.kind === 'unknown' && !entry.degree && frags.length === 1 && isQualification(f.text)) {
        entry.degree = f.text;
        guessed.add(entry);
      } else entry.details.push(f.text);
    }
    if (opensWithSchool === null && (entry.school || entry.degree)) opensWithSchool = !entry.degree;
  }
  return entries
    .map(schoolReadAsPlace)
    .map((e) => ({
      ...e,
      school: e.school && (trimFieldEnds(e.school) || null),
      degree: e.degree && (trimFieldEnds(e.degree) || null),
    }))
    .filter((e) => e.school || e.degree);
}

/**
 * "DOCTOR OF PHARMACY (PHARMD)    UNSW SYDNEY": a degree's entry names its school. With none read,
 * a name read as its place only by its shape (a few capitalised words; no list knows it as a
 * place or a country, and no comma parts a town from its region) is the school.
 */
function schoolReadAsPlace(e: EducationEntry): EducationEntry {
  const place = e.location;
  if (e.school || !e.degree || !place || place.includes(',')) return e;
  if (looksLikeLocation(place) || isCountryName(place)) return e;
  return { ...e, school: place, location: null };
}

const BRACKET_PLACE_RE = /(?<!\S)\(([^()]{2,40})\)$/;

/**
 * A trailing place, but never one that starts with a school's name ("Uni. Bamberg, Germany"); a
 * town in brackets after the school or alone ("University of Santo Tomas (Makati)").
 */
function splitPlace(part: string): [string, string | null] {
  // After a school's name or alone: a degree's brackets hold its level or field ("(Primary)").
  const bracket = BRACKET_PLACE_RE.exec(part.trim());
  const inner = bracket?.[1]!.trim() ?? '';
  const before = bracket ? part.trim().slice(0, bracket.index).trim() : '';
  // An acronym in brackets is the school's own ("… de Valencia (EASD)").
  const acronym = /^[\p{Lu}\d&.-]+$/u.test(inner);
  const place = !acronym && (isTownName(inner) || isTownAndRegion(inner) || isPlace(inner));
  // "… at Deakin University (Brisbane)": the school after "at" closes the part.
  const school = before.split(/\sat\s/).at(-1)!;
  if (bracket && place && !looksLikeSchool(inner) && (!before || classify(school) === 'school'))
    return [before, inner];
  const [whole, location] = splitTrailingLocation(part);
  return location && looksLikeSchool(location.split(',')[0]!) ? [part, null] : [whole, location];
}

/**
 * "University of Maryland    College Park, MD": a town and a US state after the school is where
 * it is, even when the town's name holds a school word or the state reads as a degree ("MD").
 */
function splitStatePlace(part: string, before: { kind: Kind }[]): [string, string] | null {
  const pieces = part.split(/,\s*/);
  if (pieces.length < 2 || !isUsStateCode(pieces[pieces.length - 1]!)) return null;
  const rest = pieces.slice(0, -2).join(', ');
  const schooled = before.some((f) => f.kind === 'school') || (rest !== '' && looksLikeSchool(rest));
  return schooled ? [rest, pieces.slice(-2).join(', ')] : null;
}

/** The first part of a hyphenated name, last on its line (a date may follow): ", Otto-    2023". */
const BROKEN_NAME_RE = /,\s*(\p{Lu}\p{Ll}+-)(?=\s\s[^,]*$|\s*$)/u;

/** A research unit inside a school: "Gonzalez Lab", "Vision Group", "Department of Physics". */
const UNIT_RE = /(?<!\p{L})(?:lab|laboratory|research group|group|department|dept\.?)(?!\p{L})/iu;

const TWO_PLACES_RE = /^(.*?\S)\s+&\s+(\p{Lu}[\p{L}.'’ -]{1,30})$/u;
const twoPlaces = (text: string): boolean => looksLikeLocation(TWO_PLACES_RE.exec(text)![1]!);

/** A cell that may name a school: capitalised, no digits, no label, not a degree. */
const namedCell = (text: string): boolean =>
  /^\p{Lu}/u.test(text) &&
  !/[\d:]/.test(text) &&
  text.split(/\s+/).length <= 8 &&
  classify(text) !== 'degree';

/**
 * Whether the line at `at` (not a list item), or the one after it when it holds only dates, names
 * a degree and no school.
 */
function namesDegreeOnly(lines: ResumeLine[], at: number): boolean {
  const line = lines[at];
  if (!line || line.bullet) return false;
  const found = findDates(line.text);
  if (found.start && !found.rest.trim()) return namesDegreeOnly(lines, at + 1);
  const kinds = fragments(found.rest.trim()).map((f) => f.kind);
  return kinds.includes('degree') && !kinds.includes('school');
}

/** Whether a line (not a list item) dates a name and names no degree ("Coursera    2017"). */
function datesNameOnly(line: ResumeLine | undefined): boolean {
  if (!line || line.bullet) return false;
  const found = findDates(line.text);
  if (!found.start) return false;
  const kinds = fragments(withoutSpan(found.rest).trim()).map((f) => f.kind);
  return (
    kinds.length > 0 && !kinds.includes('degree') && kinds.some((k) => k === 'school' || k === 'unknown')
  );
}

const isTownAfter = (school: string, piece: string): boolean =>
  splitTrailingTown(`${school}, ${piece}`)[1] === piece;

const isQualification = (text: string): boolean =>
  /^\p{Lu}[\p{L}'’&().-]*(?:\s+(?:\p{Lu}[\p{L}'’&().-]*|of|in|and|de|der|für))*$/u.test(text) &&
  text.split(/\s+/).length <= 8;

/**
 * A course's name in words: "Legal Practice Course", "FERNSTUDIUM JOURNALISMUS" (in capitals, two
 * words of four letters or more); no acronym alone ("ISCTE - Instituto …").
 */
const namesCourse = (text: string): boolean => {
  const words = text.trim().split(/\s+/);
  const worded = /\p{Ll}/u.test(text) || words.filter((w) => /\p{L}{4}/u.test(w)).length >= 2;
  return isQualification(text) && words.length >= 2 && worded;
};

/**
 * "ISCTE - Instituto Universitário de Lisboa": a school's acronym set before its name is part of
 * the name as written (the acronym may already read as the school, after a degree that names its
 * field and a comma).
 */
const SCHOOL_ACRONYM: AcronymRule<{ kind: Kind; text: string }> = {
  acronym: /^[\p{Lu}&]{2,8}$/u,
  between: /^\s*[-–—|]\s*$/,
  joined: (acronym, name) =>
    (acronym.kind === 'unknown' || acronym.kind === 'school') && name.kind === 'school' ? 'school' : null,
};
