/**
 * Word resumes (word-layout.ts) turned into PDF by LibreOffice Writer, as people export their Word
 * CVs: every .docx of a call converted by one headless soffice with a private profile, so it never
 * clashes with another soffice.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Packer } from 'docx';
import { pinnedStamps } from '../pinned-stamps';
import { pinnedZipTimes } from '../zip-times';
import { eachDocument, type CorpusDocument, type Family } from './family';
import { wordResume } from './word-layout';

const run = promisify(execFile);

function soffice(): string {
  const found = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, 'soffice'))
    .find((file) => fs.existsSync(file));
  if (!found)
    throw new Error(
      'word-pdf needs LibreOffice: soffice is not on PATH. Install the Debian package libreoffice-writer-nogui ' +
        '(apt-get install libreoffice-writer-nogui).',
    );
  return found;
}

/**
 * Every document (.docx unless `from` says another format Writer opens) converted by one soffice
 * process to PDF, or to .docx as Writer saves one; the results by name.
 */
export async function convertWithWriter(
  files: { name: string; bytes: Uint8Array }[],
  from: 'docx' | 'odt' | 'rtf' | 'html' | 'txt',
  to: 'pdf' | 'docx',
): Promise<Map<string, Uint8Array>> {
  const bin = soffice();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'word-pdf-'));
  const [input, output, profile] = [path.join(tmp, 'in'), path.join(tmp, 'out'), path.join(tmp, 'profile')];
  try {
    fs.mkdirSync(input);
    fs.mkdirSync(output);
    for (const { name, bytes } of files) fs.writeFileSync(path.join(input, `${name}.${from}`), bytes);
    const args = ['--headless', '--norestore', `-env:UserInstallation=file://${profile}`];
    // An HTML file is opened in Writer itself, as a word processor opens a saved web page (Writer/Web,
    // the default for HTML, sets a page of its own and loses the first heading).
    const html = from === 'html' ? ['--infilter=HTML (StarWriter)'] : [];
    const converted = new Map<string, Uint8Array>();
    const pinned = (bytes: Uint8Array) => (to === 'pdf' ? pinnedStamps(bytes) : pinnedZipTimes(bytes));
    // One soffice for the whole batch. It has been seen to stop quietly after ~250 files, so a batch
    // that leaves some out is followed by one for the rest, while each makes progress.
    for (let missing = files.map((f) => f.name); missing.length;) {
      const sources = missing.map((name) => path.join(input, `${name}.${from}`));
      const { stdout, stderr } = await run(
        bin,
        [
          ...args,
          ...html,
          '--convert-to',
          to === 'pdf' ? (from === 'html' ? 'pdf:writer_pdf_Export' : 'pdf') : 'docx:MS Word 2007 XML',
          '--outdir',
          output,
          ...sources,
        ],
        {
          maxBuffer: 64 * 1024 * 1024,
          timeout: 30 * 60 * 1000,
        },
      );
      for (const name of missing) {
        const out = path.join(output, `${name}.${to}`);
        // Writer stamps the time of the save into every file (a PDF's dates and ID, a .docx's entries).
        if (fs.existsSync(out)) converted.set(name, pinned(new Uint8Array(fs.readFileSync(out))));
      }
      const left = missing.filter((name) => !converted.has(name));
      if (left.length === missing.length)
        throw new Error(`soffice wrote no ${left[0]}.${to}:\n${stdout}\n${stderr}`);
      missing = left;
    }
    return converted;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** Every .docx converted to PDF by one soffice process; the PDFs by name. */
export const toPdf = (files: { name: string; bytes: Uint8Array }[]) =>
  convertWithWriter(files, 'docx', 'pdf');

export const wordPdfFamily: Family = {
  id: 'word-pdf',
  renderer: 'docx@9 npm package, PDF by LibreOffice Writer',
  count: 100,
  // Every 20th (five documents), to keep the committed subset under 30 MB with theme-colophon.
  subsetEvery: 20,
  async render(inputs, ctx) {
    const docs = await eachDocument(inputs, async (input): Promise<CorpusDocument> => {
      const { document, expected, covers } = wordResume(input, ctx.vocab.languages[input.person.language]);
      return { id: input.person.id, ext: 'docx', bytes: await Packer.toBuffer(document), expected, covers };
    });
    return asPdf(docs);
  },
};

/** .docx documents as the PDFs LibreOffice Writer exports from them, truth unchanged. */
export async function asPdf(docs: CorpusDocument[]): Promise<CorpusDocument[]> {
  const pdfs = await toPdf(docs.map((d) => ({ name: d.id, bytes: d.bytes })));
  return docs.map((d) => ({ ...d, ext: 'pdf', bytes: pdfs.get(d.id)! }));
}
