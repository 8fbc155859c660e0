/** The body of `npm run tailor`: argv -> read both files, tailor, write the HTML, the JSON. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { readResume } from '@/domain/resume/layout/read-resume';
import type { ResumeSource } from '@/domain/resume/layout/types';
import { tailorArgs } from './args';
import { CliError, readInputFile } from './read-input';
import { tailorOutput, tailorTexts, type TailorOutput } from './tailor-output';

/** A job description file as text: a PDF in reading order, anything else as written. */
const jobText = (source: ResumeSource) => (source.kind === 'pdf' ? readResume(source).text : source.text);

async function writeHtml(out: string, html: string): Promise<string> {
  const abs = path.resolve(out);
  try {
    await fs.writeFile(abs, html, 'utf8');
  } catch (e) {
    throw new CliError(`cannot write ${out}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return abs;
}

/** `now` is what "Present" means to the offline engine (the CLI passes the clock). */
export async function tailorCommand(argv: string[], now: Date): Promise<TailorOutput> {
  const args = tailorArgs(argv);
  if (!args.ok) throw new CliError(args.message);
  const { resumeFile, jobFile, out } = args.value;
  const start = performance.now();
  const resume = await readInputFile(resumeFile);
  const job = await readInputFile(jobFile);
  // The resume as Magic CV sends it for tailoring: the layout reader's plain text.
  const resumeText = readResume(resume.source).text;
  const description = jobText(job.source);
  if (!resumeText.trim()) throw new CliError(`no text found in ${resumeFile}`);
  if (!description.trim()) throw new CliError(`no text found in ${jobFile}`);
  const read = performance.now() - start;

  const generated = await tailorTexts(resumeText, description, now);
  const tailor = performance.now() - start - read;
  const html = out ? await writeHtml(out, generated.html) : null;
  return tailorOutput({ resumeFile: resume.path, jobFile: job.path, html }, generated, {
    read,
    tailor,
    total: performance.now() - start,
  });
}
