import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { lineText, SEGMENT_JOIN } from './model';
import { column, place, placeRight, shuffled, textWidth } from './testing/place-text';
import type { TextItem } from './types';

const texts = (items: TextItem[]): string[] => groupLines(cleanItems(items)).map(lineText);

describe('groupLines', () => {
  it('orders lines top to bottom and words left to right, whatever order the items come in', () => {
    const items = shuffled(column(['Jordan Rivera', 'Data Analyst at Northwind', 'Experience'], 72, 700));
    expect(texts(items)).toEqual(['Jordan Rivera', 'Data Analyst at Northwind', 'Experience']);
  });

  it('cuts a header whose title and employer only their colours tell apart into two fields', () => {
    const run = (text: string, x: number, y: number, color: string, size = 10): TextItem[] =>
      place(text, x, y, { size }).map((item) => ({ ...item, font: 'Sans', color }));
    const items = [
      ...run('JORDAN', 72, 760, '#222222', 24),
      ...run('RIVERA', 72 + 6 * 12 + 6, 760, '#d9534f', 24),
      ...run('ART DIRECTOR', 72, 700, '#292b2c'),
      ...run('HOSHINO RESORTS', 72 + 12 * 5 + 3, 700, '#8a979e'),
      ...run('Phone:', 72, 686, '#292b2c'),
      ...run('+81 3 1495 6709', 72 + 6 * 5 + 3, 686, '#8a979e'),
      ...run('Built the design system in', 72, 672, '#292b2c'),
      ...run('Figma', 72 + 26 * 5 + 3, 672, '#8a979e'),
      ...run('Belief Revision,', 72, 658, '#292b2c'),
      ...run('European Conference', 72 + 16 * 5 + 3, 658, '#8a979e'),
      ...run('Institut National des Sciences Appliquées de', 72, 652, '#292b2c'),
      ...run('Mar 2011 - May', 72 + 44 * 5 + 3, 652, '#d9534f'),
      ...run('Higher National Diploma in Management', 72, 646, '#292b2c'),
      ...run('2015', 72 + 37 * 5 + 3, 646, '#d9534f'),
      ...run('A paragraph of body text that sets the size most characters are drawn in.', 72, 640, '#292b2c'),
    ];
    expect(texts(items).slice(0, 7)).toEqual([
      // The name, in larger type, stays one run.
      'JORDAN RIVERA',
      'ART DIRECTOR    HOSHINO RESORTS',
      'Phone: +81 3 1495 6709',
      'Built the design system in Figma',
      'Belief Revision, European Conference',
      // A range in its own colour is the row's dates, whatever word the name before it ends on.
      'Institut National des Sciences Appliquées de    Mar 2011 - May',
      'Higher National Diploma in Management    2015',
    ]);
  });

  it('cuts an entry header where its bold falls back to regular before a capital, not at "at"', () => {
    // One run per face, a word space apart, as Chromium prints "<b>Title</b> at <b>Employer</b> Place".
    const runs = (y: number, parts: [string, boolean][]): TextItem[] => {
      let x = 72;
      return parts.map(([str, bold]) => {
        const item = {
          str,
          x,
          y,
          width: textWidth(str),
          height: 10,
          bold,
          font: bold ? 'Sans-Bold' : 'Sans',
          color: '#000000',
        };
        x += textWidth(str) + 3;
        return item;
      });
    };
    const items = [
      ...place('Jordan Rivera', 72, 760, { size: 24 }),
      ...runs(700, [
        ['Clinical Nurse Specialist', true],
        ['at', false],
        ['Australia Post', true],
        ['Sydney, New South Wales', false],
      ]),
      ...runs(680, [
        ['Skills:', true],
        ['Triage', false],
      ]),
      ...runs(660, [
        ['Led', true],
        ['the ward audit', false],
      ]),
    ];
    expect(texts(items)).toEqual([
      'Jordan Rivera',
      'Clinical Nurse Specialist at Australia Post    Sydney, New South Wales',
      'Skills: Triage',
      'Led the ward audit',
    ]);
  });

  it('puts spaces where pdfTeX leaves gaps, and none inside a word split by a kern', () => {
    const items = [
      ...place('Managed budgets of $2M', 72, 700, { mode: 'words' }),
      { str: 'Wo', x: 72, y: 686, width: 10, height: 10 },
      { str: 'rk', x: 81.5, y: 686, width: 10, height: 10 },
    ];
    expect(texts(items)).toEqual(['Managed budgets of $2M', 'Work']);
  });

  it('reads a letter-spaced name drawn one glyph per item as words', () => {
    const name = place('JOHN  SMITH', 72, 740, { mode: 'glyphs', tracking: 0.35, size: 22 });
    const heading = place('EXPERIENCE', 72, 700, { mode: 'glyphs', tracking: 0.5, size: 11 });
    const plain = place('SQL Python', 72, 680, { mode: 'glyphs' });
    expect(texts(shuffled([...name, ...heading, ...plain]))).toEqual([
      'JOHN SMITH',
      'EXPERIENCE',
      'SQL Python',
    ]);
  });

  it('parts letter-spaced words by their gaps, not by the spaces the producer set after some letters', () => {
    // Chrome draws tracked text one glyph per item and pdf.js puts a space item after some of
    // them ("MAT" "E" "O"), after every one of others ("P R O F"), and none in the word gap.
    const spaced = (text: string, y: number, every: (i: number) => boolean) =>
      place(text, 72, y, { mode: 'glyphs', tracking: 0.3, size: 12 }).flatMap((item, i) =>
        every(i) ? [item, { ...item, str: ' ', x: item.x + item.width, width: 1 }] : [item],
      );
    const items = [
      ...spaced('MATEO DÍAZ', 740, (i) => [2, 3, 6, 7].includes(i)),
      ...spaced('PROFESSIONAL EXPERIENCE', 700, (i) => i !== 11),
    ];
    expect(texts(items)).toEqual(['MATEO DÍAZ', 'PROFESSIONAL EXPERIENCE']);
  });

  it('keeps a slightly shifted baseline on its line but not a smaller line just below a big one', () => {
    const items = [
      ...place('Jane Doe', 72, 740, { size: 24 }),
      ...place('Nurse', 72, 729, { size: 10 }), // 11 below a 24-point name: its own line
      { str: 'North', x: 72, y: 700, width: 25, height: 10 },
      { str: 'wind', x: 97, y: 700.8, width: 20, height: 10 },
    ];
    expect(texts(items)).toEqual(['Jane Doe', 'Nurse', 'Northwind']);
  });

  it('keeps a row of list items on one line when a sidebar’s line set a little higher opens the row', () => {
    // A two-column list beside a sidebar: the sidebar's word 3.35 pt above the left item's text,
    // the markers and the right item half a point below that text (7 % of the type's size).
    const items = [
      { str: 'Tableau', x: 471.5, y: 547.0, width: 26.6, height: 7.58 },
      {
        str: 'Built a churn early-warning report that helped',
        x: 37.1,
        y: 543.65,
        width: 151.3,
        height: 7.58,
      },
      { str: '· ', x: 32.5, y: 543.1, width: 2.5, height: 7.58 },
      { str: '· ', x: 205.7, y: 543.1, width: 2.5, height: 7.58 },
      { str: 'a single reporting layer in ETL.', x: 210.4, y: 543.1, width: 110, height: 7.58 },
    ];
    const lines = groupLines(cleanItems(items));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.segments.map((s) => s.text)).toEqual([
      '· Built a churn early-warning report that helped',
      '· a single reporting layer in ETL.',
      'Tableau',
    ]);
  });

  it('keeps small capitals on the baseline of the dates beside them, the space between two letters dropped', () => {
    // "2024-11-01 TO 2026-04-01" in 7.6 pt with a small-capitals "TO" (5.25 pt), a line of text in
    // 9 pt beside it set 3.75 pt higher; the producer put a thin space between "T" and "O".
    const item = (str: string, x: number, width: number, height: number, y = 499.5): TextItem => ({
      str,
      x,
      y,
      width,
      height,
    });
    const items = [
      item('Trained managers on budget ownership', 244, 150, 9.1, 503.25),
      item('2024-11-01', 69.35, 41.71, 7.6),
      item(' ', 111.06, 4.52, 7.6),
      item('T', 114.46, 3.5, 5.25),
      item(' ', 117.96, 0.87, 5.25),
      item('O', 118.61, 4.08, 5.25),
      item(' ', 122.7, 4.53, 5.25),
      item('2026-04-01', 126.09, 42.13, 7.6),
    ];
    // In content-stream order: each space item follows its glyph.
    expect(texts(items)).toEqual(['2024-11-01 TO 2026-04-01    Trained managers on budget ownership']);
  });

  it('cuts a line into segments at wide gaps and keeps their positions', () => {
    const items = [...place('Senior Analyst, Acme', 72, 700), ...placeRight('2019 – 2021', 540, 700)];
    const [line] = groupLines(cleanItems(items));
    expect(line!.segments.map((s) => [s.text, Math.round(s.x), Math.round(s.xEnd)])).toEqual([
      ['Senior Analyst, Acme', 72, 172],
      ['2019 – 2021', 485, 540],
    ]);
    expect(lineText(line!)).toBe('Senior Analyst, Acme    2019 – 2021');
  });

  it('cuts at a gap of an em of the smaller type where the font changes (a label or heading cell), not at one in a single font', () => {
    const items = [
      { str: 'Programming languages', x: 74, y: 700, width: 100, height: 10, fontName: 'bold' },
      { str: 'C#, Python, Java', x: 184, y: 700, width: 70, height: 9, fontName: 'regular' },
      { str: 'Frameworks', x: 74, y: 680, width: 50, height: 10, fontName: 'regular' },
      { str: '.NET 5+, .NET Core', x: 134, y: 680, width: 80, height: 10, fontName: 'regular' },
      // A heading in larger type a tab stop before the text it heads; a bold lead-in a word space before its text.
      { str: 'Perfil profesional', x: 74, y: 660, width: 95, height: 11, fontName: 'bold' },
      { str: 'Organised and adaptable manager', x: 179, y: 660, width: 140, height: 9, fontName: 'regular' },
      { str: 'Led by', x: 74, y: 640, width: 32, height: 11, fontName: 'bold' },
      { str: 'example in every shift', x: 109, y: 640, width: 95, height: 9, fontName: 'regular' },
    ];
    expect(texts(items)).toEqual([
      'Programming languages    C#, Python, Java',
      'Frameworks .NET 5+, .NET Core',
      'Perfil profesional    Organised and adaptable manager',
      'Led by example in every shift',
    ]);
  });

  it('keeps an indented bullet glyph with its text, and reads faked bold once', () => {
    const items = [
      { str: '•', x: 72, y: 700, width: 4, height: 10 },
      ...place('Built dashboards', 90, 700),
      ...place('Skills', 72, 680),
      ...place('Skills', 72.3, 680),
    ];
    expect(texts(items)).toEqual(['• Built dashboards', 'Skills']);
  });

  it('keeps a tab stop spelled as spaces inside one item as a wide gap', () => {
    expect(texts(place('Acme Corp      2019 – 2021', 72, 700))).toEqual(['Acme Corp    2019 – 2021']);
  });

  it('groups thousands of shuffled word items into their 600 lines, in order', () => {
    const lines = Array.from({ length: 600 }, (_, i) => `Line ${i} with a few words of text here`);
    const items = shuffled(column(lines, 72, 30000, { mode: 'words', leading: 14 }));
    // Its speed is a figure of `npm run bench -- parser`, not a test.
    const out = groupLines(cleanItems(items));
    expect(out).toHaveLength(600);
    expect(lineText(out[599]!)).toBe('Line 599 with a few words of text here');
  });
});

