/**
 * JSON Resume themes held out of tuning, their HTML printed or converted by another program than
 * the themes' own browser: WeasyPrint 57 (no grid, its own flex and page breaks), wkhtmltopdf 0.12
 * (Qt WebKit, from before flex), LibreOffice Writer (the page opened as a document, most of its
 * style sheet dropped; exported to PDF or saved as a Word document), pandoc's HTML reader and the
 * html-to-docx npm package (to .docx), as sites and people that make PDFs or Word files with them
 * print or convert a page, and html-to-docx's Word files exported to PDF by Writer, as people
 * export a builder's Word file. Each family's themes take turns, one a document; the truth is the
 * theme's own. browser-print.ts is one more such family. The corpus script needs Debian's
 * weasyprint, wkhtmltopdf, libreoffice-writer-nogui and pandoc, and installs html-to-docx into
 * .corpus/renderers; CI needs none of them (it reads the committed subset).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Person } from '../people/types';
import { pinnedStamps } from '../pinned-stamps';
import { pinnedZipTimes } from '../zip-times';
import { eachDocument, type CorpusPersonInput, type Family, type FamilyContext } from './family';
import { themeAccepts, themeDocument, themeModule, themeSpec } from './json-resume-themes';
import { installRenderer } from './install-theme';
import { pandoc } from './pandoc';
import { convertWithWriter } from './word-pdf';

/** A program that turns a page's HTML into the family's file (the document's input for what it may pick). */
type PrintHtml = (html: string, input: CorpusPersonInput, ctx: FamilyContext) => Promise<Uint8Array>;

/**
 * A family of the themes named (package names), in turn, each page printed by `print` (or, `ext`
 * 'docx', saved as a Word document).
 */
export function themePrinterFamily(
  id: string,
  renderer: string,
  names: string[],
  print: PrintHtml,
  ext: 'pdf' | 'docx' = 'pdf',
): Family {
  const themes = names.map(themeSpec);
  const themeOf = (p: Person) => themes[(Number(p.id.slice(-4)) - 1) % themes.length]!;
  return {
    id,
    renderer,
    count: 60,
    // Five of 60 committed (the subset has little room left under 30 MB), every 13th: a stride
    // prime to the number of themes, so that the five are not all of one theme.
    subsetEvery: 13,
    accepts: (p) => themeAccepts(themeOf(p), p),
    async render(inputs, ctx) {
      const modules = await Promise.all(themes.map((spec) => themeModule(spec, ctx)));
      return eachDocument(inputs, async (input) => {
        const spec = themeOf(input.person);
        const theme = modules[themes.indexOf(spec)]!;
        const doc = await themeDocument(spec, theme, input.person, ctx, (html) => print(html, input, ctx));
        return { ...doc, ext, covers: `${spec.name.replace('jsonresume-theme-', '')}, ${doc.covers}` };
      });
    },
  };
}

/**
 * Held-out themes whose pages keep a margin for a browser's print header and footer to stand in
 * (browser-print.ts); pandoc-themes-docx converts the same.
 */
export const BROWSER_PRINT_THEMES = [
  'jsonresume-theme-compact',
  'jsonresume-theme-full',
  'jsonresume-theme-keloran',
  'jsonresume-theme-minimal',
  'jsonresume-theme-modern',
  'jsonresume-theme-projects',
];

