/**
 * Text normalisation shared by keyword extraction, scoring, tailoring and the fact check, so
 * that "Node.js", "node js" and "NodeJS" or "managed" and "manages" compare equal everywhere.
 */

/**
 * Lower-cases (unless told not to) and reduces punctuation to single spaces, keeping what makes
 * a term distinct: "C++", "C#", ".NET" (as "dotnet"), "Node.js" (as "nodejs"), "P&L" (as "pl").
 */
export function normalizeText(text: string, keepCase = false): string {
  let s = keepCase ? text : text.toLowerCase();
  // 1. ".NET" would otherwise become "net" and match "net income".
  s = s.replace(/(^|[^A-Za-z0-9])\.net\b/gi, '$1dotnet');
  // 2. Apostrophes vanish ("Bachelor's" -> "bachelors"); dots and ampersands inside a word join it.
  s = s.replace(/['’]/g, '').replace(/(?<=[A-Za-z0-9])[.&](?=[A-Za-z0-9])/g, '');
  // 3. Everything else that is not a word character, "+" or "#" separates words.
  return s.replace(/[^A-Za-z0-9+#]+/g, ' ').trim();
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
 * set probe instead of a scan of the text, which keeps scoring linear in the resume's length.
 */
export interface TermIndex {
  has(key: string): boolean;
  /** A phrase two joined modifiers make with their shared words (coordinatedPhrases). */
  hasJoined(key: string): boolean;
  /** The same lookup against the case-preserved text (for "Excel" the tool vs "excel" the verb). */
  hasCased(key: string): boolean;
}

function grams(words: string[], into: Set<string>): void {
  for (let i = 0; i < words.length; i += 1) {
    let key = '';
    for (let n = 0; n < MAX_GRAM && i + n < words.length; n += 1) {
      key = n === 0 ? (words[i] as string) : `${key} ${words[i + n] as string}`;
      into.add(key);
    }
  }
}

/**
 * The phrases two joined modifiers make with the words they share: "container and Kubernetes
 * security" also names "container security", "attribution and funnel reporting" also
 * "attribution reporting".
 */
export function coordinatedPhrases(words: readonly string[]): string[] {
  return coordinatedPhraseSpans(words).map((p) => p.key);
}

/** coordinatedPhrases, each with the index of the word after it. */
export function coordinatedPhraseSpans(words: readonly string[]): { key: string; end: number }[] {
  const out: { key: string; end: number }[] = [];
  for (let i = 0; i + 3 < words.length; i += 1) {
    if (words[i + 1] !== 'and' && words[i + 1] !== 'or') continue;
    let key = words[i] as string;
    for (let n = 3; n < 3 + MAX_GRAM - 1 && i + n < words.length; n += 1) {
      key = `${key} ${words[i + n] as string}`;
      out.push({ key, end: i + n + 1 });
    }
  }
  return out;
}

export function buildTermIndex(text: string): TermIndex {
  const lower = new Set<string>();
  const joined = new Set<string>();
  const cased = new Set<string>();
  // Lines are indexed one by one so a phrase never spans two unrelated lines.
  for (const line of text.split(/\n+/)) {
    const words = stemWords(line);
    grams(words, lower);
    for (const phrase of coordinatedPhrases(words)) joined.add(phrase);
    grams(stemWords(line, true), cased);
  }
  return {
    has: (key) => lower.has(key),
    hasJoined: (key) => joined.has(key),
    hasCased: (key) => cased.has(key),
  };
}

/** Trims, collapses inner whitespace and drops a trailing period; keeps every word. */
export function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
