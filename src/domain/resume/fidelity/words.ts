/**
 * The words a reader would miss: a text's content words (letters, at least two characters, not
 * a function word), NFKC-normalised and lower-cased, counted with multiplicity, and the share of
 * a source's content words that another text still holds. A source word split by end-of-line
 * hyphenation ("Imple-" / "mented") counts as kept when the joined word is there.
 */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but nor of to in on at by for with from as is are was were be been being it its ' +
    'this that these those into onto over under than then so such via per i me my we our you your he ' +
    'she his her they their them not no ' +
    // The connectors of the other languages the parser reads ("Entwickler bei SAP", "chez Airbus").
    'bei und von zu im am der die das bis chez et le la les du des de del el en y na no em da do das dos e ' +
    'até a à au al hasta jusqu'
  ).split(' '),
);

/** Every word of a text, in order, lower-cased (letters and digits; hyphens and dots separate). */
export function tokens(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * The words a reader reads: tokens, each parted where digits meet letters (a year a page sets
 * against the heading after it, "2023Languages", is two words on the page).
 */
const readWords = (text: string): string[] => tokens(text).flatMap((w) => w.match(/\p{L}+|\p{N}+/gu) ?? []);

export const isContentWord = (w: string): boolean =>
  w.length >= 2 && /\p{L}/u.test(w) && !FUNCTION_WORDS.has(w);

export function countWords(words: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

export interface WordsKept {
  /** Content words in the source (with multiplicity). */
  total: number;
  kept: number;
  /** The source's content words the output lacks, each once, in source order. */
  lost: string[];
}

export function wordsKept(source: string, output: string): WordsKept {
  const src = readWords(source);
  const available = countWords(readWords(output));
  const take = (w: string) => {
    const n = available.get(w) ?? 0;
    if (n > 0) available.set(w, n - 1);
    return n > 0;
  };
  let total = 0;
  let kept = 0;
  const lost = new Set<string>();
  for (let i = 0; i < src.length; i++) {
    const w = src[i]!;
    if (!isContentWord(w)) continue;
    total++;
    if (take(w)) kept++;
    // A hyphenated line end: "imple" + "mented" are both kept when "implemented" is there.
    else if (i + 1 < src.length && take(w + src[i + 1]!)) {
      kept += isContentWord(src[i + 1]!) ? 2 : 1;
      if (isContentWord(src[i + 1]!)) total++;
      i++;
    } else lost.add(w);
  }
  return { total, kept, lost: [...lost] };
}
