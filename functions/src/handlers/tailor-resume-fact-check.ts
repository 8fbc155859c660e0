/**
 * The honesty check on generated resumes (issue 3 item 5, issue 16): read the HTML back as a
 * resume, compare it with the original and with the source text the person gave, and cut out
 * what is new: employers, titles, dates, degrees, skills, and any number the source never
 * states ("10 years of experience"). A skill in a comma list loses just that item; anything
 * else loses its smallest enclosing element (bullet, paragraph, heading).
 */
import { findInventedFacts } from '@/domain/resume/fact-check';
import { inventedNumbers } from '@/domain/resume/fidelity/defects';
import { parseResume } from '@/domain/resume/parse-resume';
import type { InventedFact, ParsedResume } from '@/domain/resume/types';
import { elementsWhere, parseHtml, serializeHtml, tagOf } from '../sanitize/dom';
import { htmlToText } from '../sanitize/html-text';

const CANDIDATES = new Set('li p span h1 h2 h3 h4 h5 h6 td th dt dd'.split(' '));
const LIST_SPLIT = /(?:(?<!\s)\s+)?(?:,|\||•|·|;)\s*/;

/** Generated HTML read back as the person's resume is read: its text, and that text parsed. */
export interface ReadBack {
  text: string;
  resume: ParsedResume;
}

export function readBack(html: string): ReadBack {
  const text = htmlToText(html);
  return { text, resume: parseResume(text) };
}

function factsIn(original: ParsedResume, { text, resume }: ReadBack, sourceText: string): InventedFact[] {
  const numbers = inventedNumbers(sourceText, text).map((value): InventedFact => ({ kind: 'number', value }));
  return [...findInventedFacts(original, resume, sourceText), ...numbers];
}

export function inventedFactsIn(original: ParsedResume, html: string, sourceText: string): InventedFact[] {
  return factsIn(original, readBack(html), sourceText);
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Removes one value from a plain-text list ("A, B, C"); false when the element is not such a list. */
function dropListItem(el: Element, value: string): boolean {
  if (el.children.length > 0) return false;
  const items = (el.textContent ?? '').split(LIST_SPLIT);
  const kept = items.filter((i) => norm(i) !== value);
  if (items.length < 2 || kept.length === items.length) return false;
  if (kept.length === 0) el.remove();
  else el.textContent = kept.join(', ');
  return true;
}

function removeValue(doc: Document, fact: InventedFact): void {
  const v = norm(fact.value);
  if (!v) return;
  // A number is matched as a whole number: "10" is not in "2010".
  const literal = v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\./g, '[.,]');
  const num = new RegExp(`(?<![\\d.,])${literal}(?![\\d]|[.,]\\d)`);
  const holds = (el: Element) =>
    fact.kind === 'number' ? num.test(el.textContent ?? '') : norm(el.textContent ?? '').includes(v);
  let hits = elementsWhere(doc.body, (el) => CANDIDATES.has(tagOf(el)) && holds(el));
  // Fall back to any element inside the body when the value sits directly in a div or section
  // (the body itself is never removed: that would "pass" the check by deleting the resume).
  if (hits.length === 0) hits = elementsWhere(doc.body, holds);
  // Innermost only: removing a paragraph must not also take its whole section.
  const innermost = hits.filter((el) => !hits.some((other) => other !== el && el.contains(other)));
  for (const el of innermost) if (fact.kind === 'number' || !dropListItem(el, v)) el.remove();
}

export interface FactCheckResult {
  html: string;
  removed: InventedFact[];
  /** Facts still present after removal: the caller must not use this HTML. */
  remaining: InventedFact[];
  /** `html` read back, when the check read it (the caller's later checks reuse it). */
  read?: ReadBack;
}

/** Removal may take a bullet or two; past this share of the text it is rewriting the resume. */
const MAX_REMOVED_SHARE = 0.3;

export async function removeInventedFacts(
  original: ParsedResume,
  html: string,
  sourceText: string,
): Promise<FactCheckResult> {
  const read = readBack(html);
  const invented = factsIn(original, read, sourceText);
  if (invented.length === 0) return { html, removed: [], remaining: [], read };
  const doc = await parseHtml(html);
  const before = (doc.body.textContent ?? '').length;
  for (const fact of invented) removeValue(doc, fact);
  const keptShare = before ? (doc.body.textContent ?? '').length / before : 0;
  const cleaned = serializeHtml(doc);
  if (keptShare < 1 - MAX_REMOVED_SHARE) return { html: cleaned, removed: [], remaining: invented };
  const cleanedRead = readBack(cleaned);
  const remaining = factsIn(original, cleanedRead, sourceText);
  const left = new Set(remaining.map((f) => `${f.kind}:${norm(f.value)}`));
  return {
    html: cleaned,
    removed: invented.filter((f) => !left.has(`${f.kind}:${norm(f.value)}`)),
    remaining,
    read: cleanedRead,
  };
}

export const describeFact = (f: InventedFact) => `${f.value} (${f.kind})`;
