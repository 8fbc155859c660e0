/** The body of `npm run parse-resume`: argv -> the JSON object, or a CliError. */
import { performance } from 'node:perf_hooks';
import { readResume } from '../../src/domain/resume/layout/read-resume';
import { parseResumeArgs } from './args';
import { parseResumeOutput, type ParseResumeOutput } from './parse-output';
import { CliError, readInputFile } from './read-input';

export async function parseResumeCommand(argv: string[]): Promise<ParseResumeOutput> {
  const args = parseResumeArgs(argv);
  if (!args.ok) throw new CliError(args.message);
  const start = performance.now();
  const input = await readInputFile(args.value.file);
  const t = performance.now();
  const read = readResume(input.source);
  const parse = performance.now() - t;
  return parseResumeOutput(input.path, read, { read: input.readMs, parse, total: performance.now() - start });
}