/** WeasyPrint's PDF of HTML read from its standard input and written to its standard output. */
const weasyprint = (html: string): Uint8Array =>
  pinnedStamps(
    new Uint8Array(
      execFileSync('weasyprint', ['--quiet', '-', '-'], {
        input: html,
        env: { ...process.env, SOURCE_DATE_EPOCH: '1700000000' },
        stdio: ['pipe', 'pipe', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
        timeout: 120_000,
      }),
    ),
  );

export const weasyprintThemesFamily = themePrinterFamily(
  'weasyprint-themes',
  'held-out JSON Resume themes printed by WeasyPrint 57',
  // dinesh was tried and left out: WeasyPrint drops its skills.
  [
    'jsonresume-theme-short',
    'jsonresume-theme-slick',
    'jsonresume-theme-standard-resume',
    'jsonresume-theme-straightforward',
    'jsonresume-theme-tachyons-clean',
    'jsonresume-theme-tech',
  ],
  async (html) => weasyprint(html),
);

/** Held-out themes wkhtmltopdf prints whole; html-to-docx converts the last four whole. */
const WKHTMLTOPDF_THEMES = [
  'jsonresume-theme-fresh',
  'jsonresume-theme-minyma',
  'jsonresume-theme-onepageresume',
  'jsonresume-theme-simplistic',
  'jsonresume-theme-spartacus',
  'jsonresume-theme-wraypro',
];

export const wkhtmltopdfThemesFamily = themePrinterFamily(
  'wkhtmltopdf-themes',
  'held-out JSON Resume themes printed by wkhtmltopdf 0.12 (Qt WebKit)',
  WKHTMLTOPDF_THEMES,
  async (html) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-corpus-wk-'));
    try {
      const to = path.join(dir, 'resume.pdf');
      // Drawn offscreen, with no display; the page read from its standard input, so no temporary
      // folder is written into its links. A resource it cannot load (a web font: no network) ends
      // the run with code 1 after the PDF is written; the page falls back to a local font.
      try {
        execFileSync('wkhtmltopdf', ['--quiet', '--load-error-handling', 'ignore', '-', to], {
          input: html,
          env: { ...process.env, QT_QPA_PLATFORM: 'offscreen', XDG_RUNTIME_DIR: dir },
          stdio: ['pipe', 'pipe', 'pipe'],
          timeout: 120_000,
        });
      } catch (error) {
        if ((error as { status?: number }).status !== 1 || !fs.existsSync(to)) throw error;
      }
      return pinnedStamps(new Uint8Array(fs.readFileSync(to)));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);

/** Themes Writer opens whole (simplyelegant was tried and left out: Writer crashes on closing its page). */
const WRITER_THEMES = [
  'jsonresume-theme-dinesh',
  'jsonresume-theme-pumpkin',
  '@jsonresume/jsonresume-theme-class',
];

/** The page opened in LibreOffice Writer and exported to PDF or saved as .docx. */
const inWriter =
  (to: 'pdf' | 'docx'): PrintHtml =>
  async (html, { person }) =>
    (await convertWithWriter([{ name: person.id, bytes: Buffer.from(html) }], 'html', to)).get(person.id)!;

export const writerThemesFamily = themePrinterFamily(
  'writer-themes',
  'held-out JSON Resume themes opened in LibreOffice Writer and exported to PDF',
  WRITER_THEMES,
  inWriter('pdf'),
);

export const writerThemesDocxFamily = themePrinterFamily(
  'writer-themes-docx',
  'held-out JSON Resume themes opened in LibreOffice Writer and saved as .docx',
  WRITER_THEMES,
  inWriter('docx'),
  'docx',
);

export const pandocThemesDocxFamily = themePrinterFamily(
  'pandoc-themes-docx',
  "held-out JSON Resume themes' HTML converted to .docx by pandoc 2.17 (its HTML reader)",
  BROWSER_PRINT_THEMES,
  async (html) => new Uint8Array(pandoc(html, ['--to', 'docx', '--output', '-'], {}, 'html')),
  'docx',
);

/** html-to-docx, the npm package web resume builders export Word files with, installed on first use. */
const HTML_TO_DOCX = 'html-to-docx@1.8.0';
type HtmlToDocx = (html: string, header: null, options: Record<string, unknown>) => Promise<Buffer>;
let htmlToDocx: Promise<HtmlToDocx> | undefined;
const loadHtmlToDocx = (root: string): Promise<HtmlToDocx> =>
  (htmlToDocx ??= (async () => {
    const dir = installRenderer(root, [HTML_TO_DOCX]);
    const entry = path.join(dir, 'node_modules', 'html-to-docx', 'dist', 'html-to-docx.umd.js');
    const mod = (await import(pathToFileURL(entry).href)) as { default: HtmlToDocx };
    return mod.default;
  })());

/** The saved time every document states, so that a rebuild writes the same bytes. */
const SAVED_AT = new Date('2023-11-14T22:13:00Z');

/** html-to-docx's Word file of a page, as web resume builders export one. */
const viaHtmlToDocx = async (html: string, ctx: FamilyContext): Promise<Uint8Array> => {
  const convert = await loadHtmlToDocx(ctx.root);
  const docx = await convert(html, null, { createdAt: SAVED_AT, modifiedAt: SAVED_AT });
  return pinnedZipTimes(new Uint8Array(docx));
};

export const htmlToDocxThemesFamily = themePrinterFamily(
  'html-to-docx-themes',
  'held-out JSON Resume themes converted to .docx by the html-to-docx npm package 1.8',
  // fresh and minyma were tried and left out: their contact lines and employers do not reach the .docx.
  WKHTMLTOPDF_THEMES.slice(2),
  async (html, _input, ctx) => viaHtmlToDocx(html, ctx),
  'docx',
);

export const htmlToDocxThemesPdfFamily = themePrinterFamily(
  'html-to-docx-themes-pdf',
  "html-to-docx-themes' Word files opened in LibreOffice Writer and exported to PDF",
  WKHTMLTOPDF_THEMES.slice(2),
  async (html, { person }, ctx) =>
    (
      await convertWithWriter([{ name: person.id, bytes: await viaHtmlToDocx(html, ctx) }], 'docx', 'pdf')
    ).get(person.id)!,
);
