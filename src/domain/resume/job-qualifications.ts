/**
 * Job analysis, part 3: the qualifications a posting asks for, as labels a person reads the same
 * way everywhere: "5+ years of experience", "Bachelor's degree", "Spanish". Read only from the
 * requirement lines (job-sections.ts), so a company's "20 years in business" or a benefit in
 * another language is not a requirement.
 */

import type { PostingSentence } from './job-sentences';
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

/**
 * The degrees a sentence asks for. Degrees offered as alternatives ask for the lowest of them:
 * "an MSc or PhD", "Master's or Doctorate (MSN or DNP)" ask for a Master's degree.
 */
function degreesAsked(text: string): string[] {
  const named = DEGREES.flatMap(([re, label]) => {
    const m = re.exec(text);
    return m ? [{ label, at: m.index, end: m.index + m[0].length }] : [];
  }).sort((a, b) => a.at - b.at);
  return named
    .filter((d, i) => {
      const lower = named.find(
        (o) =>
          DEGREE_LEVEL(o.label) < DEGREE_LEVEL(d.label) &&
          /^\W*(?:\w+\W+){0,2}?or\W/i.test(text.slice(Math.min(o.end, d.end), Math.max(o.at, d.at)) + ' '),
      );
      return i >= 0 && !lower;
    })
    .map((d) => d.label);
}

/** Whether a name is a degree ("PhD", "MSc"): degrees are read as qualifications, never as skills. */
export const namesDegree = (name: string): boolean => DEGREES.some(([re]) => re.test(name));

const DEGREE_LEVEL = (label: string): number => DEGREES.findIndex(([, l]) => l === label);

/** "Bachelor's degree in Computer Science, Statistics or a related field": the words after "in". */
const DEGREE_SUBJECT =
  /(\b(?:degree|diploma|bachelor['’]?s?|master['’]?s?|B\.?S\.?c?|B\.?A\.?|M\.?S\.?c?|MBA|Ph\.?D|doctorate|major(?:ing)?)\b[^.;:]*?\s(?:in|of))\s+[^.;:()]+/gi;

/** A sentence without its degree subjects, for reading skills from it. */
export const withoutDegreeSubject = (text: string): string => text.replace(DEGREE_SUBJECT, '$1');

const LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Portuguese',
  'Italian',
  'Dutch',
  'Polish',
  'Mandarin',
  'Cantonese',
  'Japanese',
  'Korean',
  'Arabic',
  'Hindi',
  'Russian',
  'Turkish',
  'Vietnamese',
  'Tagalog',
  'Swedish',
  'Dari',
  'Farsi',
  'Urdu',
  'Bengali',
  'Hebrew',
  'Greek',
];
const LANGUAGE_RE = new RegExp(`\\b(${LANGUAGES.join('|')})\\b`, 'g');
/** Words that make a language named in a line a language the person must speak. */
const SPEAKING_RE =
  /\b(?:fluen(?:t|cy)|bilingual|native|proficien(?:t|cy)|speak(?:s|ing)?|spoken|written|conversational|language|[ABC][12])\b/i;
/** "not required" near a language rules it out ("Dutch is not required"). */
const NOT_REQUIRED_RE = /\bnot (?:required|necessary|needed)|\bno need\b/i;

function languages(requirements: readonly PostingSentence[]): JobRequirement[] {
  const out: JobRequirement[] = [];
  for (const s of requirements) {
    if (!SPEAKING_RE.test(s.text) || NOT_REQUIRED_RE.test(s.text)) continue;
    const named = [...s.text.matchAll(LANGUAGE_RE)].map((m) => m[1]!);
    // "Bilingual English/Spanish": the posting's own English is a given; the other language is asked.
    const asking =
      /\bbilingual\b/i.test(s.text) && named.length > 1 ? named.filter((l) => l !== 'English') : named;
    for (const language of asking) if (!out.some((q) => q.label === language)) out.push(asked(language, s));
  }
  return out;
}

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
  out.push(...languages(requirements));
  return out;
}
