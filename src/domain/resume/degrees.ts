/**
 * Degrees in resumes and in job requirements, and their level, so "Master's degree required"
 * can be checked against a resume that shows a B.S.
 */

export const DEGREE_LEVEL = { highSchool: 1, associate: 2, bachelor: 3, master: 4, doctorate: 5 } as const;

// Abbreviations are matched with their case ("MS", "B.Sc."), words without it.
const ABBREVIATIONS: [RegExp, number][] = [
  [/(?<![A-Za-z])(?:Ph\.?\s?D|D\.?N\.?P|Ed\.?D|J\.?D|M\.?D|DPhil)\.?(?![A-Za-z])/, 5],
  [
    /(?<![A-Za-z])(?:M\.?S\.?N|M\.?Sc|M\.?B\.?A|M\.?Ed|M\.?P\.?H|M\.?F\.?A|M\.?Tech|MCA|M\.?Eng|M\.?S|M\.?A|LL\.?M)\.?(?![A-Za-z])/,
    4,
  ],
  [
    /(?<![A-Za-z])(?:B\.?S\.?N|B\.?Sc|B\.?B\.?A|B\.?Com|B\.?Tech|B\.?Ed|B\.?F\.?A|BCA|B\.?Eng|B\.?S|B\.?A|B\.E|LL\.?B)\.?(?![A-Za-z])/,
    3,
  ],
  [/(?<![A-Za-z])(?:A\.?A\.?S|A\.A|A\.S|ADN|AAS)\.?(?![A-Za-z])/, 2],
  [/(?<![A-Za-z])GED(?![A-Za-z])/, 1],
];

const WORDS: [RegExp, number][] = [
  [/\b(?:doctor(?:ate)?\s+(?:of|in|degree)|doctoral|ph\.?\s?d)\b/i, 5],
  [/\b(?:master['’]?s?(?:\s+degree)?\s+(?:of|in|degree)|master['’]s\b|graduate degree|advanced degree)/i, 4],
  [
    /\b(?:bachelor['’]?s?(?:\s+degree)?(?:\s+(?:of|in|degree))?|undergraduate degree|four-year degree|4-year degree|college degree|university degree)/i,
    3,
  ],
  [/\b(?:associate['’]?s?\s+(?:of|in|degree))/i, 2],
  [/\b(?:high school diploma|high school|secondary school diploma)\b/i, 1],
];

/** Every degree level a text mentions ("Bachelor's or Master's" -> [4, 3]). */
export function degreeLevels(text: string): number[] {
  const levels = new Set<number>();
  for (const [re, level] of [...ABBREVIATIONS, ...WORDS]) if (re.test(text)) levels.add(level);
  return [...levels].sort((a, b) => b - a);
}

/** Whether a fragment names a degree (or a diploma or certificate from a school). */
export function looksLikeDegree(text: string): boolean {
  return degreeLevels(text).length > 0 || /\b(?:diploma|certificate in|degree in)\b/i.test(text);
}

export function looksLikeSchool(text: string): boolean {
  return /\b(?:university|universidad|universit[éa]t?|college|institute|school|academy|polytechnic|conservatory|iit|nit)\b/i.test(
    text,
  );
}
