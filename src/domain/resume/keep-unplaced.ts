/**
 * Lossless by construction (issue 16): every line of the source that the field parsers did not
 * place in the structured resume is kept, verbatim and in reading order. A line of an experience,
 * education or projects section goes into the entry it was printed under, as a bullet or detail
 * (unplaced-in-entries.ts; issue 39: never a second copy of the section); any other is kept in a
 * section under the heading it had in the source ("Research Experience", "Profiles"; header lines
 * under "Other details"). A line counts as placed when each of its words is found in the
 * structured resume's text (counted, so a word placed once covers one line only). A word split by
 * end-of-line hyphenation ("Imple-" / "mented") is found as the joined word.
 */
import { countWords, isContentWord, tokens } from './fidelity/words';
import type { ResumeLine } from './lines';
import { resumeToText } from './resume-text';
import type { Section } from './sections';
import type { EducationEntry, ExperienceEntry, ParsedResume, ProjectEntry } from './types';
import { placeInEntries, type EntryLines } from './unplaced-in-entries';

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

/** The indexes of a section's lines the counts do not cover (taking what they do). */
function unplacedIn(section: Section, counts: Counts): number[] {
  const unplaced: number[] = [];
  let carried: string | null = null;
  section.lines.forEach((line, i) => {
    const next = section.lines[i + 1];
    const { words, joinsNext } = lineWords(line, next);
    const own = carried === null ? words : words.slice(1);
    let mine = joinsNext ? own.slice(0, -1) : own;
    if (carried !== null) mine = [carried + (words[0] ?? ''), ...mine];
    carried = joinsNext ? (words[words.length - 1] ?? '') : null;
    const content = mine.filter((w) => isContentWord(w) && !LABEL_WORDS.has(w));
    if (content.length && !takeAll(content, counts)) unplaced.push(i);
  });
  return unplaced;
}

const roleOwner = (entries: ExperienceEntry[]): EntryLines<ExperienceEntry> => ({
  entries,
  names: (r) => [r.title, r.company],
  add: (r, line) => r.bullets.push(line),
});
const schoolOwner = (entries: EducationEntry[]): EntryLines<EducationEntry> => ({
  entries,
  names: (e) => [e.school, e.degree],
  add: (e, line) => e.details.push(line),
});
const projectOwner = (entries: ProjectEntry[]): EntryLines<ProjectEntry> => ({
  entries,
  names: (p) => [p.name],
  add: (p, line) => p.bullets.push(line),
});

/**
 * `rolesOf`: the roles parsed from each experience section (the parser reads each on its own);
 * education and projects sections are read as one list each, in order.
 */
export function keepUnplacedLines(
  sections: Section[],
  parsed: ParsedResume,
  rolesOf: Map<Section, ExperienceEntry[]> = new Map(),
): ParsedResume {
  const counts = countWords(tokens(resumeToText(parsed)));
  // Copies that take the lines: the parsers' objects stay as they were.
  const experience = parsed.experience.map((r) => ({ ...r, bullets: [...r.bullets] }));
  const education = parsed.education.map((e) => ({ ...e, details: [...e.details] }));
  const projects = parsed.projects.map((p) => ({ ...p, bullets: [...p.bullets] }));
  const copyOf = (r: ExperienceEntry) => experience[parsed.experience.indexOf(r)];
  const joined: Record<'education' | 'projects', { lines: string[]; unplaced: number[] }> = {
    education: { lines: [], unplaced: [] },
    projects: { lines: [], unplaced: [] },
  };
  // The sections' own lines take their words first: a header line that repeats a role ("Senior
  // Product Manager at Shopify") must not leave the role's own lines looking unplaced.
  const unplacedOf = new Map<Section, number[]>();
  const headerLast = (s: Section) => (s.kind === 'header' || s.kind === 'contact' ? 1 : 0);
  for (const section of [...sections].sort((a, b) => headerLast(a) - headerLast(b)))
    if (section.kind !== 'other') unplacedOf.set(section, unplacedIn(section, counts));
  const kept: { heading: string; lines: string[] }[] = [];
  for (const section of sections) {
    // An `other` section is kept whole by the parser already.
    if (section.kind === 'other') continue;
    const lines = section.lines.map((l) => l.text);
    let unplaced = unplacedOf.get(section)!;
    if (section.kind === 'education' || section.kind === 'projects') {
      const list = joined[section.kind];
      list.unplaced.push(...unplaced.map((i) => i + list.lines.length));
      list.lines.push(...lines);
      continue;
    }
    if (section.kind === 'experience') {
      const roles = (rolesOf.get(section) ?? []).map(copyOf).filter((r): r is ExperienceEntry => !!r);
      unplaced = placeInEntries(lines, unplaced, roleOwner(roles));
    }
    if (unplaced.length)
      kept.push({ heading: section.label || UNPLACED_HEADER_HEADING, lines: unplaced.map((i) => lines[i]!) });
  }
  function leftOf<E>(kind: 'education' | 'projects', owner: EntryLines<E>): void {
    const { lines, unplaced } = joined[kind];
    const left = placeInEntries(lines, unplaced, owner);
    if (left.length)
      kept.push({ heading: sections.find((s) => s.kind === kind)!.label, lines: left.map((i) => lines[i]!) });
  }
  leftOf('education', schoolOwner(education));
  leftOf('projects', projectOwner(projects));
  const resume = { ...parsed, experience, education, projects };
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
