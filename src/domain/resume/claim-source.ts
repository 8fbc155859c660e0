/**
 * No claim without a source line (issue 39 item 3). A skill a generated line names (the summary's
 * "skilled in …", "Also experienced with …") must be one the person states:
 *   - an item of their skills section that is the skill, under its name or a listed alias
 *     (the item's bracketed detail aside: "Excel (pivot tables)" states Excel); a requirement
 *     they confirmed with "I have this" is such an item (confirm-requirement.ts adds it there);
 *   - or a line of their own (a bullet, a title, their headline or summary, a project, a
 *     certification) that writes the skill's name or one of its plain aliases as it is spelled,
 *     whole words, not inside a longer name.
 * Never by stem, substring or a word's other case: "Go" in "Go Sooners" is no Golang,
 * "communication" in "serial communication protocols" is no Communication. A short name that only
 * its case sets apart from a word (the vocabulary's cased aliases: "Go", "R") and a soft skill (a
 * quality a line describes rather than names: "communication", "leadership") count only as a
 * skills item.
 */
import { replaceAsides } from './bracket-asides';
import { valueKey } from './fidelity/structure';
import type { ParsedResume } from './types';
import { SHORT_CASED_NAME, vocabEntry } from './vocabulary';

/**
 * A skill's spellings that count as it: as a skills item (any), and written in a line: its plain
 * names with the first letter in either case, and the names only their case makes safe
 * ("payments", the field) in that case exactly, unless they are short.
 */
function spellings(term: string): { whole: string[]; inText: string[]; exact: string[] } {
  const entry = vocabEntry(term);
  if (!entry) return { whole: [term], inText: [term], exact: [] };
  const soft = entry.kind === 'soft';
  return {
    whole: [...entry.names, ...entry.casedNames],
    inText: soft ? [] : entry.names,
    exact: soft ? [] : entry.casedNames.filter((n) => n.length > SHORT_CASED_NAME),
  };
}

/** What may not stand just before a name: it would be inside a longer word, path or version. */
const JOINED_BEFORE = /[\p{L}\p{N}_./#+-]/u;
/** What may not follow it: more of a word, a hyphen or slash into a word, a capitalised next word. */
const LONGER_AFTER = /^(?:[\p{L}\p{N}_#+]|[-/]\p{L}|\s+\p{Lu}\p{Ll})/u;

/**
 * The name written as it is spelled (with `anyFirst`, its first letter in either case, as a
 * sentence may open with it), whole words, with no letter, digit or joining mark before it and no
 * word of a longer name after it (a capitalised word or one joined by a hyphen or slash).
 */
function writtenIn(line: string, name: string, anyFirst: boolean): boolean {
  if (!name) return false;
  const first = name.charAt(0);
  const firsts = anyFirst ? new Set([first.toLowerCase(), first.toUpperCase()]) : new Set([first]);
  const rest = name.slice(1);
  for (let i = 0; i + name.length <= line.length; i++) {
    if (!firsts.has(line.charAt(i)) || !line.startsWith(rest, i + 1)) continue;
    if (i > 0 && JOINED_BEFORE.test(line.charAt(i - 1))) continue;
    if (LONGER_AFTER.test(line.slice(i + name.length))) continue;
    return true;
  }
  return false;
}

const writes = (line: string, { inText, exact }: ReturnType<typeof spellings>): boolean =>
  inText.some((n) => writtenIn(line, n, true)) || exact.some((n) => writtenIn(line, n, false));

/** The person's own lines a skill may be written in (not the skills section: items count whole). */
function ownLines(resume: ParsedResume): string[] {
  return [
    resume.headline ?? '',
    ...resume.experience.flatMap((e) => [e.title ?? '', ...e.bullets]),
    ...resume.projects.flatMap((p) => [p.name, ...p.bullets]),
    ...(resume.summary ?? '').split(/(?<=[.!?])\s+/),
    ...resume.certifications,
  ].filter((l) => l.trim() !== '');
}

/** Whether one line of the person's writes `term` (the rule above, for a line that is not a skills item). */
export const statedIn = (term: string, line: string): boolean => writes(line, spellings(term));

/** Whether a skills item is `term`, under its name or a listed alias, its bracketed detail aside. */
function itemNames(item: string, names: ReturnType<typeof spellings>): boolean {
  const keys = new Set(names.whole.map(valueKey));
  return keys.has(valueKey(replaceAsides(item, ''))) || keys.has(valueKey(item));
}

export const isSkillItem = (term: string, item: string): boolean => itemNames(item, spellings(term));

/** The line of the person's resume that states `term`, or null when none does. */
export function claimSource(term: string, resume: ParsedResume): string | null {
  const names = spellings(term);
  return (
    resume.skills.find((s) => itemNames(s, names)) ?? ownLines(resume).find((l) => writes(l, names)) ?? null
  );
}
