/**
 * Resumes saved from a browser's print dialog with its headers and footers on, as many web resumes
 * reach a recruiter: JSON Resume themes held out of tuning, each page printed by Chromium under a
 * header of the date and the page's title and over a footer of the page's address and "1/2". The
 * themes take turns, one a document; the truth is the theme's own (the header and footer add no
 * field of the person's).
 */
import type { Person } from '../people/types';
import { BROWSER_PRINT_THEMES, themePrinterFamily } from './theme-printers';

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

export const browserPrintFamily = themePrinterFamily(
  'browser-print',
  'held-out JSON Resume themes printed from Chromium with its headers and footers',
  BROWSER_PRINT_THEMES,
  (html, { person, pick }, ctx) => {
    const header = corner(pick(STAMPS), '<span class="title"></span><span></span>');
    const footer = corner(
      pick(addresses(person)),
      '<span><span class="pageNumber"></span>/<span class="totalPages"></span></span>',
    );
    return ctx.chrome().render(html, { headerFooter: { header, footer } });
  },
);
