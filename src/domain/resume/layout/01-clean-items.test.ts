import { describe, expect, it } from 'vitest';
import { cleanItems, collapseSpacedItem, expandLigatures } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { lineText } from './model';
import type { TextItem } from './types';

const item = (str: string, extra: Partial<TextItem> = {}): TextItem => ({
  str,
  x: 72,
  y: 700,
  width: 50,
  height: 10,
  ...extra,
});

describe('cleanItems', () => {
  it('expands the ligature glyphs pdfTeX draws', () => {
    expect(expandLigatures('Ofﬁce ﬂow eﬀort oﬃce baﬄe')).toBe('Office flow effort office baffle');
    expect(cleanItems([item('ﬁnancial')])[0]!.str).toBe('financial');
  });

  it('builds a letter the typesetter drew as a spacing accent and a letter under it', () => {
    const built = cleanItems([
      item('SOTA SAIT \u00af', { x: 35, width: 126 }),
      item('O', { x: 147, width: 18 }),
      item('Dvo', { x: 35, y: 680, width: 30 }),
      item('\u02c7', { x: 65, y: 680, width: 5 }),
      item('rák', { x: 65, y: 680, width: 18 }),
    ]);
    expect(built.map((i) => i.str)).toEqual(['SOTA SAITŌ', 'Dvo', 'řák']);
    expect(built[0]!.x + built[0]!.width).toBe(165);
    // An accent with no letter drawn under it (the next item starts after it) stays as it is.
    const apart = cleanItems([item('x \u00b4', { x: 35, width: 20 }), item('Oslo', { x: 60, width: 20 })]);
    expect(apart.map((i) => i.str)).toEqual(['x \u00b4', 'Oslo']);
  });

  it('marks the item an empty item opens on its baseline, and drops the mark', () => {
    const cleaned = cleanItems([
      item('', { y: 700, width: 0 }),
      item('Technical', { y: 700 }),
      item('Drawings', { y: 688 }),
      item('', { y: 676, width: 0 }),
      item(' ', { y: 676, width: 3 }),
      item('MATLAB', { y: 676 }),
      // A mark on another baseline opens nothing.
      item('', { y: 600, width: 0 }),
      item('Git', { y: 650 }),
    ]);
    expect(cleaned.map((i) => [i.str, i.opens ?? false])).toEqual([
      ['Technical', true],
      ['Drawings', false],
      ['MATLAB', true],
      ['Git', false],
    ]);
  });

  it('collapses a letter-spaced run held in one item, keeping its word breaks', () => {
    expect(collapseSpacedItem('E X P E R I E N C E')).toBe('EXPERIENCE');
    expect(collapseSpacedItem('J O H N   S M I T H')).toBe('JOHN SMITH');
    // A pair of letters the font kerns together comes as one piece.
    expect(collapseSpacedItem('TA K A H A S H I')).toBe('TAKAHASHI');
    expect(collapseSpacedItem('J U A N   PA B L O')).toBe('JUAN PABLO');
    // Ordinary text and short initials are left alone.
    expect(collapseSpacedItem('A B testing')).toBe('A B testing');
    expect(collapseSpacedItem('Data Analyst')).toBe('Data Analyst');
    expect(collapseSpacedItem('A to Z')).toBe('A to Z');
    expect(collapseSpacedItem('Go to US or UK')).toBe('Go to US or UK');
  });

  it('puts back the word spaces of a letter-spaced heading whose gaps all read as one space', () => {
    const read = (str: string) => cleanItems([item(str)])[0]!.str;
    expect(read('P e r f i l p r o f e s i o n a l')).toBe('Perfil profesional');
    expect(read('W O R K E X P E R I E N C E')).toBe('WORK EXPERIENCE');
    // Letters that spell no heading stay one run; text set without tracking is never touched.
    expect(read('S A M A N T H A')).toBe('SAMANTHA');
    expect(read('Workexperience')).toBe('Workexperience');
  });

  it('marks no openings on a page whose text is written out of reading order (a design tool’s boxes)', () => {
    const rows = [
      'Python',
      'Jupyter',
      'Data Visualisation',
      'SQL',
      'pandas',
      'Looker',
      'DAX',
      'BigQuery',
      'Excel',
      'Tableau',
      'R',
    ];
    // Written in the order the boxes were made, some after a text object's mark.
    const order = [3, 0, 7, 10, 1, 5, 2, 9, 4, 8, 6];
    const items = order.flatMap((k, n) => [
      ...(n % 2 ? [item('', { y: 700 - 13 * k, width: 0 })] : []),
      item(rows[k]!, { y: 700 - 13 * k }),
    ]);
    expect(cleanItems(items).some((i) => i.opens)).toBe(false);
    // Written top to bottom, the same marks open their items.
    const inOrder = rows.flatMap((r, k) => [
      ...(k % 2 ? [item('', { y: 700 - 13 * k, width: 0 })] : []),
      item(r, { y: 700 - 13 * k }),
    ]);
    expect(
      cleanItems(inOrder)
        .filter((i) => i.opens)
        .map((i) => i.str),
    ).toEqual(['Jupyter', 'SQL', 'Looker', 'BigQuery', 'Tableau']);
  });

  it('collapses a two-letter word on a letter-spaced row ("S A N N E  D E  V R I E S")', () => {
    const row = [item('S A N N E', { x: 160 }), item('D E', { x: 280 }), item('V R I E S', { x: 330 })];
    expect(cleanItems(row).map((i) => i.str)).toEqual(['SANNE', 'DE', 'VRIES']);
    expect(cleanItems([item('A B', { y: 600 }), item('S A N N E')]).map((i) => i.str)).toEqual([
      'A B',
      'SANNE',
    ]);
  });

  it('reads an icon font’s glyph, the web’s or TeX’s, as an icon, whatever letter its font maps it to', () => {
    const row = [
      item('I', { x: 138, width: 6, font: 'FontAwesome5Free-Solid' }),
      item('+81 3-4947-3438', { x: 147, width: 76, font: 'URWPalladioL-Roma' }),
      item('#', { x: 252, width: 10, font: 'FontAwesome5Free-Regular' }),
      item('rogawa@yahoo.co.jp', { x: 265, width: 99, font: 'URWPalladioL-Roma' }),
      item('ð', { x: 393, width: 9, font: 'FontAwesome5Brands-Regular' }),
      item('rikuogawa', { x: 404, width: 52, font: 'URWPalladioL-Roma' }),
      item('B', { x: 470, width: 8, font: 'MarVoSym' }),
    ];
    const texts = cleanItems(row).map((i) => i.str);
    expect(texts).toEqual([
      '\ue000',
      '+81 3-4947-3438',
      '\ue000',
      'rogawa@yahoo.co.jp',
      '\ue000',
      'rikuogawa',
      '\ue000',
    ]);
    // The same letters in a text face are text.
    expect(cleanItems([item('I', { font: 'URWPalladioL-Roma' })]).map((i) => i.str)).toEqual(['I']);
  });

  it('reads an unmapped symbol-font bullet (a control code) as a bullet, and strips stray controls', () => {
    expect(cleanItems([item('\u0088'), item('Led\u0003 reviews')]).map((i) => i.str)).toEqual([
      '•',
      'Led reviews',
    ]);
  });

  it('drops space-only items and items without a position, and fills a missing size and width', () => {
    const out = cleanItems([
      item(' '),
      item('\u00a0'),
      item(''),
      item('SQL', { x: Number.NaN }),
      item('Python', { width: 0, height: 0 }),
    ]);
    expect(out).toEqual([{ str: 'Python', x: 72, y: 700, width: 30, height: 10 }]);
  });
});

