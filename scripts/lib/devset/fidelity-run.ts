/**
 * One resume through Magic CV's offline generation, measured for fidelity: read the file as the
 * browser does, tailor the layout reader's resume for the job (the same generateTailored the handler
 * runs, given the base resume as the review step sends it), compare the output's text with the
 * source's, and read the output back to compare its structure with the base resume (issue 39).
 * The files are the development set's (tests/resume-devset) and a sample of the generated corpus's
 * committed subset (tests/resume-corpus/generated), a few documents of every family.
 */
import fs from 'node:fs';
import { htmlToText } from '../../../functions/src/sanitize/html-text';
import { parseHtml } from '../../../functions/src/sanitize/dom';
import { readBack } from '../../../functions/src/handlers/tailor-resume-fact-check';
import { measureFidelity, type Fidelity, type RebuiltResume } from '@/domain/resume/fidelity/measure';
import { unsourcedClaims } from '@/domain/resume/fidelity/claims';
import { compareStructure, type StructureMismatch } from '@/domain/resume/fidelity/structure';
import { readResume } from '@/domain/resume/layout/read-resume';
import type { ResumeSource } from '@/domain/resume/layout/types';
import { parseResume } from '@/domain/resume/parse-resume';
import { toLines } from '@/domain/resume/lines';
import { toSections } from '@/domain/resume/sections';
import type { DesignTokens } from '@/domain/templates/clone/design-tokens';
import { renderCloneHtml } from '@/domain/templates/clone/render-clone';
import { tailorTexts } from '../../cli/tailor-output';
import { loadGenerated } from '../../resume-corpus/read-generated';
import { readResumeFileNode } from '../read-resume-node';
import { readDevsetFile, referenceText, type DevsetEntry } from './read-devset';

export interface FidelityRow {
  id: string;
  fidelity: Fidelity;
  /** The result's structure against the base resume; empty when kept whole. */
  structure: StructureMismatch[];
  /** Role and school headers read back with the same words cut into other fields. */
  fieldSplits: string[];
  /** Skills the generated summary names that the base resume never states. */
  unsourced: string[];
  scoreBefore: number;
  scoreAfter: number;
  html: string;
}

async function rebuilt(html: string): Promise<RebuiltResume> {
  const doc = await parseHtml(html);
  const texts = (sel: string) => [...doc.querySelectorAll(sel)].map((e) => (e.textContent ?? '').trim());
  return { text: htmlToText(html), sections: texts('h2'), entries: texts('h3') };
}

/** A file the person gives, tailored and measured against `reference` (its text and headings). */
async function tailoredRow(
  id: string,
  source: ResumeSource,
  reference: { text: string; sections: string[] },
  job: string,
  now: Date,
): Promise<FidelityRow> {
  const read = readResume(source);
  const gen = await tailorTexts(read.text, job, now, read.resume);
  const output = await rebuilt(gen.html);
  const fieldSplits: string[] = [];
  const back = readBack(gen.html).resume;
  return {
    id,
    fidelity: measureFidelity(reference, output),
    structure: compareStructure(read.resume, back, output.sections, fieldSplits),
    fieldSplits,
    unsourced: unsourcedClaims(read.resume, back.summary),
    scoreBefore: gen.scoreBefore.score,
    scoreAfter: gen.scoreAfter.score,
    html: gen.html,
  };
}

export async function fidelityOf(entry: DevsetEntry, job: string, now: Date): Promise<FidelityRow> {
  const source = await readDevsetFile(entry);
  return tailoredRow(
    entry.id,
    source,
    { text: referenceText(entry, source), sections: entry.sections },
    job,
    now,
  );
}

/** Documents of each family's committed subset the fidelity run takes (issue 39: at least 200 in all). */
export const CORPUS_PER_FAMILY = 3;

/** The corpus sample: the first CORPUS_PER_FAMILY committed documents of every family, by id. */
export function corpusSample(): { id: string; file: string }[] {
  return loadGenerated('subset').families.flatMap((f) =>
    f.documents
      .slice()
      .sort((a, b) => a.id.localeCompare(b.id))
      .slice(0, CORPUS_PER_FAMILY)
      .map((d) => ({ id: `${f.family}/${d.id}`, file: d.path })),
  );
}

/**
 * A corpus document: its text as the reader gives it is the reference, and its headings are the
 * sections the parser finds in it (the corpus records none; a heading may be renamed to its
 * standard name, as for the development set).
 */
export async function corpusFidelityOf(doc: { id: string; file: string }, job: string, now: Date) {
  const source = await readResumeFileNode(new Uint8Array(fs.readFileSync(doc.file)));
  const text = readResume(source).text;
  const sections = toSections(toLines(text))
    .map((s) => s.label)
    .filter(Boolean);
  return tailoredRow(doc.id, source, { text, sections }, job, now);
}

/**
 * One development-set resume drawn in a cloned design (the template generator's custom mode,
 * docs/product-rules.md 4.6), measured the same way: the file's text as the page reads it, parsed
 * as the handler parses it, drawn with the design's tokens.
 */
export async function cloneFidelityOf(entry: DevsetEntry, tokens: DesignTokens): Promise<FidelityRow> {
  const source = await readDevsetFile(entry);
  const resume = parseResume(readResume(source).text);
  const html = renderCloneHtml(tokens, resume);
  const output = await rebuilt(html);
  const fidelity = measureFidelity({ text: referenceText(entry, source), sections: entry.sections }, output);
  const fieldSplits: string[] = [];
  const structure = compareStructure(resume, readBack(html).resume, output.sections, fieldSplits);
  return {
    id: entry.id,
    fidelity,
    structure,
    fieldSplits,
    unsourced: [],
    scoreBefore: 0,
    scoreAfter: 0,
    html,
  };
}