describe('groupLines and typography', () => {
  it('parts runs of very different sizes on one row, and joins a TeX accent to its letter', () => {
    const items = [
      ...place('Regina, Saskatchewan', 60, 700, { size: 9 }),
      ...place('Naomi Got', 157, 700, { size: 30 }),
      { str: '\u00af', x: 292, y: 700, width: 8, height: 30 },
      { str: 'o', x: 292, y: 700, width: 15, height: 30 },
    ];
    const [line] = groupLines(cleanItems(items));
    expect(line!.segments.map((s) => s.text)).toEqual(['Regina, Saskatchewan', 'Naomi Gotō']);
  });

  it('parts a label from the name beside it when colour and size both change, not a word in colour', () => {
    const label = { str: 'PERSONAL INFORMATION ', x: 61, y: 734, width: 116, height: 10, color: '#0e4194' };
    const name = { str: 'Amira Jansson', x: 187, y: 734, width: 85, height: 14.3, color: '#3e3a38' };
    const [line] = groupLines(cleanItems([label, name]));
    expect(line!.segments.map((s) => s.text)).toEqual(['PERSONAL INFORMATION', 'Amira Jansson']);
    const link = { str: 'Ledgerly', x: 133, y: 700, width: 40, height: 10, color: '#0000ee' };
    const words = { str: 'Engineer at', x: 80, y: 700, width: 50, height: 10, color: '#000000' };
    expect(texts([words, link])).toEqual(['Engineer at Ledgerly']);
  });

  it('joins an accent TeX built after the kern read as a space, and keeps the space before a grave', () => {
    const item = (str: string, x: number) => ({ str, x, y: 700, width: 5 * str.length, height: 10 });
    expect(texts([item('Sh \u00af', 248), item('ohei', 260)])).toEqual(['Shōhei']);
    expect(texts([item('Sh \u00afohei', 248)])).toEqual(['Shōhei']);
    expect(texts([item('voyage `a Paris', 100)])).toEqual(['voyage `a Paris']);
  });

  it('parts two fields a full stop ends where the face changes with no space between', () => {
    const bold = {
      str: 'Marketing Manager at bol.com.',
      x: 160,
      y: 636,
      width: 164,
      height: 10.9,
      fontName: 'b',
    };
    const town = { str: 'Tilburg', x: 324, y: 636, width: 35, height: 10.9, fontName: 'r' };
    const [line] = groupLines(cleanItems([bold, town]));
    expect(line!.segments.map((s) => s.text)).toEqual(['Marketing Manager at bol.com.', 'Tilburg']);
    const word = { ...town, str: 'com' };
    expect(texts([{ ...bold, str: 'Marketing Manager at bol.' }, word])).toEqual([
      'Marketing Manager at bol.com',
    ]);
  });

  it('parts a name from the figures set against it in smaller type, not a subscript off its baseline', () => {
    const at = (str: string, x: number, height: number, y = 527): TextItem => ({
      str,
      x,
      y,
      width: textWidth(str, height),
      height,
    });
    const name = at('Hagaskolan', 83, 14.25);
    const years = at('2021 - Present', 83 + textWidth('Hagaskolan', 14.25), 11.25);
    const [line] = groupLines(cleanItems([name, years]));
    expect(line!.segments.map((s) => s.text)).toEqual(['Hagaskolan', '2021 - Present']);
    const form = at('Mabe S.A. de C.V.', 83, 14.25);
    const after = at('2023 - 2026', 83 + textWidth('Mabe S.A. de C.V.', 14.25), 11.25);
    expect(texts([form, after])).toEqual([`Mabe S.A. de C.V.${SEGMENT_JOIN}2023 - 2026`]);
    // A subscript sits below the baseline; type of one size runs on as one word.
    const co = at('Cut CO', 83, 10);
    expect(texts([co, at('2', 83 + textWidth('Cut CO', 10), 7, 525)])).toEqual(['Cut CO2']);
    expect(texts([at('Python', 83, 10), at('3', 83 + textWidth('Python', 10), 10)])).toEqual(['Python3']);
    // Dates against a heading in larger type are two words; small capitals drawn in two sizes one.
    const dates = at('April 2022 — Now', 357, 9);
    const heading = at('Skills', 357 + textWidth('April 2022 — Now', 9), 12);
    expect(texts([dates, heading])).toEqual(['April 2022 — Now Skills']);
    expect(texts([at('McD', 83, 12), at('ONALD', 83 + textWidth('McD', 12), 9)])).toEqual(['McDONALD']);
  });

  it('parts two cells of one face set against each other, and keeps a word drawn in pieces whole', () => {
    const cells = (left: string, right: string): string[] => {
      const a = { str: left, x: 344, y: 423, width: 5 * left.length, height: 7.6, fontName: 'f2' };
      const b = {
        str: right,
        x: a.x + a.width,
        y: 423,
        width: 5 * right.length,
        height: 7.6,
        fontName: 'f2',
      };
      return groupLines(cleanItems([a, b]))[0]!.segments.map((s) => s.text);
    };
    expect(cells('Dijkstra Logistiek & Warehousing B.V.', 'Arnhem, Gelderland')).toEqual([
      'Dijkstra Logistiek & Warehousing B.V.',
      'Arnhem, Gelderland',
    ]);
    expect(cells('Rheinmetall Automotive GmbH', 'Bremen')).toEqual(['Rheinmetall Automotive GmbH', 'Bremen']);
    // A word cut at a kern or ligature goes on in lower case; a capital alone opens no cell.
    expect(cells('Head of Sta', 'ff Training')).toEqual(['Head of Staff Training']);
    expect(cells('Data Analyst at A', 'VEVA')).toEqual(['Data Analyst at AVEVA']);
  });

  it('sizes a segment by its words, not by a larger icon glyph before them', () => {
    const items = [
      { str: '•', x: 60, y: 700, width: 10, height: 16 },
      ...place('Oaxaca, MX', 75, 700, { size: 10 }),
    ];
    const [line] = groupLines(cleanItems(items));
    expect(line!.segments[0]!.size).toBe(10);
  });
});

