/** Every corpus case, one per file: a different person, profession, country and layout each. */
import type { CorpusCase } from '../types';
import { classicDocx } from './classic-docx';
import { dateColumn } from './date-column';
import { docxTable } from './docx-table';
import { frenchDocx } from './french-docx';
import { germanPdf } from './german-pdf';
import { icons } from './icons';
import { latex } from './latex';
import { multiPage } from './multi-page';
import { naukri } from './naukri';
import { plainText } from './plain-text';
import { portuguesePdf } from './portuguese-pdf';
import { sidebarLeft } from './sidebar-left';
import { sidebarRight } from './sidebar-right';
import { smallCaps } from './small-caps';
import { spanishDocx } from './spanish-docx';

export const cases: CorpusCase[] = [
  sidebarLeft,
  sidebarRight,
  dateColumn,
  smallCaps,
  icons,
  naukri,
  latex,
  spanishDocx,
  germanPdf,
  frenchDocx,
  portuguesePdf,
  multiPage,
  docxTable,
  classicDocx,
  plainText,
];
