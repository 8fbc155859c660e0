/**
 * Lossless by construction (issue 16): every line of the source that the field parsers did not
 * place in the structured resume is kept, verbatim and in reading order, in a section under the
 * heading it had in the source ("Research Experience", "Profiles"; header lines under "Other
 * details"). A line counts as placed when each of its words is found in the structured resume's
 * text (counted, so a word placed once covers one line only). A word split by end-of-line
 * hyphenation ("Imple-" / "mented") is found as the joined word.
 */
import { countWords, isContentWord, tokens } from './fidelity/words';
import type { ResumeLine } from './lines';
import { resumeToText } from './resume-text';
import type { Section } from './sections';
import type { ParsedResume } from './types';

/** Where header lines that hold neither the name, a contact detail nor the headline go. */
export const UNPLACED_HEADER_HEADING = 'Other details';

type Counts = Map<string, number>;

/** Labels in front of a contact detail ("Telefon:", "E-Mail:"): the detail is the content. */
const LABEL_WORDS = new Set(
  (
    'phone tel telephone telefon telefone teléfono téléphone mobile mobil handy cell celular móvil email ' +
    'mail correo address anschrift adresse dirección endereço location ubicación website web portfolio ' +
    'linkedin github name id current ug pg nombre vorname nachname nom prénom nome degree university year ' +
    'roles responsibilities'
  ).split(' '),
);

/** Takes every word of a line from the counts, or none of them. */
function takeAll(words: string[], counts: Counts): boolean {
  const need = countWords(words);
  for (const [w, n] of need) if ((counts.get(w) ?? 0) < n) return false;
  for (const [w, n] of need) counts.set(w, counts.get(w)! - n);
  return true;
}

/** A line's words, its hyphenated last word joined to the next line's first. */
function lineWords(line: ResumeLine, next: ResumeLine | undefined): { words: string[]; joinsNext: boolean } {
  const words = tokens(line.text);
  const joinsNext = Boolean(next && /\p{L}[-\u00ad\u2010]$/u.test(line.text) && /^\p{Ll}/u.test(next.text));
  return { words, joinsNext };
}

export function keepUnplacedLines(sections: Section[], resume: ParsedResume): ParsedResume {
  const counts = countWords(tokens(resumeToText(resume)));
  const kept: { heading: string; lines: string[] }[] = [];
  for (const section of sections) {
    // An `other` section is kept whole by the parser already.
    if (section.kind === 'other') continue;
    const unplaced: string[] = [];
    let carried: string | null = null;
    section.lines.forEach((line, i) => {
      const next = section.lines[i + 1];
      const { words, joinsNext } = lineWords(line, next);
      const own = carried === null ? words : words.slice(1);
      let mine = joinsNext ? own.slice(0, -1) : own;
      if (carried !== null) mine = [carried + (words[0] ?? ''), ...mine];
      carried = joinsNext ? (words[words.length - 1] ?? '') : null;
      const content = mine.filter((w) => isContentWord(w) && !LABEL_WORDS.has(w));
      if (content.length && !takeAll(content, counts)) unplaced.push(line.text);
    });
    if (unplaced.length === 0) continue;
    const heading = section.label || UNPLACED_HEADER_HEADING;
    kept.push({ heading, lines: unplaced });
  }
  if (kept.length === 0) return resume;
  // Kept in reading order after the sections the parser kept whole; a heading already there
  // ("Other Details") takes its lines rather than appearing twice.
  const other = resume.other.map((o) => ({ heading: o.heading, lines: [...o.lines] }));
  for (const k of kept) {
    const same = other.find((o) => o.heading.toLowerCase() === k.heading.toLowerCase());
    if (same) same.lines.push(...k.lines);
    else other.push(k);
  }
  return { ...resume, other };
}
