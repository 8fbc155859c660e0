/**
 * The fidelity of a rebuilt resume to the one a person gave (issue 16): the share of the
 * source's content words kept, and the defects a reader notices. `npm run fidelity` prints it
 * for every development-set resume; tests/resume-devset/fidelity.test.ts holds the line.
 */
import { brokenWords, doubledHeading, iconGlyphs, inventedNumbers } from './defects';
import { sectionsDropped } from './sections-kept';
import { tokens, wordsKept } from './words';

export interface RebuiltResume {
  /** The output's visible text, one block a line. */
  text: string;
  /** Section headings (h2) in order. */
  sections: string[];
  /** Entry headings (h3: "Title — Company"). */
  entries: string[];
}

export interface Fidelity {
  /** 0..1: the source's content words the output still holds. */
  wordsKept: number;
  lostWords: string[];
  inventedNumbers: string[];
  brokenWords: string[];
  doubledHeadings: string[];
  iconGlyphs: string[];
  sectionsDropped: string[];
}

/** The bar every development-set resume must clear (issue 16: ">= 98 % kept, zero of each defect"). */
export const MIN_WORDS_KEPT = 0.98;

/**
 * The source's text as a reader sees it: a link's hidden scheme ("mailto:", "tel:") is not
 * content, and a section's heading may be renamed to its standard name ("Employment History" ->
 * "Experience") as long as the section itself is there (sectionsDropped checks that), so each
 * heading's words are taken out once before counting.
 */
function visibleContent(text: string, headings: string[]): string {
  let t = text.replace(/\b(?:mailto|tel):/gi, ' ');
  for (const h of headings) {
    const words = tokens(h);
    if (!words.length) continue;
    // Tokens are letters and digits only, so they need no escaping; whole words only.
    const at = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`, 'iu');
    t = t.replace(at, ' ');
  }
  return t;
}

export function measureFidelity(
  source: { text: string; sections: string[] },
  output: RebuiltResume,
): Fidelity {
  const words = wordsKept(visibleContent(source.text, source.sections), output.text);
  return {
    wordsKept: words.total ? words.kept / words.total : 1,
    lostWords: words.lost,
    inventedNumbers: inventedNumbers(source.text, output.text),
    brokenWords: brokenWords(output.text),
    doubledHeadings: output.entries.filter(doubledHeading),
    iconGlyphs: iconGlyphs(output.text),
    sectionsDropped: sectionsDropped(source.sections, output.sections),
  };
}

/** Every defect counted: zero means the rebuilt resume passes apart from the word share. */
export const defectCount = (f: Fidelity): number =>
  f.inventedNumbers.length +
  f.brokenWords.length +
  f.doubledHeadings.length +
  f.iconGlyphs.length +
  f.sectionsDropped.length;

export const passes = (f: Fidelity): boolean => f.wordsKept >= MIN_WORDS_KEPT && defectCount(f) === 0;
