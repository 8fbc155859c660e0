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

/** The skills a version's summary names without a source line (fidelity/claims.ts), as details. */
const claimsOf = (base: ParsedResume, v: Version): string[] =>
  unsourcedClaims(base, v.read.resume.summary).map((s) => `it names ${s}, which the resume does not state`);

/**
 * The engine's own changes: the output's structural differences and unsourced claims that the
 * built-in version of the same resume does not show (what the built-in shows is the reader's or
 * the measure's, not the engine's).
 */
export function engineChanges(base: ParsedResume, output: Version, builtIn: Version): string[] {
  const readerOwn = new Set([...structureOf(base, builtIn), ...claimsOf(base, builtIn)]);
  return [...structureOf(base, output), ...claimsOf(base, output)].filter((c) => !readerOwn.has(c));
}

/** Section headings the base resume itself holds twice (a person may repeat one): never a change. */
function ownRepeats(base: ParsedResume): Set<string> {
  const headings = [...base.other.map((o) => o.heading), ...base.experience.map((r) => r.group ?? '')];
  return new Set(repeatedSections(headings.filter(Boolean)).map((h) => h.toLowerCase()));
}

/**
 * What no version may show, whichever engine wrote it: a section drawn twice that the base resume
 * does not hold twice. The built-in version is the repair for everything else.
 */
export function unrepairable(base: ParsedResume, v: Version): string[] {
  const own = ownRepeats(base);
  return repeatedSections(v.headings)
    .filter((h) => !own.has(h.toLowerCase()))
    .map((h) => `the section "${h}" appears twice`);
}
