/**
 * The built-in vocabulary as lookup tables: a term's canonical name ("k8s" -> "Kubernetes") and
 * whether a text contains it under any of its names. One normalisation (normalize.ts) serves the
 * job side and the resume side, so "JS" in a posting matches "JavaScript" in a resume.
 */
import { z } from 'zod';
import nominalisationsJson from './nominalisations.json';
import vocabularyJson from './vocabulary.json';
import {
  coordinatedPhraseSpans,
  indexLines,
  MAX_GRAM,
  phraseKey,
  stemLines,
  stemWords,
  type StemmedLine,
  type TermIndex,
} from './normalize';
import { REQUIREMENT_KINDS, type RequirementKind } from './types';

/**
 * vocabulary.json, one entry a term: its canonical name, the other names it goes by
 * (`aliases`, matched in any case), names that are also ordinary words and match only with
 * their own case (`casedAliases`: "Excel" the tool, not "excel" the verb; a canonical name listed
 * there matches only with its case too), the vocabulary it belongs to (`group`: software, data,
 * design and general business tools, or the other professions) and what a posting asks for when
 * it names the term (`kind`): a tool, a method or practice, a domain (the field someone works
 * in, "Payments", "Pediatrics", which the tailored summary may name), a qualification
 * (certification, licence, clearance) or a soft skill.
 */
const vocabularyFileSchema = z.array(
  z.strictObject({
    term: z.string().min(1),
    group: z.enum(['tech', 'professions']),
    aliases: z.array(z.string().min(1)).optional(),
    casedAliases: z.array(z.string().min(1)).optional(),
    /** What a posting asks for when it names the term (a job requirement's kind). */
    kind: z.enum(REQUIREMENT_KINDS),
  }),
);

export interface VocabEntry {
  canonical: string;
  /** Lower-cased, stemmed phrase keys. */
  keys: string[];
  /** Its names as a verb before its object ("reconcil vendor statement"), derived from `keys`. */
  verbKeys: string[];
  /** Exact-case keys, for names that are also ordinary words. */
  casedKeys: string[];
  /** The exact-case keys long enough to tell from a word in prose (not "Go", "R": SHORT_CASED_NAME). */
  proseCasedKeys: string[];
  /** A field someone works in (`kind` "domain"). */
  domain: boolean;
  kind: RequirementKind;
  /** Its spellings as the vocabulary writes them: the name (unless only safe in its own case) and plain aliases. */
  names: string[];
  /** Spellings that count only in their own case ("Go"). */
  casedNames: string[];
}

/**
 * The most letters of a name that only its case sets apart from a word, that is still too short to
 * find in prose: "Go" opens "Go Sooners", "R" a sentence. Such a name is found only as a listed item.
 */
export const SHORT_CASED_NAME = 2;

function toEntry(e: z.infer<typeof vocabularyFileSchema>[number]): VocabEntry {
  const cased = e.casedAliases ?? [];
  const plain = [...(e.aliases ?? [])];
  // The canonical name counts as a plain alias unless it is only safe with its own case.
  if (!cased.some((c) => c.toLowerCase() === e.term.toLowerCase())) plain.unshift(e.term);
  return {
    canonical: e.term,
    keys: [...new Set(plain.map((n) => phraseKey(n)).filter(Boolean))],
    verbKeys: [],
    casedKeys: cased.map((n) => phraseKey(n, true)).filter(Boolean),
    proseCasedKeys: cased
      .filter((n) => n.length > SHORT_CASED_NAME)
      .map((n) => phraseKey(n, true))
      .filter(Boolean),
    domain: e.kind === 'domain',
    kind: e.kind,
    names: plain,
    casedNames: cased,
  };
}

export const VOCABULARY: readonly VocabEntry[] = vocabularyFileSchema.parse(vocabularyJson).map(toEntry);
const ORDER = new Map(VOCABULARY.map((entry, i) => [entry, i]));

// Lookup by any spelling, case-sensitive aliases included (stemmed like every lookup key). A
// spelling names one entry: two entries sharing one would make the reading depend on file order.
const byKey = new Map<string, VocabEntry>();
for (const entry of VOCABULARY) {
  for (const key of new Set([
    phraseKey(entry.canonical),
    ...entry.keys,
    ...entry.casedKeys.map((k) => phraseKey(k)),
  ])) {
    const owner = byKey.get(key);
    if (owner)
      throw new Error(`vocabulary.json: "${key}" names both ${owner.canonical} and ${entry.canonical}`);
    byKey.set(key, entry);
  }
}

/** The vocabulary entry a term names, under any of its spellings. */
export function vocabEntry(term: string): VocabEntry | undefined {
  return byKey.get(phraseKey(term));
}

