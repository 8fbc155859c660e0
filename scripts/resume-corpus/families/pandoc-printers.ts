/**
 * Markdown resumes (pandoc-markdown.ts) written by pandoc in a format another program prints:
 * AsciiDoc set by asciidoctor-pdf (Prawn, its default theme), reStructuredText set by rst2pdf
 * (ReportLab, its default style sheet), pandoc's Word document exported to PDF by AbiWord, and its
 * plain text printed by GNU enscript (PostScript in Courier under enscript's page header, made a
 * PDF by Ghostscript's ps2pdf). None of them this project's; each a PDF producer of its own. The
 * corpus script needs the Debian packages ruby-asciidoctor-pdf, rst2pdf, abiword, enscript and
 * ghostscript; CI does not (it reads the committed subset).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fullName } from '../people/style';
import type { Person } from '../people/types';
import { pinnedStamps } from '../pinned-stamps';
import { eachDocument, type CorpusPersonInput, type Family } from './family';
import { pandoc, shows, written } from './pandoc';

/** One program run: its path and arguments. */
type Step = [program: string, args: string[]];

/** The time a source file was last changed, which a printer may print (enscript's header). */
const SAVED = new Date('2023-11-14T22:13:00Z');

/**
 * The PDF some programs make from one source file, saved as `file`: `steps` take the source's name
 * and the PDF's, and run in turn in the folder that holds them (a printer that prints the file's
 * name prints no temporary folder). Their stamps of the run are pinned (pinned-stamps.ts).
 */
function printed(source: Buffer, file: string, steps: (from: string, to: string) => Step[]): Uint8Array {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-corpus-print-'));
  try {
    const [from, to] = [path.join(dir, file), path.join(dir, 'resume.pdf')];
    fs.writeFileSync(from, source);
    fs.utimesSync(from, SAVED, SAVED);
    for (const [program, args] of steps(file, 'resume.pdf'))
      execFileSync(program, args, {
        cwd: dir,
        // A home of its own for the run: AbiWord writes its settings there.
        env: { ...process.env, SOURCE_DATE_EPOCH: '1700000000', HOME: dir, TZ: 'UTC' },
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
  print: (source: Buffer, input: CorpusPersonInput) => Uint8Array,
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
      const bytes = print(pandoc(markdown, [...writer, '--standalone']), input);
      return { id: input.person.id, ext: 'pdf', bytes, expected, covers };
    }),
});

export const pandocAsciidoctorFamily = printerFamily(
  'pandoc-asciidoctor',
  'pandoc 2.17 AsciiDoc writer, PDF by asciidoctor-pdf 2.3 (default theme)',
  ['--to', 'asciidoctor'],
  (adoc) => printed(adoc, 'resume.adoc', (from, to) => [['asciidoctor-pdf', ['--out-file', to, from]]]),
);

export const pandocRst2pdfFamily = printerFamily(
  'pandoc-rst2pdf',
  'pandoc 2.17 reStructuredText writer, PDF by rst2pdf 0.99 (ReportLab)',
  ['--to', 'rst'],
  (rst) => printed(rst, 'resume.rst', (from, to) => [['rst2pdf', [from, '--output', to]]]),
  { accepts: rst2pdfShows, icons: false },
);

export const pandocAbiwordFamily = printerFamily(
  'pandoc-abiword',
  'pandoc 2.17 Word writer, PDF by AbiWord 3',
  ['--to', 'docx', '--output', '-'],
  (docx) => printed(docx, 'resume.docx', (from, to) => [['abiword', ['--to=pdf', `--to-name=${to}`, from]]]),
);

/** Typographic punctuation a Latin-1 printer lacks, as a typist writes it. */
const ASCII_PUNCTUATION: Record<string, string> = {
  '–': '-',
  '—': '--',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '•': '*',
  '…': '...',
};

/** The text file's name, as people save a resume: "resume.txt" or their own name. */
const textFileNames = ({ firstName, lastName }: Person): string[] => [
  'resume.txt',
  'cv.txt',
  `${firstName}_${lastName}_Resume.txt`.replace(/\s+/g, '_'),
  `${firstName} ${lastName} CV.txt`,
];

/**
 * enscript's page headers: its plain one (the file's name, when it was saved and the page's
 * number), its shaded "fancy" one, or none.
 */
const ENSCRIPT_HEADERS: string[][] = [[], ['--fancy-header'], ['--no-header']];

export const pandocEnscriptFamily = printerFamily(
  'pandoc-enscript',
  'pandoc 2.17 plain-text writer, printed by GNU enscript 1.6, PDF by Ghostscript ps2pdf',
  // pandoc's 100 columns, as pandoc-plain's (no table cell wraps a name), fit a line of Courier at
  // 9 points.
  ['--to', 'plain', '--columns', '100'],
  (text, { pick, person }) => {
    const latin1 = Buffer.from(
      text.toString('utf8').replace(/[–—‘’“”•…]/g, (c) => ASCII_PUNCTUATION[c]!),
      'latin1',
    );
    const header = pick(ENSCRIPT_HEADERS);
    return printed(latin1, pick(textFileNames(person)), (from, to) => [
      ['enscript', ['--quiet', '--encoding=latin1', '--font=Courier9', ...header, `--output=${to}.ps`, from]],
      ['ps2pdf', [`${to}.ps`, to]],
    ]);
  },
  { accepts: (p) => shows(p, { latin1: true }), icons: false },
);
