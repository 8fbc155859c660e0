/**
 * Job analysis, part 3: the qualifications a posting asks for, as labels a person reads the same
 * way everywhere: "5+ years of experience", "Bachelor's degree", "Spanish". Read only from the
 * requirement lines (job-sections.ts), so a company's "20 years in business" or a benefit in
 * another language is not a requirement.
 */

import { z } from 'zod';
import type { PostingSentence } from './job-sentences';
import languagesJson from './languages.json';
import { readPhrases, type PhraseRule } from './phrase-rules';
import type { JobRequirement } from './types';

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** "5+ years", "3-5 years", "two (2) years", "6 months": the first figure and its unit. */
const DURATION_RE =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\+?\s*(?:\(\d+\)\s*)?(?:(?:-|–|to)\s*\d{1,2}\+?\s*)?(years?|yrs?|months?)\b(?!\s+(?:of\s+age|old))/i;

/** The months an experience label asks for ("5+ years of experience" -> 60), or null for another label. */
export function experienceMonthsAsked(label: string): number | null {
  const m = /^(\d+)\+ (years|months) of experience$/.exec(label);
  return m ? Number(m[1]) * (m[2] === 'years' ? 12 : 1) : null;
}

/**
 * What follows a duration that is experience asked for: "5+ years of", "3 years' experience",
 * "2+ years as an analyst", "1 year in retail", "3+ years building APIs". Not "five years running"
 * or "tripled revenue in four years, and".
 */
const EXPERIENCE_AFTER =
  /^\s*(?:['’]\s*)?(?:of|in|as|with|at|experience|post|professional|relevant|progressive|direct|hands|industry|full|prior|previous|recent|working|managing|leading|teaching|selling|building|developing|designing|supervising)\b/i;

/** The experience a posting asks for: its first duration of experience in a requirement sentence. */
function experience(requirements: readonly PostingSentence[]): JobRequirement | null {
  for (const s of requirements) {
    const m = DURATION_RE.exec(s.text);
    if (!m) continue;
    const after = s.text.slice(m.index + m[0].length);
    // "Proven experience as a Product Owner (2+ years)": the duration closes a sentence about experience.
    const closing = /^\s*(?:\)|$)/.test(after) && /\bexperience\b/i.test(s.text);
    if (!EXPERIENCE_AFTER.test(after) && !closing) continue;
    const n = WORD_NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1]);
    const label = /^m/i.test(m[2]!) ? `${n}+ months of experience` : `${n}+ years of experience`;
    return asked(label, s);
  }
  return null;
}

const asked = (label: string, s: PostingSentence): JobRequirement => ({
  label,
  kind: 'qualification',
  required: s.required,
  line: s.text,
});

