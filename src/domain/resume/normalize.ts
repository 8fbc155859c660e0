/**
 * Text normalisation shared by keyword extraction, scoring, tailoring and the fact check, so
 * that "Node.js", "node js" and "NodeJS" or "managed" and "manages" compare equal everywhere.
 */
import { foldAccents } from './fold';
import { memoText } from './text-memo';

/**
 * Lower-cases (unless told not to) and reduces punctuation to single spaces, keeping what makes
 * a term distinct: "C++", "C#", ".NET" (as "dotnet"), "Node.js" (as "nodejs"), "P&L" (as "pl").
 */
export function normalizeText(text: string, keepCase = false): string {
  // 0. Accents fold ("coûts" -> "couts"), so a letter outside ASCII never splits a word in two
  //    ("co ts" would name TypeScript by its alias "ts"); letters of any script are word letters.
  let s = foldAccents(keepCase ? text : text.toLowerCase());
  // 1. ".NET" would otherwise become "net" and match "net income".
  s = s.replace(/(^|[^A-Za-z0-9])\.net\b/gi, '$1dotnet');
  // 2. Apostrophes vanish ("Bachelor's" -> "bachelors"); dots and ampersands inside a word join it.
  s = s.replace(/['’]/g, '').replace(/(?<=[A-Za-z0-9])[.&](?=[A-Za-z0-9])/g, '');
  // 3. Everything else that is not a word character, "+" or "#" separates words.
  return s.replace(/[^\p{L}\p{N}+#]+/gu, ' ').trim();
}

/** Words whose "-ing" form is a field of its own: "accounting" is not "account". */
const KEEP_ING = new Set(
  (
    'accounting marketing nursing engineering banking teaching learning computing manufacturing programming ' +
    'consulting recruiting staffing housing pricing funding shipping receiving purchasing sourcing auditing ' +
    'training selling planning networking lending billing licensing catering clothing'
  ).split(' '),
);

/** A light suffix stripper: enough to equate "databases"/"database", "managed"/"managing". */
export function stem(word: string): string {
  if (KEEP_ING.has(word)) return word;
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Normalised, stemmed words of a text. */
export function stemWords(text: string, keepCase = false): string[] {
  const norm = normalizeText(text, keepCase);
  return norm ? norm.split(' ').map((w) => (keepCase ? w : stem(w))) : [];
}

/** The comparison key of a phrase: stemmed words joined by one space. */
export function phraseKey(text: string, keepCase = false): string {
  return stemWords(text, keepCase).join(' ');
}

/** Phrases up to this many words are indexed; longer vocabulary terms do not exist. */
export const MAX_GRAM = 5;

/**
 * Every word n-gram (n <= 5) of a text as a set of phrase keys: looking a term up is then one
 * walk of at most five words instead of a scan of the text, which keeps scoring linear in the
 * resume's length.
 */
export interface TermIndex {
  has(key: string): boolean;
  /** A phrase two joined modifiers make with their shared words (coordinatedPhrases). */
  hasJoined(key: string): boolean;
  /** The same lookup against the case-preserved text (for "Excel" the tool vs "excel" the verb). */
  hasCased(key: string): boolean;
}

/**
 * A set of phrases held as paths of words, one node a word: adding a phrase extends a path
 * without building its string, so a text of one word repeated costs no more than any other.
 * Most nodes past a path's first word have one word after them: that word is held on the node
 * (`word`, `child`), and a Map only once a second one comes, since a Map for each of a
 * resume's many thousand n-grams was a fifth of what a tailoring allocates (`npm run bench -- fuzz`).
 */
interface PhraseNode {
  word?: string;
  child?: PhraseNode;
  next?: Map<string, PhraseNode>;
  /** A phrase of the set ends at this word. */
  end?: boolean;
}

function nextWord(node: PhraseNode, word: string): PhraseNode {
  if (node.next) {
    let child = node.next.get(word);
    if (!child) node.next.set(word, (child = {}));
    return child;
  }
  if (node.child === undefined) {
    node.word = word;
    return (node.child = {});
  }
  if (node.word === word) return node.child;
  const child: PhraseNode = {};
  node.next = new Map([
    [node.word!, node.child],
    [word, child],
  ]);
  node.word = node.child = undefined;
  return child;
}

const childOf = (node: PhraseNode, word: string): PhraseNode | undefined =>
  node.next ? node.next.get(word) : node.word === word ? node.child : undefined;

/**
 * The words of a phrase key, remembered: keys are mostly the vocabulary's, asked again for
 * every line and requirement, and splitting each time was most of a lookup's cost. Forgotten
 * all at once past KEY_WORDS_HELD keys, so keys read from texts cannot grow it without end.
 */
const keyWords = new Map<string, readonly string[]>();
const KEY_WORDS_HELD = 20_000;

function wordsOfKey(key: string): readonly string[] {
  let words = keyWords.get(key);
  if (!words) {
    if (keyWords.size >= KEY_WORDS_HELD) keyWords.clear();
    keyWords.set(key, (words = key.split(' ')));
  }
  return words;
}

/** Whether a phrase key (words joined by one space) is in the set. */
function hasPhrase(root: PhraseNode, key: string): boolean {
  let node: PhraseNode | undefined = root;
  for (const word of wordsOfKey(key)) {
    node = childOf(node, word);
    if (!node) return false;
  }
  return node.end === true;
}

function grams(words: readonly string[], into: PhraseNode): void {
  for (let i = 0; i < words.length; i += 1) {
    let node = into;
    for (let n = 0; n < MAX_GRAM && i + n < words.length; n += 1) {
      node = nextWord(node, words[i + n]!);
      node.end = true;
    }
  }
}

/**
 * The phrases two joined modifiers make with the words they share: "container and Kubernetes
 * security" also names "container security", "attribution and funnel reporting" also
 * "attribution reporting". Each is visited as the index of its first word (`at`) and the index
 * after its last (`end`): words[at], then words[at + 3] up to words[end - 1]; one `at` is visited
 * with each longer phrase after the shorter.
 */
function coordinatedPhrases(words: readonly string[], visit: (at: number, end: number) => void): void {
  for (let at = 0; at + 3 < words.length; at += 1) {
    if (words[at + 1] !== 'and' && words[at + 1] !== 'or') continue;
    for (let end = at + 4; end <= at + 2 + MAX_GRAM && end <= words.length; end += 1) visit(at, end);
  }
}

/** coordinatedPhrases as phrase keys, each with the index of the word after it. */
export function coordinatedPhraseSpans(words: readonly string[]): { key: string; end: number }[] {
  const out: { key: string; end: number }[] = [];
  let key = '';
  coordinatedPhrases(words, (at, end) => {
    key = end === at + 4 ? `${words[at]!} ${words[at + 3]!}` : `${key} ${words[end - 1]!}`;
    out.push({ key, end });
  });
  return out;
}

/** One line of a text as every lookup reads it: its stemmed words, and its words as written. */
export interface StemmedLine {
  readonly plain: readonly string[];
  readonly cased: readonly string[];
}

/**
 * Lines stemmed lately (up to 500,000 characters of them): one request stems the same lines many
 * times (a resume's lines in each of its indexes, a posting's sentences in each step that reads
 * them), and each is stemmed once.
 */
const stemLine = memoText(
  (line): StemmedLine => ({ plain: stemWords(line), cased: stemWords(line, true) }),
  500_000,
);

/** A text's lines, each stemmed once for the index and the vocabulary reading alike. */
export function stemLines(text: string): StemmedLine[] {
  return text.split(/\n+/).map(stemLine);
}

export function buildTermIndex(text: string): TermIndex {
  return indexLines(stemLines(text));
}

/** buildTermIndex on lines already stemmed. */
export function indexLines(lines: readonly StemmedLine[]): TermIndex {
  const lower: PhraseNode = {};
  const joined: PhraseNode = {};
  const cased: PhraseNode = {};
  // Lines are indexed one by one so a phrase never spans two unrelated lines.
  for (const { plain, cased: asWritten } of lines) {
    grams(plain, lower);
    let node = joined;
    coordinatedPhrases(plain, (at, end) => {
      node =
        end === at + 4
          ? nextWord(nextWord(joined, plain[at]!), plain[at + 3]!)
          : nextWord(node, plain[end - 1]!);
      node.end = true;
    });
    grams(asWritten, cased);
  }
  return {
    has: (key) => hasPhrase(lower, key),
    hasJoined: (key) => hasPhrase(joined, key),
    hasCased: (key) => hasPhrase(cased, key),
  };
}

/** The index of a text made of the texts these index, one under the other (each line apart). */
export function joinedIndex(indexes: readonly TermIndex[]): TermIndex {
  return {
    has: (key) => indexes.some((index) => index.has(key)),
    hasJoined: (key) => indexes.some((index) => index.hasJoined(key)),
    hasCased: (key) => indexes.some((index) => index.hasCased(key)),
  };
}

/** Trims, collapses inner whitespace and drops a trailing period; keeps every word. */
export function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