/** "k8s" -> "Kubernetes"; a term outside the vocabulary keeps its own (tidied) spelling. */
export function canonicalTerm(term: string): string {
  return vocabEntry(term)?.canonical ?? term.replace(/\s+/g, ' ').trim();
}

export function isDomainTerm(term: string): boolean {
  return vocabEntry(term)?.domain ?? false;
}

function entryIn(entry: VocabEntry, index: TermIndex, prose = false): boolean {
  return (
    entry.keys.some((k) => index.has(k) || index.hasJoined(k)) ||
    entry.verbKeys.some((k) => index.has(k)) ||
    (prose ? entry.proseCasedKeys : entry.casedKeys).some((k) => index.hasCased(k))
  );
}

/** A name outside the vocabulary is found word for word. */
const phraseIn = (key: string, index: TermIndex): boolean => key !== '' && index.has(key);

/** Whether an indexed text contains a term, under its own spelling or any synonym. */
export function termIn(term: string, index: TermIndex): boolean {
  return termSearch(term).in(index);
}

/** A term looked up in the vocabulary once, to be asked of many indexes or posting lines. */
export interface TermSearch {
  /** termIn. */
  in: (index: TermIndex) => boolean;
  /** termIn for a line of prose (a bullet, a sentence): a short name only its case sets apart does not count. */
  inProse: (index: TermIndex) => boolean;
  /**
   * Whether a posting's line names the term: a known term as vocabularyNamedIn reads it (not
   * inside a longer term, not as a team or a job title), any other name word for word.
   */
  namedBy: (line: PostingLine) => boolean;
}

export function termSearch(term: string): TermSearch {
  const entry = vocabEntry(term);
  const key = entry ? '' : phraseKey(term);
  return {
    in: (index) => (entry ? entryIn(entry, index) : phraseIn(key, index)),
    inProse: (index) => (entry ? entryIn(entry, index, true) : phraseIn(key, index)),
    namedBy: (line) => (entry ? line.terms.has(entry) : phraseIn(key, line.index)),
  };
}

/**
 * nominalisations.json: the verb forms of the nouns that end a skill's name ("reconciliation" ->
 * "reconcile", "reconciled", ...). A posting or a resume names "Vendor statement reconciliation"
 * as often by its verb and object: "Reconcile vendor statements", "Investigated incidents".
 */
const nominalisationsSchema = z.strictObject({
  nominalisations: z.array(
    z.strictObject({ noun: z.string().min(1), verbs: z.array(z.string().min(1)).min(1) }),
  ),
  /** Words that describe a thing rather than name it: "write technical specs" is not "Technical writing". */
  notObjects: z.array(z.string().min(1)),
});
const nominalisations = nominalisationsSchema.parse(nominalisationsJson);
const VERB_FORMS = new Map(
  nominalisations.nominalisations.map(
    (n) => [phraseKey(n.noun), [...new Set(n.verbs.map((v) => phraseKey(v)))]] as const,
  ),
);
const NOT_OBJECTS = new Set(nominalisations.notObjects.map((w) => phraseKey(w)));

/**
 * A term's names as a verb before its object ("reconcil vendor statement" for "Vendor statement
 * reconciliation"), leaving out any that another term's own names hold or that two terms would share.
 */
function verbPhraseKeys(): Map<VocabEntry, string[]> {
  const owners = new Map<string, VocabEntry[]>();
  for (const entry of VOCABULARY)
    for (const key of entry.keys) {
      const words = key.split(' ');
      const verbs =
        words.length >= 2 && words.length <= 4 && !NOT_OBJECTS.has(words[0]!)
          ? VERB_FORMS.get(words.at(-1)!)
          : undefined;
      for (const verb of verbs ?? []) {
        const phrase = `${verb} ${words.slice(0, -1).join(' ')}`;
        if (!byKey.has(phrase)) owners.set(phrase, [...(owners.get(phrase) ?? []), entry]);
      }
    }
  const out = new Map<VocabEntry, string[]>();
  for (const [phrase, entries] of owners)
    if (new Set(entries).size === 1) out.set(entries[0]!, [...(out.get(entries[0]!) ?? []), phrase]);
  return out;
}
for (const [entry, phrases] of verbPhraseKeys()) entry.verbKeys.push(...new Set(phrases));