describe('skill chips', () => {
  it('parts light text on filled chips at a wide space, and keeps dark words a space apart together', () => {
    const chip = (str: string, x: number, color: string) => ({
      str,
      x,
      y: 700,
      width: str.length * 5,
      height: 10.8,
      color,
    });
    const chips = [chip('Safeguarding', 167, '#ffffff'), chip('Lesson Planning', 238, '#ffffff')];
    expect(groupLines(cleanItems(chips))[0]!.segments.map((s) => s.text)).toEqual([
      'Safeguarding',
      'Lesson Planning',
    ]);
    // Dark words a justified line's stretched space apart (about half an em) stay one run.
    const words = [chip('Safeguarding', 167, '#333333'), chip('Lesson Planning', 233, '#333333')];
    expect(groupLines(cleanItems(words))[0]!.segments).toHaveLength(1);
  });

  it('sets a tab stop between tags an em apart, a word of them drawn in pieces or not', () => {
    const tag = (str: string, x: number) => ({ str, x, y: 700, width: str.length * 6, height: 12 });
    const row = [tag('Sage 50', 58), tag('Variance Analysis', 112.75), tag('Sta', 227.5), tag('ff', 245.5)];
    const [line] = groupLines(cleanItems(row));
    expect(line!.segments).toHaveLength(1);
    expect(lineText(line!)).toBe('Sage 50    Variance Analysis    Staff');
    // Words set one item each, a justified line's stretched space apart, stay words.
    expect(texts([tag('Sage', 58), tag('Variance', 95.5)])).toEqual(['Sage Variance']);
    // So does a justified line whose punctuation touches the word before it.
    const justified = [tag('Caterpillar Inc', 58), tag(',', 148), tag('FP&A Analyst', 166.5)];
    expect(texts(justified)).toEqual(['Caterpillar Inc, FP&A Analyst']);
  });

  it('parts type drawn over the run before it (a page footer over the text it covers)', () => {
    const items = [
      ...place('Built an internal feature-flag platform that every squad relies on.', 66, 57, { size: 12 }),
      ...place('jo.oconnor@outlook.com', 445, 54.75, { size: 9 }),
    ];
    expect(groupLines(cleanItems(items))[0]!.segments.map((s) => s.text)).toEqual([
      'Built an internal feature-flag platform that every squad relies on.',
      'jo.oconnor@outlook.com',
    ]);
    // A word drawn in pieces, a piece kerned a little back into the one before, stays one word.
    const kerned = [...place('Sta', 60, 700), ...place('ff', 60 + textWidth('Sta') - 1, 700)];
    expect(texts(kerned)).toEqual(['Staff']);
  });
});
