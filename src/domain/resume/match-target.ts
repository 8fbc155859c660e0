/** The keyword match rate a person is told to aim for (score-match.ts), kept apart so that showing it loads no scorer. */
export const KEYWORD_TARGET = 80;