const DEGREES: readonly [RegExp, string][] = [
  [/\bhigh[- ]school (?:diploma|education)|\bGED\b/i, 'High school diploma'],
  [/\bassociate['’]?s?\s+degree/i, 'Associate degree'],
  [
    /\bbachelor['’]?s?\b|\bB\.?Sc\b|\b(?:four|4)[- ]year (?:college |university )?degree|\bundergraduate degree/i,
    "Bachelor's degree",
  ],
  [
    /\bmaster['’]?s?\s+(?:degree|in|of)\b|\bmaster['’]?s?(?=\s+or\b)|\bgraduate degree|\bM\.?Sc\b|\bMSN\b|\bMBA\b/i,
    "Master's degree",
  ],
  [/\bph\.?\s?d\b|\bdoctora(?:te|l degree)/i, 'PhD'],
];

/** "a degree", "a computer science degree", "college degree"; not "a high degree of autonomy". */
const UNNAMED_DEGREE = /\b(?:a|an|any|college|university)\s+(?:[a-z-]+\s+){0,2}?degree\b(?!\s+of\b)/i;

/**
 * The degrees a sentence asks for. Degrees offered as alternatives ask for the lowest of them:
 * "an MSc or PhD", "Master's or Doctorate (MSN or DNP)" ask for a Master's degree.
 */
function degreesAsked(text: string): string[] {
  // "A degree in HCI or psychology", "a computer science degree": a degree of no named level is a Bachelor's.
  if (!DEGREES.some(([re]) => re.test(text)) && UNNAMED_DEGREE.test(text)) return ["Bachelor's degree"];
  // DEGREES runs from the lowest level to the highest.
  const named = DEGREES.flatMap(([re, label], level) => {
    const m = re.exec(text);
    return m ? [{ label, level, at: m.index, end: m.index + m[0].length }] : [];
  });
  const offeredWithLower = (d: (typeof named)[number]) =>
    named.some(
      (o) =>
        o.level < d.level &&
        /^\W*(?:\w+\W+){0,2}?or\W/i.test(`${text.slice(Math.min(o.end, d.end), Math.max(o.at, d.at))} `),
    );
  return named.filter((d) => !offeredWithLower(d)).map((d) => d.label);
}

/** Whether a name is a degree ("PhD", "MSc"): degrees are read as qualifications, never as skills. */
export const namesDegree = (name: string): boolean => DEGREES.some(([re]) => re.test(name));

/**
 * "Bachelor's degree in Computer Science, Statistics or a related field": the words after "in", up
 * to a clause of their own ("…, and at least 3 years of applied data science experience").
 */
const DEGREE_SUBJECT =
  /(\b(?:degree|diploma|bachelor['’]?s?|master['’]?s?|B\.?S\.?c?|B\.?A\.?|M\.?S\.?c?|MBA|Ph\.?D|doctorate|major(?:ing)?)\b[^.;:]*?\s(?:in|of))\s+(?=[^\s.;:()])[^.;:()]+?(?=,\s+and\s+(?:at least|\d|a |an |experience)|(?<!\s)\s+and\s+(?:at least|\d|a |an |experience)|,\s*(?:with|plus)\b|[.;:()]|$)/gi;

/** A sentence without its degree subjects, for reading skills from it. */
export const withoutDegreeSubject = (text: string): string => text.replace(DEGREE_SUBJECT, '$1');

/** languages.json: the languages a posting may ask a person to speak, by their English names. */
const LANGUAGES = z
  .strictObject({ languages: z.array(z.string().min(1)).min(1) })
  .parse(languagesJson).languages;
const LANGUAGE_RE = new RegExp(`\\b(${LANGUAGES.join('|')})\\b`, 'g');
/** Words that make a language named in a requirement a language the person must speak or write. */
const SPEAKING_RE =
  /\b(?:fluen(?:t|cy)|bilingual|native|proficien(?:t|cy)|speak(?:s|ing)?|spoken|written|writing|editing|conversational|language|[ABC][12])\b/i;
/** Outside the requirements, only words that ask the reader to speak it ("Speaking Polish is helpful"). */
const ASKING_SPEAKER_RE = /\b(?:speaking|fluen(?:t|cy)|bilingual|working language|language skills)\b/i;
/** "not required" near a language rules it out ("Dutch is not required"). */
const NOT_REQUIRED_RE = /\bnot (?:required|necessary|needed)|\bno need\b/i;
/** After a language named as a language (not "German automotive clients"): a list, a verb, the end. */
const AS_NOUN_AFTER =
  /^(?:\s*(?:[,;:./)(]|$)|\s+(?:and|or|is|are|at|a|an|language|skills?|speakers?|fluency|proficiency|would|preferred|strongly)\b)/i;

/**
 * The languages a sentence asks for: in a requirement, any language with a word of speaking or
 * writing ("Fluent Spanish", "Clear written English") or named as itself in a list ("- German",
 * "Spanish is a plus"); elsewhere, only where the reader is asked to speak it ("Speaking Polish or
 * Russian is helpful"). "Bilingual English/Spanish" asks an English reader for Spanish.
 */
function languagesAsked(s: PostingSentence): string[] {
  if (NOT_REQUIRED_RE.test(s.text)) return [];
  const named = [...s.text.matchAll(LANGUAGE_RE)].filter((m) =>
    AS_NOUN_AFTER.test(s.text.slice(m.index + m[0].length)),
  );
  const speaking = s.requirement ? SPEAKING_RE.test(s.text) : ASKING_SPEAKER_RE.test(s.text);
  const onlyNames = s.requirement && named.length > 0;
  if (!speaking && !onlyNames) return [];
  const labels = named.map((m) => m[1]!);
  return /\bbilingual\b/i.test(s.text) && labels.length > 1 ? labels.filter((l) => l !== 'English') : labels;
}

function languages(sentences: readonly PostingSentence[]): JobRequirement[] {
  const out: JobRequirement[] = [];
  for (const s of sentences)
    for (const language of languagesAsked(s))
      if (!out.some((q) => q.label === language)) out.push(asked(language, s));
  return out;
}

/**
 * Other qualifications a requirement names in a phrase of its own: a portfolio of work, a
 * supervisor's experience, a background in a field ("A software engineering background").
 */
const PHRASED: readonly PhraseRule[] = [
  [
    /\b(?:an?|your)\s+portfolio\b(?!\s+(?:compan|manage|of\s+(?:loans|products|brands|clients|accounts|properties)))/i,
    () => 'Portfolio',
  ],
  [
    /\bsupervisory experience\b|\bas an?\s+(?:team\s+)?(?:lead\s+or\s+)?supervisor\b/i,
    () => 'Supervisory experience',
  ],
  [
    /\ban?\s+((?:[a-z]+\s+)?[a-z]+)\s+background\b(?!\s+(?:check|screen|investigation))/i,
    (m) => `${m[1]![0]!.toUpperCase()}${m[1]!.slice(1).toLowerCase()} background`,
  ],
];

/** Experience, degrees and spoken languages asked for in the posting's requirement sentences. */
export function jobQualifications(sentences: readonly PostingSentence[]): JobRequirement[] {
  const requirements = sentences.filter((s) => s.requirement);
  const out: JobRequirement[] = [];
  const years = experience(requirements);
  if (years) out.push(years);
  for (const [, label] of DEGREES) {
    const s = requirements.find((r) => degreesAsked(r.text).includes(label));
    if (s) out.push(asked(label, s));
  }
  out.push(...languages(sentences.filter((s) => s.requirement || s.context === 'body')));
  out.push(...readPhrases(requirements, PHRASED, 'qualification'));
  return out;
}
