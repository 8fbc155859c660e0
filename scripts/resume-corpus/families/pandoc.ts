/**
 * Markdown resumes (pandoc-markdown.ts) turned into documents by the system pandoc (Debian's
 * `pandoc`, 2.17), each by one of its own writers or the PDF engines it drives, none of them this
 * project's: Word with its default reference document, read as .docx and as the PDF LibreOffice
 * Writer exports from it; OpenDocument and RTF, as the PDFs Writer exports from them, and the
 * OpenDocument as the .docx Writer saves from it; standalone HTML with its default style sheet,
 * printed in Chromium as a person prints a page; LaTeX set by pdflatex; plain text (wrapped at 100
 * columns, so that no table cell wraps a name; tables set as aligned columns); and PDFs made by
 * `--pdf-engine` (WeasyPrint, wkhtmltopdf, groff, ConTeXt). The corpus script needs those Debian
 * packages; CI does not (it reads the committed subset).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectedFields, fullName } from '../people/style';
import type { Person } from '../people/types';
import { eachDocument, type CorpusPersonInput, type Family, type FamilyContext } from './family';
import { markdownResume } from './pandoc-markdown';
import { renderLatex } from '../latex';
import { pinnedStamps } from '../pinned-stamps';
import { asPdf, convertWithWriter } from './word-pdf';

const PANDOC = '/usr/bin/pandoc';

/**
 * pandoc's output for one Markdown text (or one text in the format `from` names); a fixed
 * SOURCE_DATE_EPOCH keeps a .docx's bytes the same run to run.
 */
export function pandoc(
  source: string,
  args: string[],
  env: Record<string, string> = {},
  from = 'markdown',
): Buffer {
  return execFileSync(PANDOC, ['--from', from, ...args], {
    input: source,
    env: { ...process.env, SOURCE_DATE_EPOCH: '1700000000', ...env },
    // Its warnings (and an engine's) are kept out of the terminal, and in the error when it fails.
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
    timeout: 60_000,
  });
}

/** The person's Markdown and truth; `icons: false` where the writer's fonts have no contact glyphs (pdflatex). */
export function written({ person, style, pick }: CorpusPersonInput, ctx: FamilyContext, icons = true) {
  const lang = ctx.vocab.languages[person.language];
  const drawn = { ...style, contactIcons: icons && style.contactIcons };
  return { ...markdownResume(person, drawn, lang, pick), expected: expectedFields(person, style, lang) };
}

/** A family of the documents one of pandoc's writers makes itself (`args` name the writer). */
const writerFamily = (id: string, renderer: string, ext: 'docx' | 'txt', args: string[]): Family => ({
  id,
  renderer,
  count: 60,
  render: (inputs, ctx) =>
    eachDocument(inputs, (input) => {
      const { markdown, covers, expected } = written(input, ctx);
      return { id: input.person.id, ext, bytes: new Uint8Array(pandoc(markdown, args)), expected, covers };
    }),
});

export const pandocDocxFamily = writerFamily(
  'pandoc-docx',
  'pandoc 2.17 Word writer, default reference document, .docx',
  'docx',
  ['--to', 'docx', '--output', '-'],
);

export const pandocWordPdfFamily: Family = {
  id: 'pandoc-word-pdf',
  renderer: 'pandoc 2.17 Word writer, PDF by LibreOffice Writer',
  count: 60,
  // Five of 60 committed, as pandoc-html.
  subsetEvery: 12,
  render: async (inputs, ctx) => asPdf(await pandocDocxFamily.render(inputs, ctx)),
};

export const pandocHtmlFamily: Family = {
  id: 'pandoc-html',
  renderer: 'pandoc 2.17 standalone HTML, default style sheet, printed in Chromium',
  count: 60,
  // Five of 60 committed: the subset has little room left under 30 MB.
  subsetEvery: 12,
  render: (inputs, ctx) =>
    eachDocument(inputs, async (input) => {
      const { markdown, covers, expected } = written(input, ctx);
      const title = `${fullName(input.person)} — Resume`;
      const html = pandoc(markdown, ['--to', 'html5', '--standalone', '--metadata', `pagetitle=${title}`]);
      const bytes = await ctx.chrome().render(html.toString('utf8'));
      return { id: input.person.id, ext: 'pdf', bytes, expected, covers };
    }),
};

