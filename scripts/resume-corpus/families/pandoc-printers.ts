/**
 * Markdown resumes (pandoc-markdown.ts) written by pandoc in a format another program prints:
 * AsciiDoc set by asciidoctor-pdf (Prawn, its default theme), reStructuredText set by rst2pdf
 * (ReportLab, its default style sheet), and pandoc's Word document exported to PDF by AbiWord. None
 * of them this project's; each a PDF producer of its own. The corpus script needs the Debian
 * packages ruby-asciidoctor-pdf, rst2pdf and abiword; CI does not (it reads the committed subset).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fullName } from '../people/style';
import type { Person } from '../people/types';
import { pinnedStamps } from '../pinned-stamps';
import { eachDocument, type Family } from './family';
import { pandoc, shows, written } from './pandoc';

/**
 * The PDF a program makes from one source file: `args` takes the source's path and the PDF's.
 * Its stamps of the run are pinned (pinned-stamps.ts).
 */
function printed(
  source: Buffer,
  ext: string,
  program: string,
  args: (from: string, to: string) => string[],
): Uint8Array {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-corpus-print-'));
  try {
    const [from, to] = [path.join(dir, `resume.${ext}`), path.join(dir, 'resume.pdf')];
    fs.writeFileSync(from, source);
    execFileSync(program, args(from, to), {
      cwd: dir,
      // A home of its own for the run: AbiWord writes its settings there.
      env: { ...process.env, SOURCE_DATE_EPOCH: '1700000000', HOME: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 120_000,
    });
    return pinnedStamps(new Uint8Array(fs.readFileSync(to)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Whom rst2pdf shows whole: its core fonts set Latin-1 alone, it sets the name in capitals, which
 * spell some names otherwise ("Yılmaz", "YILMAZ"), and docutils reads a contact item opening with a
 * number in brackets ("(0341) 15-170-7864", which pandoc's writer leaves bare) as a list's number.
 */
const rst2pdfShows = (p: Person): boolean =>
  shows(p, { latin1: true }) &&
  fullName(p).toUpperCase().toLowerCase() === fullName(p).toLowerCase() &&
  !/^\(\d/.test(p.phone);

/** A family: pandoc writes `writer`, then `print` turns its output into the PDF. */
const printerFamily = (
  id: string,
  renderer: string,
  writer: string[],
  print: (source: Buffer) => Uint8Array,
  /** Whom it shows whole (others are drawn again), and whether its fonts have contact glyphs. */
  limits: { accepts?: (p: Person) => boolean; icons?: boolean } = {},
): Family => ({
  id,
  renderer,
  count: 60,
  ...(limits.accepts ? { accepts: limits.accepts } : {}),
  // Five of 60 committed, as the other pandoc PDFs.
  subsetEvery: 12,
  render: (inputs, ctx) =>
    eachDocument(inputs, (input) => {
      const { markdown, covers, expected } = written(input, ctx, limits.icons ?? true);
      const bytes = print(pandoc(markdown, [...writer, '--standalone']));
      return { id: input.person.id, ext: 'pdf', bytes, expected, covers };
    }),
});

export const pandocAsciidoctorFamily = printerFamily(
  'pandoc-asciidoctor',
  'pandoc 2.17 AsciiDoc writer, PDF by asciidoctor-pdf 2.3 (default theme)',
  ['--to', 'asciidoctor'],
  (adoc) => printed(adoc, 'adoc', 'asciidoctor-pdf', (from, to) => ['--out-file', to, from]),
);

export const pandocRst2pdfFamily = printerFamily(
  'pandoc-rst2pdf',
  'pandoc 2.17 reStructuredText writer, PDF by rst2pdf 0.99 (ReportLab)',
  ['--to', 'rst'],
  (rst) => printed(rst, 'rst', 'rst2pdf', (from, to) => [from, '--output', to]),
  { accepts: rst2pdfShows, icons: false },
);

export const pandocAbiwordFamily = printerFamily(
  'pandoc-abiword',
  'pandoc 2.17 Word writer, PDF by AbiWord 3',
  ['--to', 'docx', '--output', '-'],
  (docx) => printed(docx, 'docx', 'abiword', (from, to) => ['--to=pdf', `--to-name=${to}`, from]),
);
