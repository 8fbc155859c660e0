/**
 * Markdown resumes (pandoc-markdown.ts) turned into documents by the system pandoc (Debian's
 * `pandoc`, 2.17), each one of its own writers, none of them this project's: Word with its default
 * reference document, read as .docx and as the PDF LibreOffice Writer exports from it; standalone
 * HTML with its default style sheet, printed in Chromium as a person prints a page; and plain text
 * (wrapped at 100 columns, so that no table cell wraps a name; tables set as aligned columns). The
 * corpus script needs pandoc and LibreOffice; CI does not (it reads the committed subset).
 */
import { execFileSync } from 'node:child_process';
import { expectedFields, fullName } from '../people/style';
import { eachDocument, type CorpusPersonInput, type Family, type FamilyContext } from './family';
import { markdownResume } from './pandoc-markdown';
import { renderLatex } from '../latex';
import { asPdf } from './word-pdf';

const PANDOC = '/usr/bin/pandoc';

/** pandoc's output for one Markdown text; a fixed SOURCE_DATE_EPOCH keeps a .docx's bytes the same run to run. */
function pandoc(markdown: string, args: string[]): Buffer {
  return execFileSync(PANDOC, ['--from', 'markdown', ...args], {
    input: markdown,
    env: { ...process.env, SOURCE_DATE_EPOCH: '1700000000' },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 60_000,
  });
}

/** The person's Markdown and truth; `icons: false` where the writer's fonts have no contact glyphs (pdflatex). */
function written({ person, style, pick }: CorpusPersonInput, ctx: FamilyContext, icons = true) {
  const lang = ctx.vocab.languages[person.language];
  const drawn = { ...style, contactIcons: icons && style.contactIcons };
  return { ...markdownResume(person, drawn, lang, pick), expected: expectedFields(person, style, lang) };
}

export const pandocDocxFamily: Family = {
  id: 'pandoc-docx',
  renderer: 'pandoc 2.17 Word writer, default reference document, .docx',
  count: 60,
  render: (inputs, ctx) =>
    eachDocument(inputs, (input) => {
      const { markdown, covers, expected } = written(input, ctx);
      const bytes = new Uint8Array(pandoc(markdown, ['--to', 'docx', '--output', '-']));
      return { id: input.person.id, ext: 'docx', bytes, expected, covers };
    }),
};

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

export const pandocPlainFamily: Family = {
  id: 'pandoc-plain',
  renderer: 'pandoc 2.17 plain-text writer, .txt',
  count: 60,
  render: (inputs, ctx) =>
    eachDocument(inputs, (input) => {
      const { markdown, covers, expected } = written(input, ctx);
      const bytes = new Uint8Array(pandoc(markdown, ['--to', 'plain', '--columns', '100']));
      return { id: input.person.id, ext: 'txt', bytes, expected, covers };
    }),
};

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
