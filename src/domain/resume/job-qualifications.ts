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

/** The experience a posting asks for: its first duration in a requirement sentence. */
function experience(requirements: readonly PostingSentence[]): JobRequirement | null {
  for (const s of requirements) {
    const m = DURATION_RE.exec(s.text);
    if (!m) continue;
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
    /\bbachelor['’]?s?\b|\b(?:four|4)[- ]year (?:college |university )?degree|\bundergraduate degree/i,
    "Bachelor's degree",
  ],
  [/\bmaster['’]?s?\s+(?:degree|in|of)\b|\bgraduate degree/i, "Master's degree"],
  [/\bph\.?\s?d\b|\bdoctora(?:te|l degree)/i, 'PhD'],
];

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
    for (const m of s.text.matchAll(LANGUAGE_RE))
      if (!out.some((q) => q.label === m[1])) out.push(asked(m[1]!, s));
  }
  return out;
}

/** Experience, degrees and spoken languages asked for in the posting's requirement sentences. */
export function jobQualifications(sentences: readonly PostingSentence[]): JobRequirement[] {
  const requirements = sentences.filter((s) => s.requirement);
  const out: JobRequirement[] = [];
  const years = experience(requirements);
  if (years) out.push(years);
  for (const [re, label] of DEGREES) {
    const s = requirements.find((r) => re.test(r.text));
    if (s) out.push(asked(label, s));
  }
  out.push(...languages(requirements));
  return out;
}