const byPlainKey = new Map<string, VocabEntry>();
const byCasedKey = new Map<string, VocabEntry>();
/** Only a term's own names, for phrases made by joined modifiers (coordinatedPhrases). */
const byOwnKey = new Map<string, VocabEntry>();
for (const entry of VOCABULARY) {
  for (const k of entry.keys) if (!byOwnKey.has(k)) byOwnKey.set(k, entry);
  for (const k of [...entry.keys, ...entry.verbKeys]) if (!byPlainKey.has(k)) byPlainKey.set(k, entry);
  for (const k of entry.casedKeys) if (!byCasedKey.has(k)) byCasedKey.set(k, entry);
}

/**
 * Every run of leading words of a table's keys ("googl", "googl cloud" for "googl cloud platform"):
 * reading a line stops at the first word no term goes on with, so each word costs a probe or two.
 */
function prefixesOf(keys: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const key of keys) {
    const words = key.split(' ');
    for (let n = 1; n <= words.length; n += 1) out.add(words.slice(0, n).join(' '));
  }
  return out;
}
const plainPrefixes = prefixesOf(byPlainKey.keys());
const casedPrefixes = prefixesOf(byCasedKey.keys());

/** The verb forms of nominalisations.json, stemmed ("track", "reconcil"). */
const VERBS = new Set([...VERB_FORMS.values()].flat());

/**
 * The phrases a verb makes with each object it shares, one or two words after it: "track student
 * progress and attendance" also says "track attendance".
 */
function sharedVerbPhrases(plain: readonly string[]): string[] {
  const out: string[] = [];
  plain.forEach((verb, i) => {
    if (!VERBS.has(verb)) return;
    for (let j = i + 2; j <= i + 3 && j < plain.length; j += 1) {
      if (plain[j] !== 'and' && plain[j] !== 'or') continue;
      for (let n = 1; n <= 3 && j + n < plain.length; n += 1)
        out.push([verb, ...plain.slice(j + 1, j + 1 + n)].join(' '));
      return;
    }
  });
  return out;
}

/** Words after a term that make it the name of a group of people, not something asked for. */
const GROUP_WORDS = new Set([
  'team',
  'colleague',
  'staff',
  'manager',
  'partner',
  'department',
  'squad',
  'org',
  'organization',
  'organisation',
  'leader',
  'buyer',
  'role',
  'position',
]);

/**
 * Job titles after a field ("our second UX researcher", "a Sales Associate"): the field names the
 * person, not a requirement. Experience as one ("2+ years as an analytics engineer") asks for the
 * practice the title stands for ("Analytics engineering", titledPractices); '' when no practice
 * word goes with the title. Stemmed as phraseKey stems them.
 */
const ROLE_PRACTICES = new Map([
  ['engineer', 'engineering'],
  ['developer', 'development'],
  ['designer', 'design'],
  ['researcher', 'research'],
  ['analyst', 'analysis'],
  ['associat', ''],
  ['representativ', ''],
  ['specialist', ''],
  ['coordinator', 'coordination'],
  ['consultant', 'consulting'],
  ['scientist', 'science'],
]);

interface TermAt {
  entry: VocabEntry;
  length: number;
}

/**
 * The longest key of `table` among the first 1..`most` words from word `i` (the words as far as
 * the line has them), and that count of words; null for none. A key's leading words are all in
 * `prefixes`, so the first run that is not ends the search.
 */
function longestKeyAt(
  words: readonly string[],
  i: number,
  most: number,
  table: ReadonlyMap<string, VocabEntry>,
  prefixes: ReadonlySet<string>,
): TermAt | null {
  let found: TermAt | null = null;
  let key = '';
  for (let n = 1; n <= most; n += 1) {
    const word = words[i + n - 1];
    if (word !== undefined) key = n === 1 ? word : `${key} ${word}`;
    if (!prefixes.has(key)) break;
    const entry = table.get(key);
    if (entry) found = { entry, length: n };
  }
  return found;
}

/**
 * The longest vocabulary term that starts at word `i` of a line, and its length in words; of a
 * stemmed name and a cased one of the same length, the stemmed one.
 */
function longestTermAt(plain: readonly string[], cased: readonly string[], i: number): TermAt | null {
  const most = Math.min(MAX_GRAM, plain.length - i);
  const byPlain = longestKeyAt(plain, i, most, byPlainKey, plainPrefixes);
  const byCased = longestKeyAt(cased, i, most, byCasedKey, casedPrefixes);
  return byCased && byCased.length > (byPlain?.length ?? 0) ? byCased : byPlain;
}

/** Whether the words from `end` on make what precedes them a group of people ("team", "platform team"). */
function namesGroup(plain: readonly string[], end: number): boolean {
  const [next, afterNext] = [plain[end] ?? '', plain[end + 1] ?? ''];
  return GROUP_WORDS.has(next) || (next === 'platform' && GROUP_WORDS.has(afterNext));
}

