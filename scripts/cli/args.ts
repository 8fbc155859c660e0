/**
 * Argument parsing for the command-line twins (`npm run parse-resume`, `npm run tailor`).
 * Pure: argv in, a value or a message out, so the scripts only print and exit.
 */
import { parseArgs } from 'node:util';

export type ArgsResult<T> = { ok: true; value: T } | { ok: false; message: string };

export const PARSE_RESUME_USAGE =
  'usage: npm run parse-resume -- FILE   (a PDF, DOCX or TXT resume)\n       npm run parse-resume -- --devset   (accuracy on the development set)\n       npm run parse-resume -- --corpus   (accuracy per renderer family on the generated corpus)';
export const TAILOR_USAGE = 'usage: npm run tailor -- RESUME_FILE JOB_FILE [--out OUT.html]';

export interface TailorArgs {
  resumeFile: string;
  jobFile: string;
  /** Where to write the tailored HTML; null writes nothing. */
  out: string | null;
}

function parse(argv: string[], withOut: boolean) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: withOut
        ? { out: { type: 'string' } }
        : { devset: { type: 'boolean' }, corpus: { type: 'boolean' } },
    });
    const v = values as { out?: string; devset?: boolean; corpus?: boolean };
    return {
      ok: true as const,
      out: v.out,
      devset: v.devset === true,
      corpus: v.corpus === true,
      positionals,
    };
  } catch (e) {
    // node's own wording ("Unknown option '--x'") is clear; the usage line says what is allowed.
    return { ok: false as const, message: e instanceof Error ? e.message : String(e) };
  }
}

const fail = (message: string, usage: string) => ({ ok: false as const, message: `${message}\n${usage}` });

/** One file, the whole development set (`--devset`) or the generated corpus (`--corpus`). */
export type ParseResumeArgs = { file: string } | { devset: true } | { corpus: true };

export function parseResumeArgs(argv: string[]): ArgsResult<ParseResumeArgs> {
  const r = parse(argv, false);
  if (!r.ok) return fail(r.message, PARSE_RESUME_USAGE);
  if (r.devset && r.corpus) return fail('--devset and --corpus are separate runs', PARSE_RESUME_USAGE);
  if (r.devset || r.corpus) {
    const flag = r.devset ? '--devset' : '--corpus';
    if (r.positionals.length) return fail(`${flag} takes no FILE`, PARSE_RESUME_USAGE);
    return { ok: true, value: r.devset ? { devset: true } : { corpus: true } };
  }
  const [file, ...extra] = r.positionals;
  if (!file) return fail('missing FILE', PARSE_RESUME_USAGE);
  if (extra.length > 0) return fail(`unexpected argument: ${extra.join(' ')}`, PARSE_RESUME_USAGE);
  return { ok: true, value: { file } };
}

export function tailorArgs(argv: string[]): ArgsResult<TailorArgs> {
  const r = parse(argv, true);
  if (!r.ok) return fail(r.message, TAILOR_USAGE);
  const [resumeFile, jobFile, ...extra] = r.positionals;
  if (!resumeFile) return fail('missing RESUME_FILE and JOB_FILE', TAILOR_USAGE);
  if (!jobFile) return fail('missing JOB_FILE', TAILOR_USAGE);
  if (extra.length > 0) return fail(`unexpected argument: ${extra.join(' ')}`, TAILOR_USAGE);
  if (r.out !== undefined && !r.out.trim()) return fail('--out needs a file name', TAILOR_USAGE);
  return { ok: true, value: { resumeFile, jobFile, out: r.out ?? null } };
}
