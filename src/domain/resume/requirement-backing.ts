/**
 * Whether a resume backs a job requirement with a fact it contains: one of the requirement's
 * keywords, enough dated experience for "N+ years", a degree at the level asked for.
 */
import { degreeLevels } from './degrees';
import { buildTermIndex, type TermIndex } from './normalize';
import type { ParsedResume } from './types';
import { termSearch, type TermSearch } from './vocabulary';

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
}; // prettier-ignore

/** "5+ years", "3-5 years" (the lower bound), "at least five years" -> the number, or null. */
export function yearsAsked(requirement: string): number | null {
  const m =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:\+\s*)?(?:\(\d+\)\s*)?(?:(?:-|–|to)\s*\d{1,2}\s*)?(?:years?|yrs?)\b/i.exec(
      requirement,
    );
  if (!m) return null;
  const raw = m[1]!.toLowerCase();
  return NUMBER_WORDS[raw] ?? Number(raw);
}

/** The lowest degree level a requirement accepts ("Bachelor's or Master's" -> bachelor). */
export function degreeAsked(requirement: string): number | null {
  const levels = degreeLevels(requirement);
  if (levels.length) return Math.min(...levels);
  return /\bdegree\b/i.test(requirement) ? 3 : null;
}

export function resumeDegreeLevel(resume: ParsedResume): number {
  const levels = resume.education.flatMap((e) => degreeLevels(`${e.degree ?? ''} ${e.school ?? ''}`));
  return levels.length ? Math.max(...levels) : 0;
}

export interface BackingFacts {
  index: TermIndex;
  keywords: string[];
  months: number;
  degreeLevel: number;
}

// A posting is checked against every resume that searches (its reading is kept,
// src/domain/jobs/posting-readings.ts): which of its keywords each requirement names is read once
// per list of keywords.
const namedCache = new WeakMap<readonly string[], Map<string, TermSearch[]>>();

/** The posting's keywords a requirement sentence names. */
function keywordsNamed(requirement: string, keywords: readonly string[]): TermSearch[] {
  let byRequirement = namedCache.get(keywords);
  if (!byRequirement) namedCache.set(keywords, (byRequirement = new Map()));
  let named = byRequirement.get(requirement);
  if (!named) {
    const reqIndex = buildTermIndex(requirement);
    named = keywords.map(termSearch).filter((k) => k.in(reqIndex));
    byRequirement.set(requirement, named);
  }
  return named;
}

export function isBacked(requirement: string, facts: BackingFacts): boolean {
  // 1. Its keywords: at least one must be in the resume.
  const named = keywordsNamed(requirement, facts.keywords);
  if (named.length > 0 && !named.some((k) => k.in(facts.index))) return false;
  // 2. "N+ years" against the dated experience.
  const years = yearsAsked(requirement);
  if (years !== null && facts.months < years * 12) return false;
  // 3. The degree level; "or equivalent experience" accepts four years of work instead.
  const level = degreeAsked(requirement);
  if (level !== null && facts.degreeLevel < level) {
    return /equivalent/i.test(requirement) && facts.months >= 48;
  }
  return true;
}
