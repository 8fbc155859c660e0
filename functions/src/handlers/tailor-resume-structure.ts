/**
 * The structural round trip on a generated resume (issue 39 item 1; docs/architecture.md 4.5): the
 * output read back with the same reader is compared with the base resume the person reviewed
 * (src/domain/resume/fidelity/structure.ts), and the skills its summary names are checked for a
 * source line (fidelity/claims.ts).
 *
 * The reader does not read every layout back exactly, not even the built-in engine's own (whose
 * content is the base resume's by construction): what it misreads there is the reader's, not the
 * engine's. So an engine's output is held to what the built-in version of the same resume reads
 * back as, and only the differences beyond those count as the engine's changes.
 */
import { unsourcedClaims } from '@/domain/resume/fidelity/claims';
import { compareStructure, repeatedSections } from '@/domain/resume/fidelity/structure';
import type { ParsedResume } from '@/domain/resume/types';
import { elementsWhere, parseHtml, tagOf } from '../sanitize/dom';
import type { ReadBack } from './tailor-resume-fact-check';

/** A generated version: its HTML, read back, and its section headings as drawn (its h2, docs/architecture.md 4.5). */
export interface Version {
  read: ReadBack;
  headings: string[];
}

export async function versionOf(html: string, read: ReadBack): Promise<Version> {
  const doc = await parseHtml(html);
  const headings = elementsWhere(doc, (el) => tagOf(el) === 'h2')
    .map((h) => (h.textContent ?? '').trim())
    .filter(Boolean);
  return { read, headings };
}

/** What an output changed of the base resume's structure, as readable details. */
const structureOf = (base: ParsedResume, v: Version): string[] =>
  compareStructure(base, v.read.resume, v.headings).map((m) => m.detail);

/** The engine's own changes: the output's differences that the built-in version does not show. */
export function engineChanges(base: ParsedResume, output: Version, builtIn: Version): string[] {
  const changes = structureOf(base, output);
  if (changes.length === 0) return [];
  const readerOwn = new Set(structureOf(base, builtIn));
  return changes.filter((c) => !readerOwn.has(c));
}

/** What no version may show, whichever engine wrote it: a section twice, a skill with no source. */
export function unrepairable(base: ParsedResume, v: Version): string[] {
  return [
    ...repeatedSections(v.headings).map((h) => `the section "${h}" appears twice`),
    ...unsourcedClaims(base, v.read.resume.summary).map(
      (s) => `it names ${s}, which the resume does not state`,
    ),
  ];
}
