/**
 * Lines a reader reads as one: a word hyphenated at the line end is joined ("Imple-" /
 * "mented" -> "Implemented"; "cross-" / "device" -> "cross-device", a compound keeps its
 * hyphen), and a long line whose sentence runs on into a lower-case next line is joined to it
 * ("…using Java and Spring" / "boot services…"). A sentence cut after a joining word ("…word
 * embeddings, and" / "Microsoft Power BI.") goes on whatever case the next line starts with.
 * A bullet never swallows the next bullet.
 */
import type { ResumeLine } from './lines';

/** First parts of compounds whose hyphen stays when a line breaks after it. */
const COMPOUND_FIRST = new Set(
  (
    'cross user self well high low long short real end full part front back cutting data cost state open ' +
    'third first second world best time mission fast client server cloud team detail results e co non ' +
    'multi-cloud on off hands face peer cost year month day week full-time part-time'
  ).split(' '),
);

const HYPHEN_END = /(\p{L}+)[-\u00ad\u2010]$/u;

/** Words no sentence ends with: the next line must finish it. */
const JOINING_END =
  /\s(?:and|or|of|with|for|the|a|an|to|in|on|at|by|from|into|using|via|including|such as|between|across|und|et|y|e|en)$/i;

/** Whether the line's sentence plainly goes on (long, and not closed by punctuation). */
const runsOn = (text: string): boolean => text.split(/\s+/).length >= 6 && !/[.!?:;|]$/.test(text);

/** A contact detail starts its own line even in lower case ("jane@x.com", "linkedin.com/in/…"). */
const DETAIL = /^\S+@|^(?:https?:|www\.)|^\S+\.(?:com|org|net|io|me|dev)\b/;

export function joinWrappedLines(lines: ResumeLine[], fullText: string): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && !line.bullet && runsOn(prev.text) && JOINING_END.test(prev.text) && !DETAIL.test(line.text)) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
      continue;
    }
    // Fields a wide gap apart ("eXant sp. z o.o.    Poznań") start a line of their own.
    const fields = /\S\s{3,}\S/.test(line.text);
    if (prev && !line.bullet && !fields && /^\p{Ll}/u.test(line.text) && !DETAIL.test(line.text)) {
      const hyphen = HYPHEN_END.exec(prev.text);
      if (hyphen) {
        const first = hyphen[1]!;
        const next = /^\p{L}+/u.exec(line.text)?.[0] ?? '';
        const kept = COMPOUND_FIRST.has(first.toLowerCase()) || fullText.includes(`${first}-${next}`);
        const stem = prev.text.slice(0, -1);
        out[out.length - 1] = { ...prev, text: `${kept ? `${stem}-` : stem}${line.text}` };
        continue;
      }
      if (runsOn(prev.text)) {
        out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
        continue;
      }
    }
    out.push(line);
  }
  return out;
}