export const pandocPlainFamily = writerFamily('pandoc-plain', 'pandoc 2.17 plain-text writer, .txt', 'txt', [
  '--to',
  'plain',
  '--columns',
  '100',
]);

/**
 * A family of the OpenDocument, RTF, standalone HTML or plain-text files one of pandoc's writers
 * makes, as LibreOffice Writer exports them to PDF or saves them as .docx (the reader takes none
 * of the first three source formats itself; a text file opened in Writer is set in its own type).
 */
const officeFamily = (
  id: string,
  format: 'odt' | 'rtf' | 'html' | 'txt',
  to: 'pdf' | 'docx',
  renderer: string,
): Family => ({
  id,
  renderer,
  count: 60,
  // Five of 60 PDFs committed, as pandoc-html; a .docx is small, every 5th.
  ...(to === 'pdf' ? { subsetEvery: 12 } : {}),
  async render(inputs, ctx) {
    const people = inputs.map((input) => ({ id: input.person.id, ...written(input, ctx) }));
    // A standalone HTML page needs a title (pandoc-html's too); plain text is pandoc-plain's.
    const title = format === 'html' ? ['--metadata', 'pagetitle=Resume'] : [];
    const writer =
      format === 'txt' ? ['--to', 'plain', '--columns', '100'] : ['--to', format, '--standalone', ...title];
    const sources = people.map(({ id, markdown }) => ({
      name: id,
      bytes: new Uint8Array(pandoc(markdown, [...writer, '--output', '-'])),
    }));
    const converted = await convertWithWriter(sources, format, to);
    return people.map(({ id, covers, expected }) => ({
      id,
      ext: to,
      bytes: converted.get(id)!,
      expected,
      covers,
    }));
  },
});

export const pandocOdtFamily = officeFamily(
  'pandoc-odt',
  'odt',
  'pdf',
  'pandoc 2.17 OpenDocument writer, PDF by LibreOffice Writer',
);
export const pandocRtfFamily = officeFamily(
  'pandoc-rtf',
  'rtf',
  'pdf',
  'pandoc 2.17 RTF writer, PDF by LibreOffice Writer',
);
export const pandocOdtDocxFamily = officeFamily(
  'pandoc-odt-docx',
  'odt',
  'docx',
  'pandoc 2.17 OpenDocument writer, saved as .docx by LibreOffice Writer',
);

export const pandocHtmlWriterFamily = officeFamily(
  'pandoc-html-writer',
  'html',
  'pdf',
  'pandoc 2.17 HTML, opened in LibreOffice Writer and exported to PDF',
);

export const pandocHtmlWriterDocxFamily = officeFamily(
  'pandoc-html-writer-docx',
  'html',
  'docx',
  'pandoc 2.17 HTML, opened in LibreOffice Writer and saved as .docx',
);

export const pandocTextWriterFamily = officeFamily(
  'pandoc-text-writer',
  'txt',
  'pdf',
  'pandoc 2.17 plain text, opened in LibreOffice Writer and exported to PDF',
);

export const pandocLatexFamily: Family = {
  id: 'pandoc-latex',
  renderer: 'pandoc 2.17 LaTeX writer, default template, pdflatex',
  count: 60,
  // Five of 60 committed, as pandoc-html.
  subsetEvery: 12,
  render: (inputs, ctx) =>
    eachDocument(inputs, (input) => {
      const { markdown, covers, expected } = written(input, ctx, false);
      // The page and type people set in a pandoc resume's header: a margin, a size, a font.
      const margin = input.pick(['1in', '2cm', '2.5cm']);
      const size = input.pick(['10pt', '11pt', '12pt']);
      const font = input.pick(['lmodern', 'mathptmx', 'charter']);
      const tex = pandoc(markdown, [
        '--to',
        'latex',
        '--standalone',
        ...['--variable', `geometry:margin=${margin}`, '--variable', `fontsize=${size}`],
        ...['--variable', `fontfamily=${font}`, '--metadata', `pagetitle=${fullName(input.person)}`],
      ]);
      const bytes = renderLatex(tex.toString('utf8'));
      return { id: input.person.id, ext: 'pdf', bytes, expected, covers: `${covers}, ${font} ${size}` };
    }),
};

