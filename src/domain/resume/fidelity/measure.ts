/**
 * The fidelity of a rebuilt resume to the one a person gave (issue 16): the share of the
 * source's content words kept, and the defects a reader notices. `npm run fidelity` prints it
 * for every development-set resume; tests/resume-devset/fidelity.test.ts holds the line.
 */
import { brokenWords, doubledHeading, iconGlyphs, inventedNumbers } from './defects';
import { isContactLabel } from '../profile-keys';
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

/** A line's cells: runs of text parted by a separator or a wide gap (separators become gaps first). */
const SEPARATOR = /[|•·]/g;
const GAP = /\s{2,}/;
/** "Email: jane@example.com": a label before a colon and its value. */
const LABELLED_RE = /^([^:]{2,30}):\s*(\S.*)$/;

/** The line without the labels of its contact details ("Email", "Phone:", "LinkedIn"). */
function withoutContactLabels(line: string): string {
  return line
    .replace(SEPARATOR, '  ')
    .split(GAP)
    .map((cell) => {
      if (isContactLabel(cell)) return '';
      const m = LABELLED_RE.exec(cell.trim());
      return m && isContactLabel(m[1]!) ? m[2]! : cell;
    })
    .join('    ');
}

/**
 * The source's text as a reader sees it: a link's hidden scheme ("mailto:", "tel:") is not
 * content, nor is a contact detail's label (the result prints each detail in its header without
 * one), and a section's heading may be renamed to its standard name ("Employment History" ->
 * "Experience") as long as the section itself is there (sectionsDropped checks that), so each
 * heading's words are taken out once before counting.
 */
function visibleContent(text: string, headings: string[]): string {
  let t = text
    .replace(/\b(?:mailto|tel):/gi, ' ')
    .split('\n')
    .map(withoutContactLabels)
    .join('\n');
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
