/**
 * What word-tables.ts builds its resumes from: the document's look (font, colours, page, body and
 * header kind, heading and border style) drawn from the person's random source, and text runs,
 * paragraphs, bullets, tables and section headings in that look.
 */
import { BorderStyle, Paragraph, ShadingType, Table, TableBorders, TableCell } from 'docx';
import { TableLayoutType, TableRow, TextRun, WidthType } from 'docx';
import type { IBorderOptions, IRunOptions, ParagraphChild } from 'docx';
import type { Person, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import type { CorpusPersonInput } from './family';

export type Block = Paragraph | Table;
export type Pick = CorpusPersonInput['pick'];
export type ParaOptions = Omit<ConstructorParameters<typeof Paragraph>[0] & object, 'children'>;
export interface Cell {
  children: Block[];
  fill?: string | null;
  span?: number;
}

const FONTS: [string, number][] = [
  ['Calibri', 21],
  ['Arial', 19],
  ['Cambria', 21],
  ['Times New Roman', 22],
  ['Verdana', 18],
];
const ACCENTS = ['1F3864', '2F5496', '385623', '833C0B', '404040', '0E5C6B', '7030A0'];
const LIGHT = ['D9D9D9', 'DEEAF6', 'E2EFD9', 'F2F2F2', 'FBE4D5'];
const GREY = '595959';

const line = (color: string, size = 4): IBorderOptions => ({ style: BorderStyle.SINGLE, size, color });
const NO = { style: BorderStyle.NONE, size: 0, color: 'auto' };
/** n equal column widths filling w. */
export const even = (n: number, w: number) => Array.from({ length: n }, () => Math.floor(w / n));

export const t = (text: string, o: IRunOptions = {}) => new TextRun({ text, ...o });
export const B = (x: string) => t(x, { bold: true });
export const I = (x: string) => t(x, { italics: true });
export const G = (x: string, o: IRunOptions = {}) => t(x, { color: GREY, ...o });
export const para = (children: ParagraphChild[], o: ParaOptions = {}) =>
  new Paragraph({ children, spacing: { after: 30 }, ...o });

/** Font and size, colours, body and header kind, heading and border style, page and margin. */
export function drawLook(p: Person, pick: Pick) {
  const [font, size] = pick(FONTS);
  const accent = pick(ACCENTS);
  const light = pick(LIGHT);
  const body = pick(['date-column', 'date-column', 'label-column', 'sidebar'] as const);
  const header = body === 'sidebar' ? 'sidebar-row' : pick(['split', 'banner', 'labelled'] as const);
  const headings = pick(['band', 'band-dark', 'rule'] as const);
  const rules = pick(['none', 'none', 'rows', 'grid'] as const);
  const letter = p.country === 'US' || p.country === 'CA';
  const [pageW, pageH] = letter ? [12240, 15840] : [11906, 16838];
  const margin = pick([567, 720, 851, 1000]);
  /** The width between the margins. */
  const W = pageW - 2 * margin;
  return { font, size, accent, light, body, header, headings, rules, pageW, pageH, margin, W };
}
export type Look = ReturnType<typeof drawLook>;

/** Bullets, tables and section headings in the look. */
export function makeKit(look: Look, s: Style, pick: Pick) {
  const { size, accent, light, headings, rules, W } = look;
  const typed = pick([null, '•', '–']);
  const bullet = (x: string) =>
    typed
      ? para([t(`${typed}\t${x}`)], { indent: { left: 260, hanging: 260 } })
      : para([t(x)], { numbering: { reference: 'bullet', level: 0 } });

  const sides = (h: IBorderOptions, v: IBorderOptions) => ({
    ...{ top: h, bottom: h, insideHorizontal: h },
    ...{ left: v, right: v, insideVertical: v },
  });
  const borders = {
    none: TableBorders.NONE,
    rows: sides(line('BFBFBF'), NO),
    grid: sides(line('A6A6A6'), line('A6A6A6')),
  }[rules];
  function table(widths: number[], rows: Cell[][], o: { cantSplit?: boolean; frame?: boolean } = {}): Table {
    const cell = (c: Cell, at: number) => {
      const span = c.span ?? 1;
      const w = widths.slice(at, at + span).reduce((a, b) => a + b, 0);
      return new TableCell({
        children: c.children.length ? c.children : [para([])],
        width: { size: w, type: WidthType.DXA },
        margins: { left: 100, right: 100, top: 50, bottom: 30 },
        ...(span > 1 ? { columnSpan: span } : {}),
        ...(c.fill ? { shading: { fill: c.fill, type: ShadingType.CLEAR, color: 'auto' } } : {}),
      });
    };
    const row = (cells: Cell[]) => {
      let at = 0;
      const children = cells.map((c) => {
        const made = cell(c, at);
        at += c.span ?? 1;
        return made;
      });
      return new TableRow({ children, cantSplit: o.cantSplit ?? false });
    };
    return new Table({
      width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
      columnWidths: widths,
      layout: TableLayoutType.FIXED,
      borders: o.frame === false ? TableBorders.NONE : borders,
      rows: rows.map(row),
    });
  }

  const headingText = (x: string) => (s.headingCase === 'upper' ? x.toUpperCase() : x);
  const headRun = (x: string, onDark: boolean) =>
    t(headingText(x), { bold: true, size: size + 4, color: onDark ? 'FFFFFF' : accent });
  /**
   * A section heading standing alone: a full-width shaded one-cell table or a ruled paragraph; no
   * keepNext as a cell's first paragraph (LibreOffice would push the whole sidebar row to page 2).
   */
  function heading(x: string, width = W, keepNext = true): Block[] {
    if (headings === 'rule') {
      const border = { bottom: { ...line(accent, 8), space: 1 } };
      return [para([headRun(x, false)], { border, spacing: { before: 220, after: 80 }, keepNext })];
    }
    const dark = headings === 'band-dark';
    const band = table([width], [[{ children: [para([headRun(x, dark)])], fill: dark ? accent : light }]], {
      frame: false,
    });
    return [para([], { spacing: { before: 120, after: 0 } }), band];
  }
  return { bullet, table, headRun, heading };
}

/** What every part of a document reads: the person, style, language, look, random source and kit. */
export interface Doc extends ReturnType<typeof makeKit> {
  p: Person;
  s: Style;
  lang: VocabularyLanguage;
  look: Look;
  pick: Pick;
}
