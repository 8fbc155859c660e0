/**
 * What a resume file holds before parsing, independent of the library that read it: positioned
 * text items for PDFs (pdf.js in the browser and in Node), plain text for DOCX (mammoth) and
 * TXT. The layout steps (items -> lines -> columns -> reading order) turn a `ResumeSource` into
 * the `ResumeLine`s the field parsers read; the ATS checker also looks at the layout facts.
 */
import type { ResumeLine } from '../lines';
import type { ParsedResume } from '../types';

/** One run of text on a PDF page, in PDF units (origin bottom-left, y grows upwards). */
export interface TextItem {
  str: string;
  /** Left edge and baseline. */
  x: number;
  y: number;
  width: number;
  /** Font size; 0 when unknown. */
  height: number;
  /** The PDF font's name as pdf.js reports it ("g_d0_f1"), when known. */
  fontName?: string;
  /** The font's own name without its subset tag ("Calibri-Bold", "FontAwesome5Free-Solid"), when known. */
  font?: string;
  /** Drawn in a bold (or heavier) face, from the font's name or flags (source/typography.ts). */
  bold?: boolean;
  /** Drawn in an italic or slanted face. */
  italic?: boolean;
  /** The fill colour it is drawn in, "#rrggbb", when the operator list was read. */
  color?: string;
  /**
   * Set by layout step 1: the item starts a text object on a new line (pdf.js marks that with an
   * empty item before it), where a text object that goes on onto the next line does not.
   */
  opens?: boolean;
  /** Set by layout step 1: letter-spaced text drawn as one item ("S A L E S"), its spaces taken out. */
  tracked?: boolean;
}

export interface PdfPage {
  /** 1-based. */
  number: number;
  width: number;
  height: number;
  items: TextItem[];
  /** How many images the page paints (pictures, or a scan holding the text). */
  images: number;
  /** Targets of the page's link areas (https:, mailto:, tel:), when the reader collected them. */
  links?: string[];
}

export type ResumeSource =
  | { kind: 'pdf'; pages: PdfPage[] }
  | { kind: 'docx'; text: string; tables: number; images: number }
  | { kind: 'txt'; text: string };

/** What the layout steps found, for the parseability report. */
export interface LayoutFacts {
  kind: ResumeSource['kind'];
  pages: number;
  /** Visible (non-space) characters of text. */
  textChars: number;
  /** Pages whose text was read as two columns (a sidebar beside the main column). */
  multiColumnPages: number;
  /** A narrow left-hand column of dates was joined to the rows beside it. */
  dateColumn: boolean;
  /** Pages that paint images and hold little or no text. */
  imageOnlyPages: number;
  /** DOCX tables (a table-based layout reads cell by cell). */
  tables: number;
  /** Images painted in the whole document (PDF pages, DOCX pictures), when the reader counted them. */
  images?: number;
  /** Running headers/footers dropped because they repeat on every page ("Page 2 of 3"). */
  repeatedLinesRemoved: number;
}

export interface ReadResume {
  resume: ParsedResume;
  /** The lines in reading order, as the section and field steps saw them. */
  lines: ResumeLine[];
  /** The same as plain text (what Magic CV sends for tailoring). */
  text: string;
  layout: LayoutFacts;
}
