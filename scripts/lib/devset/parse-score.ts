/**
 * The parser on the development set: every file read as the browser reads it and compared with
 * its hand-written expected fields (scripts/lib/resume-compare.ts, the comparer the corpus uses too).
 */
import { compareResume, same, type CaseScore } from '../resume-compare';
import { readResume } from '@/domain/resume/layout/read-resume';
import { readDevsetFile, type DevsetEntry } from './read-devset';

export interface DevsetScore extends CaseScore {
  id: string;
  /** The name was read right (or, for a document with none, none was invented). */
  nameRight: boolean;
}

export async function scoreDevsetEntry(entry: DevsetEntry): Promise<DevsetScore> {
  const parsed = readResume(await readDevsetFile(entry)).resume;
  const score = compareResume(entry, parsed);
  const name = parsed.contact.name;
  return { id: entry.id, ...score, nameRight: entry.name === null ? !name : same(entry.name, name) };
}
