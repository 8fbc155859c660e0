/**
 * Job analysis, part 3b: the conditions of a job, which a person accepts rather than shows on a
 * resume: lifting and standing, the place and hours of work, travel, the right to work, a
 * driving record, age, a home workspace. Each is read under one label ("Ability to lift 50 lbs")
 * and kept as a requirement of kind "condition": listed for the person, never scored
 * (score-match.ts) and never offered to "I have this" (confirm-requirement.ts).
 */
import type { PostingSentence } from './job-sentences';
import { readPhrases, type PhraseRule } from './phrase-rules';
import type { JobRequirement } from './types';

/** A condition's pattern and its label from the match ("lift up to 40 lbs" -> "Ability to lift 40 lbs"). */
const CONDITIONS: readonly PhraseRule[] = [
  [
    /\blift(?:ing)?\s+(?:and\s+\w+\s+)?(?:up\s+to\s+|at\s+least\s+)?(\d+)\s*(lbs?|pounds|kg)\b/i,
    (m) => `Ability to lift ${m[1]} ${/kg/i.test(m[2]!) ? 'kg' : 'lbs'}`,
  ],
  [
    /\bstand(?:ing)?\s+for\s+(\d+\s*[-–]\s*\d+\s+hours|\d+\+?\s+hours|a full shift|long periods)/i,
    (m) => `Ability to stand for ${m[1]!.replace(/(?<!\s)\s*–\s*/, '-')}`,
  ],
  [
    /\bwalk(?:ing)?\s+(?:up\s+to\s+)?(\d+\+?)\s+miles\s+(?:per|a|each)\s+shift/i,
    (m) => `Walk ${m[1]} miles per shift`,
  ],
  [/\b(?:work(?:ing)?\s+in\s+)?a\s+hot\s+(?:environment|kitchen)/i, () => 'Hot environment'],
  [
    /\b(?:must\s+be|at\s+least|aged?)\s+(\d{2})\s*(?:\+|or\s+older|years\s+(?:of\s+age|old)(?:\s+or\s+older)?)/i,
    (m) => `Age ${m[1]} or older`,
  ],
  [
    /\b(?:willing(?:ness)?\s+to\s+travel|comfortable\s+travel(?:l)?ing|travel(?:l)?ing\s+to\s+(?:job|client|customer)\s+sites|\d+\s*%\s+travel|travel\s+(?:up\s+to\s+)?\d+\s*%|overnight\s+travel)/i,
    () => 'Willingness to travel',
  ],
  [
    /\b(?:willing(?:ness)?\s+to\s+relocate|able\s+to\s+relocate|must\s+(?:live|reside)\s+(?:in|within)|reside\s+within\s+the\s+territory)/i,
    () => 'Willingness to relocate',
  ],
  [
    /\b(?:authori[sz]ed\s+to\s+work\s+in\s+the\s+(US|U\.S\.|United States|UK|EU)|(US|U\.S\.|UK)\s+work\s+authori[sz]ation|right\s+to\s+work\s+in\s+the\s+(UK|US|EU))/i,
    (m) => `${(m[1] ?? m[2] ?? m[3])!.replace(/\./g, '').replace(/United States/i, 'US')} work authorization`,
  ],
  [
    /\b(?:quiet,?\s+(?:private\s+)?(?:workspace|work\s+space|room)|private\s+workspace|dedicated\s+home\s+office)/i,
    () => 'Quiet private workspace',
  ],
  [/\b(?:high-speed|reliable(?:\s+high-speed)?|broadband)\s+internet/i, () => 'High-speed internet'],
  [/\b(?:safe|clean|good)\s+driving\s+record/i, () => 'Safe driving record'],
  [/\b(?:auto(?:mobile)?|car|vehicle)\s+insurance/i, () => 'Auto insurance'],
  [/\bchild\s+abuse\s+clearance/i, () => 'Child abuse clearance'],
];

/** The conditions the posting's asking sentences set, each once, with the sentence it was read from. */
export const jobConditions = (sentences: readonly PostingSentence[]): JobRequirement[] =>
  readPhrases(sentences, CONDITIONS, 'condition');
