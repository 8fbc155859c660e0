/**
 * Every corpus case, one per file: a different person, profession, country and layout each.
 * The held-out cases (heldOut: true) were written after the parser was tuned on the others.
 */
import type { CorpusCase } from '../types';
import { classicDocx } from './classic-docx';
import { dateColumn } from './date-column';
import { docxTable } from './docx-table';
import { frenchDocx } from './french-docx';
import { germanPdf } from './german-pdf';
import { icons } from './icons';
import { mexicoPdf } from './mexico-pdf';
import { moderncv } from './moderncv';
import { latex } from './latex';
import { multiPage } from './multi-page';
import { naukri } from './naukri';
import { plainText } from './plain-text';
import { portuguesePdf } from './portuguese-pdf';
import { sidebarBars } from './sidebar-bars';
import { sidebarLeft } from './sidebar-left';
import { sidebarRight } from './sidebar-right';
import { smallCaps } from './small-caps';
import { spanishDocx } from './spanish-docx';
import { swissDocx } from './swiss-docx';
import { twoPageTeacher } from './two-page-teacher';
import { wordTabs } from './word-tabs';
import { academicCvSe } from './academic-cv-se';
import { nigeriaPharmacist } from './nigeria-pdf';
import { philippinesDocx } from './philippines-docx';
import { portugalPdf } from './portugal-pdf';
import { ukWarehouseTxt } from './uk-warehouse-txt';

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
  // Held out:
  wordTabs,
  sidebarBars,
  moderncv,
  mexicoPdf,
  swissDocx,
  twoPageTeacher,
  // Held out, second set (written after the first held-out set had been fixed):
  nigeriaPharmacist,
  philippinesDocx,
  ukWarehouseTxt,
  academicCvSe,
  portugalPdf,
];