interface Hit {
  entry: VocabEntry;
  start: number;
  end: number;
  /**
   * Why it is no requirement: it names people ("the AI platform team") or a job title ("a UX
   * researcher"), or a quality denied ("field workers who have little patience for software").
   */
  names?: 'group' | 'role' | 'denied';
}

/** Words before a quality that deny it (stemmed as lines are). */
const DENIALS = new Set(stemWords('little no without'));

/** The terms of one stemmed line, longest first at each word, each marked when it is no requirement. */
function lineHits(plain: readonly string[], cased: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  for (let i = 0; i < plain.length;) {
    const hit = longestTermAt(plain, cased, i);
    if (!hit) {
      i += 1;
      continue;
    }
    hits.push({ entry: hit.entry, start: i, end: i + hit.length });
    i += hit.length;
  }
  for (const hit of hits) {
    const next = plain[hit.end] ?? '';
    if (namesGroup(plain, hit.end)) hit.names = 'group';
    else if (ROLE_PRACTICES.has(next) && hit.entry.kind !== 'tool') hit.names = 'role';
    else if (hit.entry.kind === 'soft' && DENIALS.has(plain[hit.start - 1] ?? '')) hit.names = 'denied';
  }
  // "C++ and Python roles", "finance and procurement leaders": the last word names all of them.
  for (let k = hits.length - 2; k >= 0; k -= 1) {
    const [hit, next] = [hits[k]!, hits[k + 1]!];
    const joined = next.start === hit.end + 1 && /^(?:and|or)$/.test(plain[hit.end]!);
    if (
      joined &&
      (next.names === 'group' || (next.names === 'role' && hit.entry.kind !== 'tool')) &&
      !hit.names
    )
      hit.names = next.names;
  }
  return hits;
}

/**
 * The practices a line asks for as experience in a job ("2+ years as a product designer" ->
 * Product design), where the vocabulary knows them. A title elsewhere names a person ("our web
 * developer") or restates the job.
 */
function titledPractices(plain: readonly string[]): VocabEntry[] {
  const out: VocabEntry[] = [];
  plain.forEach((word, j) => {
    const practice = ROLE_PRACTICES.get(word);
    if (!practice) return;
    for (let n = Math.min(3, j - 2); n >= 1; n -= 1) {
      const [as, article] = plain.slice(j - n - 2, j - n);
      if (as !== 'as' || (article !== 'a' && article !== 'an')) continue;
      const entry = byOwnKey.get([...plain.slice(j - n, j), practice].join(' '));
      if (entry) return void out.push(entry);
    }
  });
  return out;
}

/**
 * Every vocabulary term a posting names, reading each line left to right
 * and taking the longest term that starts at each word: a word inside a longer term names
 * nothing else ("Core Web Vitals" is not "Vital Signs", "performance budgets" not "Budgeting").
 * A term that names a group of people ("the AI platform team", "our compliance partners",
 * "procurement leaders"), a job title ("a UX researcher") or a quality denied ("little patience")
 * is not counted; experience as a title ("as an analytics engineer") names its practice. In no
 * particular order (inVocabularyOrder puts them in the file's).
 */
export function vocabularyNamedIn(lines: readonly StemmedLine[]): Set<VocabEntry> {
  const found = new Set<VocabEntry>();
  for (const { plain, cased } of lines) {
    for (const hit of lineHits(plain, cased)) if (!hit.names) found.add(hit.entry);
    for (const practice of titledPractices(plain)) found.add(practice);
    for (const phrase of sharedVerbPhrases(plain)) {
      const entry = byPlainKey.get(phrase);
      if (entry) found.add(entry);
    }
    for (const phrase of coordinatedPhraseSpans(plain)) {
      const entry = byOwnKey.get(phrase.key);
      if (entry && !namesGroup(plain, phrase.end)) found.add(entry);
    }
  }
  return found;
}

/** Entries in the order of vocabulary.json. */
export function inVocabularyOrder(entries: Iterable<VocabEntry>): VocabEntry[] {
  return [...entries].sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);
}

/** A posting's line as the reader looks terms up in it: its known terms in context, and every phrase. */
export interface PostingLine {
  index: TermIndex;
  terms: ReadonlySet<VocabEntry>;
}

export function readPostingLine(text: string): PostingLine {
  const lines = stemLines(text);
  return { index: indexLines(lines), terms: vocabularyNamedIn(lines) };
}

/** readPostingLine for the steps of one reading: a text several steps look up is read once. */
export function postingLineReader(): (text: string) => PostingLine {
  const read = new Map<string, PostingLine>();
  return (text) => {
    let line = read.get(text);
    if (!line) read.set(text, (line = readPostingLine(text)));
    return line;
  };
}
