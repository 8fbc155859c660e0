/**
 * Job analysis, part 2: keywords. Candidates come from the built-in vocabulary, from
 * capitalised terms and acronyms ("Salesforce", "HIPAA"), and from the objects of requirement
 * phrases ("experience with payment systems"). They are ranked by importance: named in a
 * requirement, how often, named in the title.
 */
import { isPlace, looksLikeTitle } from './entry-fields';
import { buildTermIndex, joinedIndex, phraseKey } from './normalize';
import {
  canonicalTerm,
  inVocabularyOrder,
  readPostingLine,
  termIn,
  termSearch,
  vocabEntry,
  type PostingLine,
} from './vocabulary';

const MAX_KEYWORDS = 40;

const STOP = new Set(
  (
    'i we you our your the this that they it its if as at in on for with and or to of a an all any are be is ' +
    'will can may must should team teams company role job position candidate candidates us about who what how ' +
    'why when where work working join apply benefits requirements responsibilities qualifications experience ' +
    'skills nice have plus bonus preferred required equal opportunity employer eoe pto usd salary new senior ' +
    'junior mid level lead key strong excellent ability knowledge familiarity proficiency years year degree ' +
    'bachelor bachelors master masters monday tuesday wednesday thursday friday saturday sunday january february ' +
    'march april may june july august september october november december please note remote hybrid onsite ' +
    'full time part contract we re ll ve ideal day north south east west midwest america americas europe ' +
    'global world one two three four five six seven eight nine ten other related field equivalent similar etc ' +
    'including such using use used strong solid advanced proven track record good great based care build science arts'
  ).split(' '),
);

/** Joining words a term never starts or ends with ("TypeScript and" where a line broke). */
const CONNECTIVE_RE =
  /^(?:(?:and|or|nor|the|a|an|of|in|on|for|with|to|at|by|from|as|via|plus|including|etc)\s+)+|(?<!\s)(?:\s+(?:and|or|nor|the|a|an|of|in|on|for|with|to|at|by|from|as|via|plus|including|etc)\b\.?)+$/gi;

const trimConnectives = (term: string): string => term.trim().replace(CONNECTIVE_RE, '').trim();

function isNoise(term: string): boolean {
  const words = term
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean);
  if (words.length === 0 || words.every((w) => STOP.has(w) || /^\d+$/.test(w))) return true;
  return isPlace(term) || (looksLikeTitle(term) && !vocabEntry(term)) || term.length < 2;
}

// "CI/CD", "TCP/IP", "SHRM-CP", "Pub/Sub": a slash or hyphen between capitals joins one name.
const CAPITALISED_WORD = '[A-Z][A-Za-z0-9+#.&]*(?:[/-][A-Z0-9][A-Za-z0-9+#.&]*)*';
const CAPITALISED_RUN = new RegExp(`\\b${CAPITALISED_WORD}(?:\\s+${CAPITALISED_WORD}){0,2}`, 'g');

