/**
 * Reads every corpus file the generator wrote, with the expected fields written beside it, and
 * reads it into a ResumeSource with the Node reader (the same items the browser's pdf.js gives).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readResumeFileNode } from '../../scripts/lib/read-resume-node';
import type { ExpectedResume } from '../../scripts/resume-corpus/types';
import type { ResumeSource } from '@/domain/resume/layout/types';
import { readResume } from '@/domain/resume/layout/read-resume';
import type { ParsedResume } from '@/domain/resume/types';

export const corpusDir = path.dirname(fileURLToPath(import.meta.url));

export interface CorpusEntry {
  id: string;
  covers: string;
  file: string;
  /** Written after the parser was tuned on the other cases (see scripts/resume-corpus/cases). */
  heldOut: boolean;
  expected: ExpectedResume;
}

export function loadCorpus(): CorpusEntry[] {
  const dir = path.join(corpusDir, 'expected');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const { id, covers, file, heldOut, ...expected } = JSON.parse(
        fs.readFileSync(path.join(dir, f), 'utf8'),
      ) as Omit<CorpusEntry, 'heldOut'> & { heldOut?: boolean } & ExpectedResume;
      return { id, covers, file, heldOut: heldOut === true, expected };
    });
}

type Reader = { name: string; read: (source: ResumeSource) => ParsedResume };

/** The layout pipeline's reader (columns, date column, page furniture, then the field parsers). */
export const reader: Reader = { name: 'layout/readResume', read: (s) => readResume(s).resume };

export async function readCorpusFile(file: string): Promise<ResumeSource> {
  return readResumeFileNode(new Uint8Array(fs.readFileSync(path.join(corpusDir, 'files', file))));
}