/**
 * A PDF from one of the engines pandoc drives itself (`--pdf-engine`): it writes the HTML or ms
 * the engine reads and runs it, as a person's `pandoc resume.md -o resume.pdf` does.
 */
function pandocPdf(markdown: string, engine: string, stamps = false): Uint8Array {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-corpus-pandoc-'));
  try {
    const out = path.join(dir, 'resume.pdf');
    pandoc(markdown, ['--pdf-engine', engine, '--metadata', 'pagetitle=Resume', '--output', out], {
      // wkhtmltopdf draws offscreen, with no display.
      QT_QPA_PLATFORM: 'offscreen',
      XDG_RUNTIME_DIR: dir,
    });
    const pdf = new Uint8Array(fs.readFileSync(out));
    return stamps ? pinnedStamps(pdf) : pdf;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface EngineLimits {
  /** Its fonts set Latin-1 alone (no contact glyphs, no "ń" or "ō"). */
  latin1?: boolean;
  /** The longest employer or school name it shows whole (a narrow table cell wraps longer ones beside the dates). */
  longestName?: number;
  /** It stamps the run's time or random IDs into the file, whatever SOURCE_DATE_EPOCH says (pinnedStamps). */
  stamps?: boolean;
}

/** Punctuation groff sets beside Latin-1: dashes, typographic quotes, the bullet, the ellipsis. */
const TYPOGRAPHIC = new Set(['–', '—', '‘', '’', '“', '”', '•', '…']);

/** Whether an engine with these limits shows the person whole (else the person is drawn again). */
export const shows = (p: Person, { latin1, longestName }: EngineLimits): boolean =>
  (!latin1 || [...JSON.stringify(p)].every((c) => c <= '\u00ff' || TYPOGRAPHIC.has(c))) &&
  (!longestName ||
    [...p.roles.map((r) => r.company), ...p.schools.map((s) => s.school)].every(
      (n) => n.length <= longestName,
    ));

/** A family of PDFs from one engine pandoc drives. */
const pandocEngineFamily = (engine: string, renderer: string, limits: EngineLimits = {}): Family => ({
  id: `pandoc-${engine}`,
  renderer,
  count: 60,
  accepts: (p) => shows(p, limits),
  // Five of 60 committed, as pandoc-html.
  subsetEvery: 12,
  render: (inputs, ctx) =>
    eachDocument(inputs, (input) => {
      const { markdown, covers, expected } = written(input, ctx, !limits.latin1);
      return {
        id: input.person.id,
        ext: 'pdf',
        bytes: pandocPdf(markdown, engine, limits.stamps),
        expected,
        covers,
      };
    }),
});

export const pandocWeasyprintFamily = pandocEngineFamily(
  'weasyprint',
  'pandoc 2.17 HTML, PDF by WeasyPrint 57',
);
export const pandocWkhtmltopdfFamily = pandocEngineFamily(
  'wkhtmltopdf',
  'pandoc 2.17 HTML, PDF by wkhtmltopdf 0.12 (Qt WebKit)',
  { longestName: 45, stamps: true },
);
export const pandocPdfroffFamily = pandocEngineFamily('pdfroff', 'pandoc 2.17 ms, PDF by groff (pdfroff)', {
  latin1: true,
});
export const pandocContextFamily = pandocEngineFamily(
  'context',
  'pandoc 2.17 ConTeXt writer, PDF by ConTeXt MkIV',
  {
    stamps: true,
  },
);
