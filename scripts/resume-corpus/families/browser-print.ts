/**
 * Resumes saved from a browser's print dialog with its headers and footers on, as many web resumes
 * reach a recruiter: JSON Resume themes held out of tuning, each page printed by Chromium under a
 * header of the date and the page's title and over a footer of the page's address and "1/2". The
 * themes take turns, one a document; the truth is the theme's own (the header and footer add no
 * field of the person's).
 */
import type { Person } from '../people/types';
import { eachDocument, type Family } from './family';
import { themeAccepts, themeDocument, themeModule, themeSpec } from './json-resume-themes';

/** Held-out themes whose pages keep a margin for the header and footer to stand in. */
const PRINTED_THEMES = [
  'jsonresume-theme-compact',
  'jsonresume-theme-full',
  'jsonresume-theme-keloran',
  'jsonresume-theme-minimal',
  'jsonresume-theme-modern',
  'jsonresume-theme-projects',
].map(themeSpec);

/** The theme of the n-th document (its id's number), in turn. */
const themeOf = (p: Person) => PRINTED_THEMES[(Number(p.id.slice(-4)) - 1) % PRINTED_THEMES.length]!;

/** Where the page was opened from, as the footer prints it. */
const addresses = (p: Person): string[] => {
  const user =
    p.firstName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '') || 'user';
  return [
    `file:///C:/Users/${user}/Documents/resume.html`,
    `file:///home/${user}/resume/index.html`,
    'http://localhost:4000/',
    'http://localhost:8080/resume.html',
  ];
};

/** The date and time the dialog prints, in the formats of a few locales. */
const STAMPS = ['11/14/23, 10:13 PM', '14/11/2023, 22:13', '14.11.23, 22:13', '2023/11/14 22:13'];

// Chromium's own print header and footer: small type at the page's corners, `left` and then
// `rest` (the title centred between, or the page's number at the right).
const corner = (left: string, rest: string) =>
  `<div style="font-size:8px;font-family:Arial,sans-serif;width:100%;margin:0 0.4in;display:flex;justify-content:space-between">` +
  `<span>${left}</span>${rest}</div>`;

export const browserPrintFamily: Family = {
  id: 'browser-print',
  renderer: 'held-out JSON Resume themes printed from Chromium with its headers and footers',
  count: 60,
  // Five of 60 committed: the subset has little room left under 30 MB.
  subsetEvery: 12,
  accepts: (p) => themeAccepts(themeOf(p), p),
  async render(inputs, ctx) {
    const modules = await Promise.all(PRINTED_THEMES.map((spec) => themeModule(spec, ctx)));
    return eachDocument(inputs, async ({ person, pick }) => {
      const spec = themeOf(person);
      const theme = modules[PRINTED_THEMES.indexOf(spec)]!;
      const header = corner(pick(STAMPS), '<span class="title"></span><span></span>');
      const footer = corner(
        pick(addresses(person)),
        '<span><span class="pageNumber"></span>/<span class="totalPages"></span></span>',
      );
      const doc = await themeDocument(spec, theme, person, ctx, { headerFooter: { header, footer } });
      return { ...doc, covers: `${spec.name.replace('jsonresume-theme-', '')}, ${doc.covers}` };
    });
  },
};