/** Capitalised runs not at a sentence start, and acronyms anywhere. */
function capitalisedTerms(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(CAPITALISED_RUN)) {
    const before = line.slice(0, m.index).trimEnd();
    // "(Panther, Splunk)" opens a list, not a sentence.
    const sentenceStart = before === '' || /[.!?:;]$/.test(before);
    // "SOC 2", "ISO 27001", "IEC 61508", "SR 11-7": an acronym and its number name one standard.
    const number = /^[A-Z]{2,6}$/.test(m[0].split(/\s+/).pop()!)
      ? (/^\s+\d[\d-]*\b(?![.,]\d)/.exec(line.slice(m.index + m[0].length))?.[0] ?? '')
      : '';
    const term = `${m[0]}${number}`.replace(/(?<!\.)\.+$/, '');
    // "WCAG 2.1 AA", "Level II": a grade after a version or name is part of that name.
    const grade = /\d$/.test(before) && /^[A-Z]{1,3}$/.test(term);
    if (grade) continue;
    if (!sentenceStart || /^[A-Z0-9+#&]{2,6}s?$/.test(term)) out.push(term);
  }
  return out;
}

/** Words that make a capitalised run the name of a place or an organisation, not of a tool. */
const ORGANISATION_WORDS =
  /\b(?:Center|Centre|Hospital|High|School|University|College|State|County|City|Institute|Academy|District|Inc|LLC|Ltd|Group|Corporation|Company|Foundation|Clinic|Council|Board|Association|Society|Department)\b/;

/** Shaped like a product or technology name: inner capitals, digits, dots, an acronym. */
const productShaped = (term: string): boolean => /[a-z][A-Z]|\d|\w\.\w|^[A-Z0-9+#&]{2,6}s?$/.test(term);

/** The items of the list a line names them in: "Evidently and WhyLogs", "Tecton, Feast or an in-house one". */
function listItems(line: string): string[] {
  return line
    .split(/(?:(?<!\s)\s+)?(?:[,;:()]|\/|\s(?:and|or|and\/or|&)\s)\s*/)
    .map((item) =>
      trimConnectives(
        item
          .replace(/^.*\b(?:such as|e\.g\.?|for example|including)\s+/i, '')
          .replace(/^(?:with|using|in|on|like)\s+/i, ''),
      ),
    )
    .filter(Boolean);
}

const WE_USE_RE = /\bwe (?:use|run|work in|are on)\s+/g;
const isWordChar = (c: string | undefined): boolean => c !== undefined && /\w/.test(c);

/**
 * Whether an unknown capitalised run in a line reads as the name of a tool or technology: a
 * product-shaped name, or one listed beside a known term or a product-shaped name ("Evidently and
 * WhyLogs", "Tecton, Feast or an in-house equivalent"). Places, schools and organisations are not.
 * The line is read once (its list items, where it says "we use"), however many terms it has.
 */
function toolNameReader(line: string): (term: string) => boolean {
  // "an ERP system (we use Plex)": the employer's own tool, named as such.
  const ours = [...line.matchAll(WE_USE_RE)].map((m) => m.index + m[0].length);
  let items: string[] | null = null;
  return (term) => {
    if (ORGANISATION_WORDS.test(term) || isPlace(term)) return false;
    if (productShaped(term)) return true;
    const end = (at: number) => at + term.length;
    if (
      ours.some(
        (at) => line.startsWith(term, at) && isWordChar(line[end(at) - 1]) !== isWordChar(line[end(at)]),
      )
    )
      return true;
    items ??= listItems(line);
    if (!items.includes(term)) return false;
    return items.some((item) => item !== term && (productShaped(item) || vocabEntry(item) !== undefined));
  };
}

/**
 * Whether a phrase after "experience with" names a thing asked for: not a pointer to another
 * ("another ERP", "both qualitative", "at least one SIEM", "a stack like this one"), not a clause
 * ("Spanish are all", "learn Go quickly"), not one plain word that the vocabulary does not know
 * ("industry").
 */
function readsAsObject(term: string): boolean {
  if (
    /^(?:another|both|any|some|each|all|our|your|their|this|that|these|those|using|one|least|same|learn)\b/i.test(
      term,
    )
  )
    return false;
  if (/\b(?:are|is|be|all|was|were)$|\b(?:like this|this one|quickly)\b/i.test(term)) return false;
  return /\s|[A-Z0-9]/.test(term) || vocabEntry(term) !== undefined;
}

/** Head nouns that say what kind of thing follows, not which: "a sales engagement tool", "tax topics". */
const GENERIC_HEAD =
  /\s(?:tools?|frameworks?|topics?|work|compan(?:y|ies)|software|systems?|environments?|settings?|roles?|products?|microcontrollers?|solutions?)$/;

/**
 * The name an object phrase gives: a product name without the kind of thing it is ("the CASAS
 * assessment system" -> "CASAS", "ARM Cortex-M microcontrollers" -> "ARM Cortex-M"); nothing
 * for a kind of thing alone ("a comparable qualification framework", "backend work") or an
 * amount ("$3M+").
 */
function objectName(term: string): string | null {
  if (/^[$£€\d]/.test(term) || /^(?:comparable|equivalent|similar)\b/i.test(term)) return null;
  const named = /^((?:[A-Z][\w+#.&/-]*\s+)*[A-Z][\w+#.&/-]*)\s+[a-z][a-z\s-]*$/.exec(term);
  if (named && vocabEntry(term) === undefined) return named[1]!;
  return GENERIC_HEAD.test(term) && vocabEntry(term) === undefined ? null : term;
}

/** The towns a posting names in its "Savannah, GA" or "Leeds, UK" form, wherever it names them. */
export function postingTowns(text: string): Set<string> {
  const towns = new Set<string>();
  for (const m of text.matchAll(/\b([A-Z][a-z]+(?:\s[A-Z][a-z]+)?),\s(?:[A-Z]{2})\b/g)) towns.add(m[1]!);
  return towns;
}

/**
 * "experience with Kafka or other event streaming systems" -> ["Kafka", "event streaming systems"];
 * a place is none ("familiarity with Savannah and the Historic District").
 */
function requirementObjects(line: string, towns: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const re =
    /\b(?:experience (?:with|in|using|building)|knowledge of|proficiency (?:in|with)|proficient (?:in|with)|familiarity with|familiar with|expertise in|skilled in|understanding of)\s+([^.;:()]+)/gi;
  for (const m of line.matchAll(re)) {
    const parts = m[1]!.split(
      /,\s*|(?<!\s)\s+(?:and|or|and\/or|in|on|for|using|at|of|across|with|to|from|including)\s+|(?:(?<!\s)\s+)?\/\s*/,
    );
    for (const raw of parts) {
      const term = raw
        .replace(
          /^(?:(?:the|a|an|other|modern|strong|solid|advanced|similar|related|common|large|complex|at least one|least one|one or more)\s+)+/i,
          '',
        )
        .replace(
          /(?<!\s)\s+(?:is a plus|a plus|preferred|required|tools?|technologies|platforms?|environments?)$/i,
          '',
        )
        .trim();
      if (towns.has(term) || ORGANISATION_WORDS.test(term)) continue;
      const named = objectName(term);
      if (named && named.split(/\s+/).length <= 4 && readsAsObject(named)) out.push(named);
    }
  }
  return out;
}

interface Candidate {
  term: string;
  first: number;
  vocabulary: boolean;
}

export function rankKeywords(
  lines: string[],
  requirements: string[],
  title: string | null,
  company: string | null,
  /** The places the whole posting names (postingTowns), its header included. */
  towns: ReadonlySet<string> = new Set(),
  /** How the posting's lines are read (postingLineReader: each text once for all the steps). */
  read: (text: string) => PostingLine = readPostingLine,
): string[] {
  const all = lines.join('\n');
  const allLower = all.toLowerCase();
  // The employer's own name is no requirement, word for word ("Juniper & Pine" does not hide "R").
  const companyKey = company ? ` ${phraseKey(company)} ` : '';
  const candidates = new Map<string, Candidate>();
  const add = (raw: string, vocabulary: boolean) => {
    const term = canonicalTerm(trimConnectives(raw));
    const key = phraseKey(term);
    if (!key || candidates.has(key) || (!vocabulary && (isNoise(term) || towns.has(term)))) return;
    // A known term stays though the employer's name holds it ("Insurance" at Nestwise Home Insurance).
    if (!vocabulary && companyKey.includes(` ${key} `)) return;
    const pos = allLower.indexOf(term.toLowerCase());
    candidates.set(key, {
      term,
      first: pos < 0 ? all.length : pos,
      vocabulary: vocabulary || !!vocabEntry(term),
    });
  };
  // 1. Vocabulary terms anywhere in the posting (each line read once, for every step below too).
  const postingLines = lines.map(read);
  for (const entry of inVocabularyOrder(new Set(postingLines.flatMap((l) => [...l.terms]))))
    add(entry.canonical, true);
  // 2. Capitalised terms and requirement objects (kept if in a requirement or repeated).
  const reqIndex = joinedIndex(requirements.map((r) => read(r).index));
  const counts = new Map<string, number>();
  const occurrences = (term: string) => {
    let count = counts.get(term);
    if (count === undefined) counts.set(term, (count = postingLines.filter(termSearch(term).namedBy).length));
    return count;
  };
  for (const [i, line] of lines.entries()) {
    // "PR" in "digital PR", "TB" in "a TB risk assessment": part of a term the line names whole.
    const within = [...postingLines[i]!.terms].flatMap((e) => e.keys.map((k) => ` ${k} `));
    const partOfTerm = (t: string) => {
      const key = ` ${phraseKey(t)} `;
      return within.some((k) => k.includes(key) && k !== key);
    };
    const readsAsToolName = toolNameReader(line);
    // A name the line repeats reads the same each time: it is weighed once.
    for (const t of new Set(capitalisedTerms(line)))
      if (
        (termIn(t, reqIndex) || occurrences(t) >= 2) &&
        (vocabEntry(t) || readsAsToolName(t)) &&
        !partOfTerm(t)
      )
        add(t, false);
  }
  for (const req of requirements) for (const t of requirementObjects(req, towns)) add(t, false);
  // 3. Rank: requirements weigh most, then frequency, the title, and being a known term.
  const titleIndex = buildTermIndex(title ?? '');
  const score = (c: Candidate) =>
    Math.min(occurrences(c.term), 3) +
    (termIn(c.term, reqIndex) ? 3 : 0) +
    (termIn(c.term, titleIndex) ? 2 : 0) +
    (c.vocabulary ? 1 : 0);
  const ranked = [...candidates.values()]
    .map((c) => ({ c, s: score(c) }))
    .filter(({ c, s }) => s >= 1 && occurrences(c.term) > 0)
    .sort((a, b) => b.s - a.s || a.c.first - b.c.first);
  // 4. Drop a term contained in a higher-ranked one ("Python" stays, "Python Pandas" would not repeat it).
  const kept: string[] = [];
  const keptKeys = new Set<string>();
  for (const { c } of ranked) {
    const key = phraseKey(c.term);
    if (keptKeys.has(key)) continue;
    keptKeys.add(key);
    kept.push(c.term);
    if (kept.length >= MAX_KEYWORDS) break;
  }
  return kept;
}