describe('a narrow space item between two words', () => {
  it('stays a space, so the words are not run together', () => {
    const items = [
      item('built with', { x: 72, width: 40 }),
      item(' ', { x: 112, width: 1.5 }),
      item('Vue Router', { x: 113.5, width: 40, fontName: 'italic' }),
    ];
    const cleaned = cleanItems(items);
    expect(cleaned.map((i) => i.str)).toEqual(['built with ', 'Vue Router']);
    expect(lineText(groupLines(cleaned)[0]!)).toBe('built with Vue Router');
  });
});

describe('a symbol font bullet', () => {
  it('is a bullet when it is one small letter before the larger text of its row', () => {
    const items = [
      item('f', { x: 137, width: 6, height: 6 }),
      item('Led a team of four', { x: 149, width: 90, height: 11 }),
    ];
    expect(cleanItems(items).map((i) => i.str.trim())).toEqual(['•', 'Led a team of four']);
  });

  it('leaves a letter of the text size, or one set against the word before it, alone', () => {
    const plain = [item('A', { x: 72, width: 7 }), item('Team of four', { x: 82, width: 60 })];
    expect(cleanItems(plain).map((i) => i.str)).toEqual(['A', 'Team of four']);
    const glued = [
      item('Word', { x: 72, width: 30, height: 11 }),
      item('s', { x: 102, width: 4, height: 6 }),
      item('Next', { x: 108, width: 20, height: 11 }),
    ];
    expect(cleanItems(glued).map((i) => i.str)).toEqual(['Word', 's', 'Next']);
  });
});

describe("Word's list markers", () => {
  it('reads a Symbol private-use bullet and a Courier "o" before text in another font as bullets', () => {
    const row = (marker: string, font: string) =>
      cleanItems([
        { str: marker, x: 41, y: 583, width: 6, height: 11.5, font },
        {
          str: 'Modelled staffing requirements',
          x: 54,
          y: 583,
          width: 150,
          height: 11.5,
          font: 'DejaVuSerif',
        },
      ])[0]!.str.trim();
    expect(row('\uf0b7', 'Symbol')).toBe('•');
    expect(row('o', 'LiberationMono')).toBe('•');
    expect(row('o', 'DejaVuSerif')).toBe('o');
  });
});
