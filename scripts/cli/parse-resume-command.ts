/**
 * The body of `npm run parse-resume`: argv -> the JSON object, or a CliError. With `--devset`,
 * every development-set resume is parsed and scored against its expected fields instead; with
 * `--corpus`, the generated corpus per renderer family (corpus-accuracy.ts).
 */
import { performance } from 'node:perf_hooks';
import { readResume } from '@/domain/resume/layout/read-resume';
import { parseResumeArgs } from './args';
import { corpusAccuracy, corpusTable, type CorpusAccuracy } from './corpus-accuracy';
import { devsetAccuracy, type DevsetAccuracy } from './devset-accuracy';
import { parseResumeOutput, type ParseResumeOutput } from './parse-output';
import { CliError, readInputFile } from './read-input';

export async function parseResumeCommand(
  argv: string[],
): Promise<ParseResumeOutput | DevsetAccuracy | CorpusAccuracy> {
  const args = parseResumeArgs(argv);
  if (!args.ok) throw new CliError(args.message);
  if ('corpus' in args.value) {
    const accuracy = await corpusAccuracy();
    console.error(corpusTable(accuracy));
    return accuracy;
  }
  return 'devset' in args.value ? devsetAccuracy() : parseResumeFile(args.value.file);
}

/** One resume file read and parsed the way the free ATS checker does. */
export async function parseResumeFile(file: string): Promise<ParseResumeOutput> {
  const start = performance.now();
  const input = await readInputFile(file);
  const t = performance.now();
  const read = readResume(input.source);
  const parse = performance.now() - t;
  return parseResumeOutput(input.path, read, { read: input.readMs, parse, total: performance.now() - start });
}
