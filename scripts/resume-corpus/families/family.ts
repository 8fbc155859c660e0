/**
 * A renderer family of the generated corpus: one renderer (a JSON Resume theme, a LaTeX class,
 * Word through LibreOffice, ...) and how it turns people into documents. The family is the unit
 * that is held out of tuning (docs/architecture.md, "The generated corpus").
 */
import type { PrintOptions } from '../../../functions/src/pdf/puppeteer-renderer';
import type { ExpectedFields } from '../../lib/resume-compare';
import type { Person, Style } from '../people/types';
import type { Vocabulary } from '../people/vocabulary-schema';

export interface ChromeRenderer {
  render(html: string, print?: PrintOptions): Promise<Uint8Array>;
}

export interface FamilyContext {
  vocab: Vocabulary;
  /** The system Chromium, launched on first use. */
  chrome(): ChromeRenderer;
  /** .corpus: installed renderers and every rendered file. */
  root: string;
}

export interface CorpusPersonInput {
  person: Person;
  style: Style;
  /** The person's own random source, for choices a family makes beyond the style. */
  pick: <T>(items: readonly T[]) => T;
}

export interface CorpusDocument {
  id: string;
  ext: 'pdf' | 'docx' | 'txt';
  bytes: Uint8Array;
  expected: ExpectedFields;
  /** What varies in this document, in a few words ("moderncv banking, two-line name"). */
  covers: string;
}

export interface Family {
  id: string;
  /** The renderer in a few words, printed beside the family's figures. */
  renderer: string;
  /** How many documents the corpus holds of it. */
  count: number;
  /** Every n-th of its documents is committed for the tests; SUBSET_EVERY (families/index.ts) when unset. */
  subsetEvery?: number;
  /**
   * Whether the renderer can show this person whole (a theme that clips long school names cannot
   * show every one): a person it cannot is drawn again from the next seed.
   */
  accepts?(person: Person): boolean;
  render(inputs: CorpusPersonInput[], ctx: FamilyContext): Promise<CorpusDocument[]>;
}

/** A family whose documents render one at a time. */
export async function eachDocument(
  inputs: CorpusPersonInput[],
  one: (input: CorpusPersonInput) => Promise<CorpusDocument> | CorpusDocument,
): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const input of inputs) out.push(await one(input));
  return out;
}
