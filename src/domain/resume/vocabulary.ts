/**
 * The built-in vocabulary as lookup tables: a term's canonical name ("k8s" -> "Kubernetes") and
 * whether a text contains it under any of its names. One normalisation (normalize.ts) serves the
 * job side and the resume side, so "JS" in a posting matches "JavaScript" in a resume.
 */
import { phraseKey, type TermIndex } from './normalize';
import { DOMAIN_TERMS, PROFESSION_TERMS } from './vocabulary-professions';
import { TECH_TERMS } from './vocabulary-tech';

export interface VocabEntry {
  canonical: string;
  /** Lower-cased, stemmed phrase keys. */
  keys: string[];
  /** Exact-case keys, for names that are also ordinary words. */
  casedKeys: string[];
  domain: boolean;
}

const domainSet = new Set(DOMAIN_TERMS);

function parseTerms(block: string): VocabEntry[] {
  const entries: VocabEntry[] = [];
  for (const line of block.split('\n')) {
    const names = line.split('|').map((n) => n.trim());
    const canonical = names[0];
    if (!canonical) continue;
    const cased = names.filter((n) => n.startsWith('=')).map((n) => n.slice(1));
    const plain = names.slice(1).filter((n) => n && !n.startsWith('='));
    // The canonical name counts as a plain alias unless it is only safe with its own case.
    if (!cased.some((c) => c.toLowerCase() === canonical.toLowerCase())) plain.unshift(canonical);
    entries.push({
      canonical,
      keys: [...new Set(plain.map((n) => phraseKey(n)).filter(Boolean))],
      casedKeys: cased.map((n) => phraseKey(n, true)).filter(Boolean),
      domain: domainSet.has(canonical),
    });
  }
  return entries;
}

export const VOCABULARY: readonly VocabEntry[] = [...parseTerms(TECH_TERMS), ...parseTerms(PROFESSION_TERMS)];

// Lookup by any spelling, case-sensitive aliases included (stemmed like every lookup key).
const byKey = new Map<string, VocabEntry>();
for (const entry of VOCABULARY) {
  for (const key of [
    phraseKey(entry.canonical),
    ...entry.keys,
    ...entry.casedKeys.map((k) => phraseKey(k)),
  ]) {
    if (!byKey.has(key)) byKey.set(key, entry);
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

function entryIn(entry: VocabEntry, index: TermIndex): boolean {
  return entry.keys.some((k) => index.has(k)) || entry.casedKeys.some((k) => index.hasCased(k));
}

/** Whether an indexed text contains a term, under its own spelling or any synonym. */
export function termIn(term: string, index: TermIndex): boolean {
  const entry = vocabEntry(term);
  if (entry) return entryIn(entry, index);
  const key = phraseKey(term);
  return key !== '' && index.has(key);
}

/** Every vocabulary term an indexed text contains, in vocabulary order. */
export function vocabularyIn(index: TermIndex): VocabEntry[] {
  return VOCABULARY.filter((e) => entryIn(e, index));
}
