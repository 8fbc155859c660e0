import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { joinDateColumn } from './05-date-column';
import { joinWrappedLines, listAfter } from './07-wrapped-lines';
import { lineText, SEGMENT_JOIN } from './model';
import { inObject, place, placeRight, textWidth } from './testing/place-text';
import type { TextItem } from './types';

/** A narrow column at x 400 (its measure set by a line running to x 530) under a heading. */
const column = (rows: [string, { bold?: boolean; color?: string }?][]): TextItem[] =>
  rows.flatMap(([text, face = {}], i) =>
    place(text, 400, 700 - 13 * i).map((item) => ({
      ...item,
      font: 'Sans',
      bold: face.bold,
      color: face.color,
    })),
  );
const read = (items: TextItem[]) => joinWrappedLines(groupLines(cleanItems(items))).map(lineText);
/** Row `i` of a column set flush right to `edge`, 12 apart, in a text object it opens or goes on in. */
const rightInObject = (text: string, i: number, opens: boolean, edge: number): TextItem[] =>
  inObject(
    placeRight(text, edge, 700 - 12 * i).map((item) => ({ ...item, font: 'Sans' })),
    opens,
  );

describe('joinWrappedLines (a line the type wrapped is one line)', () => {
  it('joins a full line and the line it goes on to in the same face', () => {
    const texts = read(
      column([
        ['EDUCATION'],
        ['Technische Universiteit', { bold: true, color: '#1d4ed8' }],
        ['Eindhoven', { bold: true, color: '#1d4ed8' }],
        ['07/2017 – 08/2021 Amsterdam'],
        ['A line as wide as a column'],
      ]),
    );
    expect(texts).toContain('Technische Universiteit Eindhoven');
    expect(texts).toContain('07/2017 – 08/2021 Amsterdam');
  });

  it('keeps a whole degree over its school apart, one that names its field with "en" too', () => {
    const face = { bold: true };
    const rows = (degree: string): string[] =>
      read(
        column([
          ['EDUCATION'],
          [degree, face],
          ['Universidad de Chile', face],
          ['A line as wide as a column'],
        ]),
      );
    expect(rows('Licenciatura en Economía')).toContain('Universidad de Chile');
    expect(rows('Master of Science at Chile')).toContain('Master of Science at Chile Universidad de Chile');
  });

  it('joins each card of a row of cards to the words its text object goes on with, not the next row', () => {
    // Two schools side by side: each cell opens a text object; a wrapped degree goes on in its own.
    const cell = (text: string, x: number, y: number, opens: boolean) =>
      inObject(
        place(text, x, y).map((item) => ({ ...item, font: 'Sans' })),
        opens,
      );
    const texts = read([
      ...cell('Université de Montréal', 72, 700, true),
      ...cell('Simon Fraser University', 330, 700, true),
      ...cell('Master of Science in Manufacturing', 72, 688, true),
      ...cell('Higher National Diploma in Mechanical', 330, 688, true),
      ...cell('Engineering', 72, 676, false),
      ...cell('Engineering', 330, 676, false),
      ...cell('2017-04 - 2018-07', 72, 664, true),
      ...cell('2012-11 - 2017-01', 330, 664, true),
    ]);
    expect(texts).toEqual([
      `Université de Montréal${SEGMENT_JOIN}Simon Fraser University`,
      `Master of Science in Manufacturing Engineering${SEGMENT_JOIN}Higher National Diploma in Mechanical Engineering`,
      `2017-04 - 2018-07${SEGMENT_JOIN}2012-11 - 2017-01`,
    ]);
  });

  it('joins a list item that goes on in its text object, in a column set flush right', () => {
    // Items one leading apart, as wraps are: only the PDF's text objects tell them apart (an
    // empty item opens each one, 01-clean-items.ts).
    const right = (text: string, i: number, opens: boolean) => rightInObject(text, i, opens, 500);
    const rows: [string, boolean][] = [
      ['Skills', true],
      ['CNC Machining', true],
      ['Technical', true],
      ['Drawings', false],
      ['Finite Element', true],
      ['Analysis', false],
      ['MATLAB', true],
      // Its words name a section, but it goes on in the item's text object.
      ['Knowledge Base', true],
      ['Writing', false],
      // Its first line names a section, but the next goes on from it.
      ['Social Media', true],
      ['Graphics', false],
      ['Git', true],
    ];
    const texts = read(rows.flatMap(([text, opens], i) => right(text, i, opens)));
    expect(texts).toEqual([
      'Skills',
      'CNC Machining',
      'Technical Drawings',
      'Finite Element Analysis',
      'MATLAB',
      'Knowledge Base Writing',
      'Social Media Graphics',
      'Git',
    ]);
    // A producer that opens every line, or none, says nothing: the items stay apart.
    const none = read(rows.flatMap(([text], i) => right(text, i, false)));
    expect(none).toEqual(rows.map(([text]) => text));
  });

  it('joins a degree and a school wrapped in a column set flush right', () => {
    const face = (font: string) => (item: TextItem) => ({ ...item, font });
    const rows: [string, string][] = [
      ['Education', 'Sans'],
      ['Higher National Diploma in', 'Sans'],
      ['Mechanical Engineering', 'Sans'],
      ['Conservatoire National des Arts et', 'Sans-Bold'],
      ['Métiers', 'Sans-Bold'],
      ['Master of Science in Manufacturing', 'Sans'],
    ];
    const items = rows.flatMap(([text, font], i) => placeRight(text, 560, 700 - 12 * i).map(face(font)));
    // The body text sets the body face apart from the headers' (a paragraph at the left).
    const body = place('A long paragraph of body text in the main column of the page.', 40, 760).map(
      face('Serif'),
    );
    expect(read([...body, ...items])).toEqual([
      'A long paragraph of body text in the main column of the page.',
      'Education',
      'Higher National Diploma in Mechanical Engineering',
      'Conservatoire National des Arts et Métiers',
      'Master of Science in Manufacturing',
    ]);
  });

  it('joins a header line that goes on in its text object in a column set flush right, whatever seems to fit', () => {
    // "Analytics" would fit beside "Master of Science in Business" within the widest line's left
    // edge; the element it was set in was narrower, which a ragged left edge does not show.
    const rows: [string, boolean][] = [
      ['Education', true],
      ['Master of Science in Business', true],
      ['Analytics', false],
      ['Uniwersytet Warszawski', true],
      ['Microsoft Certified: Power BI Data Analyst', true],
    ];
    const texts = read(rows.flatMap(([text, opens], i) => rightInObject(text, i, opens, 560)));
    expect(texts).toEqual([
      'Education',
      'Master of Science in Business Analytics',
      'Uniwersytet Warszawski',
      'Microsoft Certified: Power BI Data Analyst',
    ]);
  });

  it('reads text objects where the producer marks them: a line that opens one is no wrap', () => {
    // One face throughout, the body's: only the text objects tell the wrapped school from the
    // degree and the school under it (an empty item opens each object, 01-clean-items.ts).
    const rows: [string, boolean][] = [
      ['A paragraph of body text in the column.', true],
      ['EDUCATION', true],
      ['Bachelor of Arts in Communication Studies', true],
      ['London School of Economics and Political', true],
      ['Science', false],
      ['Master of Science in Data Science and', true],
      ['Statistics', false],
    ];
    const items = rows.flatMap(([text, opens], i) =>
      inObject(
        place(text, 400, 700 - 12 * i).map((item) => ({ ...item, font: 'Sans' })),
        opens,
      ),
    );
    expect(read(items)).toEqual([
      'A paragraph of body text in the column.',
      'EDUCATION',
      'Bachelor of Arts in Communication Studies',
      'London School of Economics and Political Science',
      'Master of Science in Data Science and Statistics',
    ]);
  });

  it('joins a short line to the line that goes on in its text object when its next word would not have fitted', () => {
    // The column's measure is 35 characters; "Universidad Benemérita" fills 22 of them, and
    // "Interdisciplinaria" (18) would not have fitted after it. "Caracas" would have: a line
    // broken by hand in one text object stays apart.
    const rows: [string, boolean][] = [
      ['A paragraph of body text in columns', true],
      ['EDUCATION', true],
      ['Universidad Benemérita', true],
      ['Interdisciplinaria de Puebla', false],
      ['Universidad Central', true],
      ['Caracas', false],
    ];
    const items = rows.flatMap(([text, opens], i) =>
      inObject(
        place(text, 400, 700 - 12 * i).map((item) => ({ ...item, font: 'Sans' })),
        opens,
      ),
    );
    expect(read(items).slice(2)).toEqual([
      'Universidad Benemérita Interdisciplinaria de Puebla',
      'Universidad Central',
      'Caracas',
    ]);
  });

  it('keeps apart lines in another face, short lines, skills lists and contact details', () => {
    const texts = read(
      column([
        ['EDUCATION'],
        ['Technische Universiteit', { bold: true }],
        ['Eindhoven University', { color: '#1d4ed8' }],
        ['Short line'],
        ['Another line'],
        ['A line as wide as a column'],
        ['SKILLS'],
        ['Ventilazione meccanica invasiva'],
        ['Monitoraggio emodinamico'],
      ]),
    );
    for (const t of ['Eindhoven University', 'Short line', 'Another line', 'Monitoraggio emodinamico'])
      expect(texts).toContain(t);
  });

  it('measures a column by its lines of text, not by a row of tags that runs past it', () => {
    // The card's text ends by x 187; a row of two skill tags at the same edge runs on to 250.
    const face = (font: string) => (item: TextItem) => ({ ...item, font });
    const texts = joinWrappedLines(
      groupLines(
        cleanItems([
          ...place('EDUCATION', 61.5, 720),
          ...place('Universidad Politécnica', 61.5, 700).map(face('Sans-Bold')),
          ...place('de Madrid', 61.5, 687).map(face('Sans-Bold')),
          ...place('Bachelor of Arts in Early', 61.5, 670).map(face('Sans')),
          ...place('Years Education', 61.5, 657).map(face('Sans')),
          ...place('SKILLS', 61.5, 620),
          ...place('Curriculum Design', 61.5, 600).map(face('Sans')),
          ...place('Literacy', 210, 600).map(face('Sans')),
        ]),
      ),
      { body: 'Sans||', list: false },
    ).map(lineText);
    expect(texts).toContain('Universidad Politécnica de Madrid');
    // A degree is a header, set in the body's face or not.
    expect(texts).toContain('Bachelor of Arts in Early Years Education');
  });

  it('joins an item of a one-a-line list that wrapped at the list’s tighter leading', () => {
    // Items 16 apart, a wrapped item's lines 13: the list shows two spacings. "Commercial
    // Contract Negotiation" would not fit the column (its widest item ends at x 215);
    // "Housekeeping" / "Management" are two items, a whole item apart.
    const list: [string, number][] = [
      ['Customer Service', 700],
      ['Event Coordination Skills', 684],
      ['Commercial Contract', 668],
      ['Negotiation', 655],
      ['Housekeeping', 639],
      ['Management', 623],
      ['Revenue Management', 607],
    ];
    const texts = read([
      ...place('SKILLS', 90, 720),
      ...list.flatMap(([t, y]) => place(t, 90, y).map((item) => ({ ...item, font: 'Sans' }))),
    ]);
    expect(texts).toContain('Commercial Contract Negotiation');
    expect(texts).toContain('Housekeeping');
    expect(texts).toContain('Management');
  });

  it('reads a list of chips set two and a bit sizes apart as one list, its wrapped chip joined', () => {
    // Chips 21.5 apart in 10 pt type (padding and a margin each), a chip's wrapped lines 15.
    const list: [string, number][] = [
      ['Reinforced', 700],
      ['Concrete Design', 685],
      ['Cost Estimation', 663.5],
      ['Microsoft Project', 642],
      ['Highway Design', 620.5],
    ];
    const texts = read([
      ...place('SKILLS', 90, 720),
      ...list.flatMap(([t, y]) => place(t, 90, y).map((item) => ({ ...item, font: 'Sans' }))),
    ]);
    expect(texts).toEqual([
      'SKILLS',
      'Reinforced Concrete Design',
      'Cost Estimation',
      'Microsoft Project',
      'Highway Design',
    ]);
  });

  it('reads a heading’s words in the list’s own run as an item’s, and the list goes on', () => {
    // Capitals in 12 pt flush right at x 200: items 20 apart, an item's wrapped lines 17 ("PRESENTATION" /
    // "SKILLS", "GOVERNANCE" / "DEVELOPMENT"); "PRESENTATION" and "DEVELOPMENT" are heading words.
    const list: [string, number][] = [
      ['COMMERCIAL', 700],
      ['NEGOTIATION', 683],
      ['PRESENTATION', 663],
      ['SKILLS', 646],
      ['DEVELOPMENT', 626],
      ['GOVERNANCE', 606],
      ['DEVELOPMENT', 589],
      ['HRIS', 569],
    ];
    const items = [
      ...place('SKILLS', 40, 730, { size: 20 }),
      ...list.flatMap(([t, y]) =>
        placeRight(t, 200, y, { size: 12 }).map((item) => ({ ...item, font: 'Sans' })),
      ),
      ...place('EMPLOYMENT', 40, 530, { size: 20 }),
    ];
    expect(read(items)).toEqual([
      'SKILLS',
      'COMMERCIAL NEGOTIATION',
      'PRESENTATION SKILLS',
      'DEVELOPMENT',
      'GOVERNANCE DEVELOPMENT',
      'HRIS',
      'EMPLOYMENT',
    ]);
  });

  it('measures a list set in a narrow column of its own by its widest line, not the page’s text', () => {
    // A paragraph from the same left edge runs to x 390; the list's widest item ends at x 175.
    // Each item opens a text object, its wrapped lines go on in it (01-clean-items.ts).
    // "Proof of Delivery" and "Systems" would not fit the list's measure on one line; "Route" and
    // "Planning" would, and a line broken by hand in one object stays apart.
    const sans = (text: string, y: number, opens: boolean) =>
      inObject(
        place(text, 90, y).map((item) => ({ ...item, font: 'Sans' })),
        opens,
      );
    const texts = read([
      ...sans('Completed nine refresher courses including Trailer Coupling.', 760, true),
      ...sans('SKILLS', 720, true),
      ...sans('Proof of Delivery', 700, true),
      ...sans('Systems', 687, false),
      ...sans('ADR Certification', 671, true),
      ...sans('Route', 655, true),
      ...sans('Planning', 642, false),
      ...sans('Telematics', 626, true),
    ]);
    expect(texts.slice(2)).toEqual([
      'Proof of Delivery Systems',
      'ADR Certification',
      'Route',
      'Planning',
      'Telematics',
    ]);
  });

  it('leaves a list’s lines apart when they are all one spacing, or written with commas', () => {
    const lines = (rows: [string, number][]) =>
      read([
        ...place('SKILLS', 90, 720),
        ...rows.flatMap(([t, y]) => place(t, 90, y).map((item) => ({ ...item, font: 'Sans' }))),
      ]);
    expect(
      lines([
        ['Customer Service Excellence', 700],
        ['Contract', 683],
        ['Negotiation', 666],
      ]),
    ).toContain('Negotiation');
    expect(
      lines([
        ['Excel, Power BI, SQL, Looker', 700],
        ['Tableau, dbt', 683],
        ['Python', 663],
        ['R', 643],
      ]),
    ).toContain('Tableau, dbt');
  });

  it.each([
    ['a degree over its school', 'EDUCATION', 'Bachelor of Commerce in Accounting', 'Università di Bologna'],
    ['a name its legal form ends over a town', 'EXPERIENCE', 'Guaranty Trust Bank Plc', 'Ouagadougou'],
    [
      'a name over its town and region',
      'EXPERIENCE',
      'Sunnybrook Health Centre',
      'Victoria, British Columbia',
    ],
    ['an employer over a town', 'EXPERIENCE', 'Ramsay Health Care Group', 'Brisbane'],
  ])('keeps %s apart, however full the first line', (_, heading, first, second) => {
    const texts = read(
      column([
        [heading],
        [first, { bold: true }],
        [second, { bold: true }],
        ['A line as wide as a column'],
        ['Another line of body text here'],
        ['And a third line of body text'],
      ]),
    );
    expect(texts).toContain(first);
    expect(texts).toContain(second);
  });

  it.each([
    ['a name its joining word leaves open', 'Estudio Jurídico Fernández &', 'Asociados'],
    ['a legal form that goes on in lower case', 'Autotransportes del Bajío S.A.', 'de C.V. México'],
  ])('joins %s, whatever the next line reads as alone', (_, first, second) => {
    const texts = read(
      column([
        ['EXPERIENCE'],
        [first, { bold: true }],
        [second, { bold: true }],
        ['A line as wide as a column'],
        ['Another line of body text here'],
        ['And a third line of body text'],
      ]),
    );
    expect(texts).toContain(`${first} ${second}`);
  });

  it('joins a header whose first line is indented onto the next, at the paragraph’s own edge', () => {
    const bold = (items: TextItem[]) => items.map((item) => ({ ...item, font: 'Sans', bold: true }));
    const texts = read([
      ...place('EXPERIENCE', 60, 720),
      ...bold(place('Nordic Freight & Warehouse', 300, 700)),
      ...bold(place('Solutions AB', 60, 687)),
      ...bold(place('2020 – 2024', 300, 674)),
      ...place('• Designed 58 injection-moulded components from concept to production release.', 60, 650),
      ...place('• Produced fully toleranced drawings for machined and sheet-metal parts too.', 60, 637),
    ]);
    expect(texts).toContain('Nordic Freight & Warehouse Solutions AB');
    // A short line over one at the paragraph's edge stays apart: it did not wrap.
    const short = read([
      ...place('EXPERIENCE', 60, 720),
      ...bold(place('Handelsbanken', 300, 700)),
      ...bold(place('Lead Engineer', 60, 687)),
      ...place('• Designed 58 injection-moulded components from concept to production release.', 60, 650),
    ]);
    expect(short).toContain('Handelsbanken');
  });

  it('joins a school cut before the place that ends its name', () => {
    const texts = read(
      column([
        ['EDUCATION'],
        ['University of Western', { bold: true }],
        ['Australia', { bold: true }],
        ['A line as wide as a column'],
        ['Another line of body text here'],
        ['And a third line of body text'],
      ]),
    );
    expect(texts).toContain('University of Western Australia');
  });

  it('reads a later page from the list the page before left open, in the document’s body face', () => {
    const page = groupLines(
      cleanItems(
        column([
          ['William Angliss Institute', { bold: true }],
          ['of TAFE', { bold: true }],
          ['A line as wide as a column'],
        ]),
      ),
    );
    // Alone, the page opens like a first page: in the header's list, where lines are items.
    expect(joinWrappedLines(page).map(lineText)).toContain('of TAFE');
    const carried = joinWrappedLines(page, { body: '', list: listAfter(page, false) });
    expect(carried.map(lineText)).toContain('William Angliss Institute of TAFE');
    const skills = groupLines(cleanItems(column([['SKILLS'], ['Python']])));
    expect(listAfter(skills, false)).toBe(true);
    expect(listAfter(page, true)).toBe(true);
  });
});

describe('an e-mail address cut at the column’s edge', () => {
  it('is joined back without a space', () => {
    expect(read(column([['IGNACIOFERNANDEZ@YAHO'], ['O.COM.AR'], ['+54 11 4789 7354']]))).toEqual([
      'IGNACIOFERNANDEZ@YAHOO.COM.AR',
      '+54 11 4789 7354',
    ]);
    expect(read(column([['CARLOS.MARTIN@YAHOO.CO'], ['M']]))).toEqual(['CARLOS.MARTIN@YAHOO.COM']);
    // Then a country's part.
    expect(read(column([['carvalho.patricia@uol.co'], ['m.br'], ['+55 (31) 97137 3436']]))).toEqual([
      'carvalho.patricia@uol.com.br',
      '+55 (31) 97137 3436',
    ]);
    // Cut inside the domain's last part.
    expect(read(column([['NOAHTHOMAS@OUTLOOK.C'], ['OM'], ['+61 416 562 851']]))).toEqual([
      'NOAHTHOMAS@OUTLOOK.COM',
      '+61 416 562 851',
    ]);
    expect(read(column([['SDELAFUENTE@OUTLOOK.E'], ['S']]))).toEqual(['SDELAFUENTE@OUTLOOK.ES']);
    expect(read(column([['HASHIMOTO.KENJI@YAHOO.'], ['CO.JP']]))).toEqual(['HASHIMOTO.KENJI@YAHOO.CO.JP']);
    // Cut right after a dot, its last part one word on the next line.
    expect(read(column([['mvandermeer@kpnmail.'], ['nl'], ['06 52 70 78 96']]))).toEqual([
      'mvandermeer@kpnmail.nl',
      '06 52 70 78 96',
    ]);
  });
});

describe('a header cell wrapped beside its dates', () => {
  it('joins a header cell wrapped beside its dates, not a title or a place under it', () => {
    const bold = (t: string, x: number, y: number) =>
      place(t, x, y, { size: 10.8 }).map((item) => ({ ...item, font: 'Arimo', bold: true }));
    const dates = (t: string, y: number) =>
      place(t, 431, y, { size: 7.6 }).map((i) => ({ ...i, font: 'Arimo' }));
    const lines = (tail: string) =>
      read([
        ...place('EDUCATION', 193, 640),
        ...bold('Universidad Nacional de General', 193, 614),
        ...dates('December 2010 - January 2014', 617),
        ...bold(tail, 193, 599),
        ...place('Graduated with honours after a thesis on labour law in the courts of appeal.', 193, 580),
      ]).slice(1, -1);
    expect(lines('Sarmiento')).toEqual([
      `Universidad Nacional de General Sarmiento${SEGMENT_JOIN}December 2010 - January 2014`,
    ]);
    expect(lines('Stanisława Staszica w Krakowie')[0]).toMatch(/^Universidad Nacional de General Stanisława/);
    expect(lines('Software Engineer')).toHaveLength(2);
    expect(lines('Buenos Aires, Argentina')).toHaveLength(2);
  });

  it('joins a title cut beside its dates where the next word would have run into them', () => {
    const bold = (t: string, y: number) =>
      place(t, 54, y, { size: 10 }).map((item) => ({ ...item, font: 'Roboto', bold: true }));
    const cell = 'Bunnings Warehouse, Brisbane — Guest Services';
    const end = 54 + textWidth(cell, 10);
    const lines = (datesAt: number) =>
      read([
        ...place('EXPERIENCE', 54, 540),
        ...bold(cell, 509),
        ...place('02/2020 – 02/2022', datesAt, 509, { size: 8.5 }),
        ...bold('Supervisor', 496),
        ...place(
          'Reduced staff turnover by four per cent through a structured onboarding plan for new staff.',
          68,
          480,
        ),
      ]).slice(1, -1);
    expect(lines(end + 19)).toEqual([`${cell} Supervisor${SEGMENT_JOIN}02/2020 – 02/2022`]);
    // The dates far to the right: the word would have fitted, "Supervisor" is a field of its own.
    expect(lines(end + 120)).toHaveLength(2);
  });

  it('joins a header cell wrapped beside its place where the next word would have run into it', () => {
    const bold = (t: string, y: number) =>
      place(t, 221, y, { size: 9.5 }).map((item) => ({ ...item, font: 'DejaVuSans', bold: true }));
    const lines = (cell: string, tail: string, placeAt: number) =>
      read([
        ...place('EXPERIENCE', 221, 220),
        ...bold(cell, 198),
        ...place('Den Haag, Zuid-Holland', placeAt, 199, { size: 8.5 }).map((i) => ({
          ...i,
          font: 'DejaVuSans',
        })),
        ...bold(tail, 184.5),
        ...place('Led the redesign of the website with its developers.', 221, 170),
      ]).slice(1, -1);
    const cell = 'Noord-Hollandse Zorggroep voor';
    const end = 221 + textWidth(cell, 9.5);
    expect(lines(cell, 'Ouderen', end + 20)).toEqual([
      `Noord-Hollandse Zorggroep voor Ouderen${SEGMENT_JOIN}Den Haag, Zuid-Holland`,
    ]);
    expect(lines('Rheinmetall Automotive Systems', 'GmbH', end + 12)[0]).toMatch(/Systems GmbH {4}Den Haag/);
    // The place far to the right: the word would have fitted, the line under it is a field of its own.
    expect(lines(cell, 'Ouderen', end + 120)).toHaveLength(2);
  });

  it('joins a header cell that goes on in its text object beside a column of its dates and place', () => {
    // The cell's lines go on in the object its first line opened; each detail opens its own
    // (an empty item before it, 01-clean-items.ts). The cell is short: only the objects tell.
    const cell = (t: string, y: number, opens: boolean): TextItem[] =>
      inObject(
        place(t, 60, y, { size: 10 }).map((i) => ({ ...i, font: 'Gothic', bold: true })),
        opens,
      );
    const detail = (t: string, y: number): TextItem[] =>
      inObject(
        place(t, 200, y, { size: 8.5 }).map((i) => ({ ...i, font: 'Gothic' })),
        true,
      );
    const lines = (beside: string) =>
      read([
        ...cell('EDUCATION', 790, true),
        ...cell('Master of Science in', 765, true),
        ...detail('12/2012 – 01/2017', 765),
        ...cell('International Hospitality', 753, false),
        ...detail(beside, 753),
        ...cell('Management', 737, false),
        ...cell('TAFE NSW', 723, true),
        ...cell('Bachelor of Business', 700, true),
        ...detail('07/2007 – 10/2011', 700),
        // A paragraph that goes on in its object shows the producer marks objects.
        ...detail('Thesis on revenue management', 680),
        ...place('in small hotels.', 200, 670, { size: 8.5 }).map((i) => ({ ...i, font: 'Gothic' })),
      ]).slice(0, 4);
    expect(lines('Brisbane')).toEqual([
      'EDUCATION',
      ['Master of Science in International Hospitality Management', '12/2012 – 01/2017', 'Brisbane'].join(
        SEGMENT_JOIN,
      ),
      'TAFE NSW',
      `Bachelor of Business${SEGMENT_JOIN}07/2007 – 10/2011`,
    ]);
    // Beside a cell that is no date or place (a grid of skills), the rows stay rows.
    expect(lines('Stakeholder Management')).toContain(
      `International Hospitality${SEGMENT_JOIN}Stakeholder Management`,
    );
    // A line with a range of its own under one beside its range opens the next entry, even where
    // its cell does not open an object (LaTeX's moderncv opens one at the dates).
    expect(lines('06/2005 – 09/2007')[1]).toBe(`Master of Science in${SEGMENT_JOIN}12/2012 – 01/2017`);
  });

  it('joins a header set in two faces to the line its last field goes on to, in that field’s face', () => {
    const face =
      (font: string, bold = false) =>
      (t: string, x: number, y: number) =>
        place(t, x, y).map((item) => ({ ...item, font, bold }));
    const [bold, regular, italic] = [face('Serif', true), face('Serif'), face('Serif-Italic')];
    const lines = (under: typeof bold) =>
      read([
        ...bold('EDUCATION', 100, 640),
        ...bold('Bachelor of Laws (LLB), ', 100, 627),
        ...regular('Hochschule für Angewandte', 220, 627),
        ...under('Wissenschaften Hamburg', 100, 614),
        ...regular('Graduated with a thesis on maritime law in the port.', 100, 596),
      ]).slice(1, -1);
    expect(lines(regular)).toEqual([
      'Bachelor of Laws (LLB), Hochschule für Angewandte Wissenschaften Hamburg',
    ]);
    // A line in a third face is a field of its own.
    expect(lines(italic)).toHaveLength(2);
  });

  it('goes on a header’s last field alone where the line under it is in that field’s face', () => {
    const face = (font: string, italic: boolean) => (t: string, x: number, y: number) =>
      place(t, x, y).map((item) => ({ ...item, font, bold: true, italic }));
    const [italic, bold] = [face('Arimo-BoldItalic', true), face('Arimo-Bold', false)];
    const [degree, school] = ['Master of Science in International Hospitality Management', ', Imperial'];
    // The page's measure: a line of body text from the same left edge, a little wider.
    const measure = 100 + textWidth(degree) + textWidth(school) + 10;
    const body = 'Led a study of guest satisfaction across the hotels of the group and wrote its report.';
    const lines = (schoolFace: typeof bold) =>
      read([
        ...bold('EDUCATION', 100, 720),
        ...italic(degree, 100, 700),
        ...schoolFace(school, 100 + textWidth(degree), 700),
        ...schoolFace('College London', 100, 686),
        ...place(body.slice(0, (measure - 100) / 5), 100, 660),
      ]).slice(1, -1);
    // "Imperial", in a face of its own after the degree's, is no whole school: its name goes on.
    expect(lines(bold)).toEqual([`${degree}, Imperial College London`]);
    // In one face, a whole degree over a school are two fields.
    expect(lines(italic)).toHaveLength(2);
  });

  it('joins a header whose fields only colours part to the words its last field goes on with', () => {
    const face = (color: string) => (t: string, x: number, y: number) =>
      place(t, x, y).map((item) => ({ ...item, font: 'Arimo', color }));
    const [dark, grey] = [face('#292b2c'), face('#8a979e')];
    const [degree, school] = ['POSTGRADUATE DIPLOMA IN PHARMACY', ' ÉCOLE NATIONALE DES ARTS'];
    // The page's measure: a line of body text from the same left edge.
    const measure = 100 + textWidth(degree) + textWidth(school) + 20;
    const body = 'Led a study on the safe use of antibiotics in the wards of the hospital.';
    const lines = (under: string, underFace = grey) =>
      read([
        // The name's larger type: a header in two colours is cut in two only in smaller type.
        ...place('AMÉLIE ROUSSEAU', 100, 750, { size: 20 }).map((item) => ({ ...item, font: 'Arimo' })),
        ...dark('EDUCATION', 100, 720),
        ...dark(degree, 100, 700),
        ...grey(school, 100 + textWidth(degree), 700),
        ...underFace(under, 100, 688),
        ...dark(body.slice(0, (measure - 100) / 5), 100, 660),
      ]).slice(2, -1);
    expect(lines('DÉCORATIFS')).toEqual([
      `POSTGRADUATE DIPLOMA IN PHARMACY${SEGMENT_JOIN}ÉCOLE NATIONALE DES ARTS DÉCORATIFS`,
    ]);
    // In the first field's face the line under it is a field of its own.
    expect(lines('DÉCORATIFS', dark)).toHaveLength(2);
  });

  it('joins a header cell that closes on a separator to the line under it in its face', () => {
    const face = (font: string) => (t: string, x: number, y: number) =>
      place(t, x, y).map((item) => ({ ...item, font }));
    const [header, place2, body] = [face('Serif-BoldItalic'), face('Serif-Italic'), face('Serif')];
    const lines = (cell: string, under = header) =>
      read([
        ...header('EXPERIENCE', 60, 720),
        ...header(cell, 60, 700),
        ...place2(', Perth', 412, 700),
        ...under('12.2019 - 12.2020', 60, 687),
        ...body('Led a team of 15 agents across two shifts and coached them on quality.', 60, 670),
        ...body('Cut the backlog of open tickets from 32 to none in a month by triage.', 60, 657),
      ]).slice(1, -2);
    expect(lines('Support Specialist | Metro North Health Service |')).toEqual([
      `Support Specialist | Metro North Health Service | 12.2019 - 12.2020${SEGMENT_JOIN}, Perth`,
    ]);
    // A cell that closes on a word, or a line under it in another face, stays apart.
    expect(lines('Support Specialist | Metro North Health Service')).toHaveLength(2);
    expect(lines('Support Specialist | Metro North Health Service |', body)).toHaveLength(2);
  });

  it('joins a degree to a line whose first field is no school, and that line on in its last field’s face', () => {
    const face =
      (font: string, bold = false) =>
      (t: string, x: number, y: number) =>
        place(t, x, y).map((item) => ({ ...item, font, bold }));
    const [bold, light] = [face('Bookman-Demi', true), face('Bookman-Light')];
    const degree = 'Bachelor of Arts in Primary Education with Qualified Teacher';
    const field = '| Institut National des Sciences Appliquées Lyon | 2014 to';
    // The measure: body text 66 characters wide; each header line fills it, its next word would not fit.
    const body = ['Taught reading to pupils in small groups, kept their records up to', 'date.'];
    const lines = (first: string) =>
      read([
        ...bold('EDUCATION', 160, 720),
        ...bold(degree, 160, 700),
        ...bold(`${first} `, 160, 686),
        ...light(field, 160 + textWidth(`${first} `), 686),
        ...light('2018', 160, 672),
        ...light(body[0]!, 160, 650),
        ...light(body[1]!, 160, 636),
      ]).slice(1, -1);
    expect(lines('Status')).toEqual([`${degree} Status ${field} 2018`]);
    // A line that opens with a school is a field of its own.
    expect(lines('Sorbonne University')[0]).toBe(degree);
  });

  it('joins a header’s last field that ran up to its dates to the words under it, before the dates', () => {
    const face = (bold: boolean, color: string) => (t: string, x: number, y: number) =>
      place(t, x, y).map((item) => ({ ...item, font: 'Arimo', bold, color }));
    const [bold, grey] = [face(true, '#40484f'), face(false, '#606d76')];
    const [degree, field, dates] = [
      'Master of Business Administration',
      ' at Michael Okpara University of Agriculture',
      'Sept 2005 - Nov 2008',
    ];
    // The field ends 4 points short of its dates; another header's dates end at the same edge.
    const fieldEnd = 40 + textWidth(degree) + textWidth(field);
    const right = fieldEnd + 4 + textWidth(dates);
    const lines = (under: string, underFace = grey) =>
      read([
        ...bold('EDUCATION', 40, 720),
        ...bold('Bachelor of Commerce', 40, 700),
        ...grey(' at the University of Lagos', 40 + textWidth('Bachelor of Commerce'), 700),
        ...grey('Aug 2009 - Sept 2010', right - textWidth('Aug 2009 - Sept 2010'), 700),
        ...bold(degree, 40, 680),
        ...grey(field, 40 + textWidth(degree), 680),
        ...grey(dates, fieldEnd + 4, 680),
        ...underFace(under, 40, 665),
        ...grey('Thesis on the finance of cooperative farms in the south-east of Nigeria,', 40, 640),
        ...grey('read by the faculty board of the university and published in its review.', 40, 628),
      ]).slice(2, -2);
    expect(lines('Umudike')).toEqual([
      'Master of Business Administration at Michael Okpara University of Agriculture Umudike Sept 2005 - Nov 2008',
    ]);
    // A line in the header's first face, or no tail of a name, is a field of its own.
    expect(lines('Umudike', bold)).toHaveLength(2);
    expect(lines('led the finance society')).toHaveLength(2);
  });

  it('keeps a place under a line of dates apart, however the dates are drawn', () => {
    const grey = (t: string, x: number, y: number) =>
      place(t, x, y).map((item) => ({ ...item, font: 'Lato', color: '#6c7781' }));
    const entry = (y: number) => [
      ...place('Junior', 204, y).map((item) => ({ ...item, font: 'Lato', bold: true })),
      ...grey('Dec 2013', 204, y - 15),
      ...grey(' – Jul 2018', 204 + textWidth('Dec 2013'), y - 15),
      ...grey('Halifax', 204, y - 30),
      ...place('Handled matters of legal research for clients in retail and logistics.', 214, y - 45).map(
        (item) => ({ ...item, font: 'Lato', color: '#191e23' }),
      ),
    ];
    const texts = read([...place('EXPERIENCE', 204, 720), ...entry(700), ...entry(640)]);
    expect(texts.filter((t) => t === 'Halifax')).toHaveLength(2);
  });

  it('joins a header that fills its measure to the first words of the dated line under it', () => {
    const face = (bold: boolean) => (t: string, y: number) =>
      place(t, 205, y).map((item) => ({ ...item, font: 'Serif', bold }));
    const lines = (head: string) =>
      read([
        ...face(true)('EDUCATION', 640),
        ...face(true)(head, 627),
        ...face(false)('Grande do Sul | December 2020 – December 2022', 615),
        ...face(false)('Florianópolis', 603),
        ...face(false)('Graduated with honours after a thesis on the regional press of Brazil.', 585),
      ]).slice(1, -1);
    expect(lines('Bachelor of Arts in Communications | Universidade Federal do Rio')).toEqual([
      'Bachelor of Arts in Communications | Universidade Federal do Rio Grande do Sul | December 2020 – December 2022',
      'Florianópolis',
    ]);
    // Short of its measure, the header is whole: the line under it holds fields of its own.
    expect(lines('Bachelor of Arts | Universidade Federal do Rio')).toHaveLength(3);
  });

  it("measures a header's column by its bullets too, indented under it", () => {
    // A main column beside a sidebar: its headers and dated lines are short; only its bullets,
    // set an em in, run to its measure.
    const face =
      (bold: boolean, x = 205) =>
      (t: string, y: number) =>
        place(t, x, y).map((item) => ({ ...item, font: 'Serif', bold }));
    const texts = read([
      ...face(true)('EDUCATION', 640),
      ...face(true)('Bachelor of Science in Nursing', 627),
      ...face(false)('Monash University | 2011–2013', 615),
      ...face(false, 215)('Graduated with honours after a thesis on the regional nursing workforce.', 600),
    ]);
    expect(texts).toContain('Bachelor of Science in Nursing');
    expect(texts).toContain('Monash University | 2011–2013');
  });

  it('joins a job title cut after its first words beside its dates ("…, Front Desk" / "Agent")', () => {
    const bold = (t: string, y: number) =>
      place(t, 40, y).map((item) => ({ ...item, font: 'Arimo', bold: true }));
    const dates = place('02/2009 – 09/2010', 431, 617).map((i) => ({ ...i, font: 'Arimo' }));
    const lines = (head: string, tail: string) =>
      read([
        ...place('WORK', 40, 640),
        ...bold(head, 614),
        ...dates,
        ...bold(tail, 600),
        ...place(
          'Checked guests in and out and handled their questions at the front desk every day.',
          40,
          580,
        ),
      ]).slice(1, -1);
    expect(lines('Osaka Bay Warehousing and Distribution, Front Desk', 'Agent')).toEqual([
      `Osaka Bay Warehousing and Distribution, Front Desk Agent${SEGMENT_JOIN}02/2009 – 09/2010`,
    ]);
    expect(lines('Osaka Bay Warehousing and Distribution, Team Leader', 'Supervisor')).toHaveLength(2);
  });

  it('beside a date column, joins a cell only when its first line fills the column', () => {
    const bold = (t: string, y: number) =>
      place(t, 140, y).map((item) => ({ ...item, font: 'Serif', bold: true }));
    const body = 'Designed an onboarding programme that improved first-year retention by 52% in all sites.';
    const lines = (head: string, tail: string) =>
      joinWrappedLines(
        joinDateColumn(
          groupLines(
            cleanItems([
              ...place('EXPERIENCE', 43, 640),
              ...place('2025-07–Present', 43, 614).map((item) => ({ ...item, font: 'Serif', bold: true })),
              ...bold(head, 614),
              ...bold(tail, 602),
              ...place(body, 58, 580),
              ...place('2021-11–2025-04', 43, 560).map((item) => ({ ...item, font: 'Serif', bold: true })),
              ...bold('HR Generalist', 560),
              ...place(body, 58, 540),
            ]),
          ),
        ).lines,
      )
        .map(lineText)
        .slice(1, 3);
    expect(lines('Talent Acquisition Specialist', 'BDO Unibank Inc.')).toEqual([
      `Talent Acquisition Specialist${SEGMENT_JOIN}2025-07–Present`,
      'BDO Unibank Inc.',
    ]);
    const full = 'Senior Mechanical Engineer at Harborview Property Management Services';
    // It ends short of the body's right edge by less than " LLC".
    expect(140 + textWidth(`${full} LLC`, 10)).toBeGreaterThan(58 + textWidth(body, 10));
    expect(lines(full, 'LLC')[0]).toBe(`${full} LLC${SEGMENT_JOIN}2025-07–Present`);
  });

  it("beside a date column, reads a table cell's measure from the other cells set from its edge", () => {
    // A table's text cell ends short of the page's margin (AbiWord, pandoc's pipe tables): the
    // other rows' cells show its right edge, the bullets under them the page's. `other` is the
    // next row's cell, a little wider than `head`, narrower than `head` and the next word.
    const bold = (t: string, y: number) =>
      place(t, 200, y).map((item) => ({ ...item, font: 'Tinos', bold: true }));
    const date = (t: string, y: number) => place(t, 60, y).map((item) => ({ ...item, font: 'Tinos' }));
    const body =
      '• Integrated third-party identity providers via OAuth 2.0 and OpenID Connect across 7 sites.';
    const lines = (head: string, tail: string, other: string) =>
      joinWrappedLines(
        joinDateColumn(
          groupLines(
            cleanItems([
              ...place('EXPERIENCE', 60, 640),
              ...date('10/2023 to Present', 614),
              ...bold(head, 614),
              ...bold(tail, 601),
              ...place(body, 60, 580),
              ...date('07/2017 to 08/2021', 560),
              ...bold(other, 560),
              ...place(body, 60, 540),
            ]),
          ),
        ).lines,
      )
        .map(lineText)
        .slice(1, 3);
    const other = 'Albert Heijn Supermarkten B.V., Backend';
    // The next word would have run past the other cell; the page's body runs further still.
    expect(200 + textWidth('Apotheek De Linde, Staff Software Engineer', 10)).toBeGreaterThan(
      200 + textWidth(other, 10),
    );
    expect(60 + textWidth(body, 10)).toBeGreaterThan(
      200 + textWidth('Apotheek De Linde, Staff Software Engineer', 10),
    );
    expect(lines('Apotheek De Linde, Staff Software', 'Engineer', other)[0]).toBe(
      `Apotheek De Linde, Staff Software Engineer${SEGMENT_JOIN}10/2023 to Present`,
    );
    // A name's last words go on before the cell's next field, a place or a job title.
    expect(
      lines(
        'Rocky Mountain Community Health',
        'Partners — Boston, Massachusetts',
        'Rocky Mountain Community Hospital',
      )[0],
    ).toBe(
      `Rocky Mountain Community Health Partners — Boston, Massachusetts${SEGMENT_JOIN}10/2023 to Present`,
    );
    expect(
      lines(
        'Outback Precision Engineering',
        'Services Pty Ltd, Year Group Leader',
        'Outback Precision Engineering Co.',
      )[0],
    ).toBe(
      `Outback Precision Engineering Services Pty Ltd, Year Group Leader${SEGMENT_JOIN}10/2023 to Present`,
    );
    // With no other cell as wide, nothing shows the cell ends short of the page: a line under it
    // is a field of its own.
    expect(lines('Apotheek De Linde, Staff Software', 'Engineer', 'Jumbo B.V.')).toEqual([
      `Apotheek De Linde, Staff Software${SEGMENT_JOIN}10/2023 to Present`,
      'Engineer',
    ]);
  });

  it('joins a header wrapped inside its dates, not one its dates close', () => {
    const bold = (t: string, y: number) =>
      place(t, 155, y).map((item) => ({ ...item, font: 'Serif', bold: true }));
    const lines = (head: string, tail: string, body: string) =>
      joinWrappedLines(
        groupLines(
          cleanItems([
            ...place('EDUCATION', 43, 700),
            ...bold(head, 680),
            ...bold(tail, 668),
            ...[640, 628, 616].flatMap((y) => place(body, 155, y)),
          ]),
        ),
      )
        .map(lineText)
        .slice(1, -3);
    const open = 'Diploma in Culinary Arts | University of Santo Tomas | Jul 2016 to';
    const body = 'Prepared quarterly VAT returns and handled the tax queries on time.';
    expect(lines(open, 'Aug 2017 (Makati)', body)).toEqual([`${open} Aug 2017 (Makati)`]);
    // "ited" would not have fitted after the dates: but the dates close the header.
    const closed = 'East African Breweries Lim- January 2025 - November 2025';
    const short = 'Carried out cycle counts and resolved all stock issues.';
    expect(textWidth(`${closed} ited,`, 10)).toBeGreaterThan(textWidth(short, 10));
    expect(lines(closed, 'ited, Forklift Operator, Eldoret.', short)).toHaveLength(2);
  });

  /** Two entries beside a date column, their cells from `x`, each over three lines of body text. */
  const DATED_BODY =
    'Designed and ran usability tests every quarter and turned insights into design changes.';
  const datedEntries = (
    heading: string,
    x: number,
    first: [string, string],
    second: [string[], string[]],
  ) => {
    const bold = (t: string, left: number, y: number) =>
      place(t, left, y).map((item) => ({ ...item, font: 'Serif', bold: true }));
    const body = (ys: number[]) => ys.flatMap((y) => place(DATED_BODY, 58, y));
    const [dates, header] = second;
    const items = [
      ...place(heading, 43, 700),
      ...bold(first[0], 40, 680),
      ...bold(first[1], x, 680),
      ...body([660, 648, 636]),
      ...dates.flatMap((d, k) => bold(d, 40, 610 - 12 * k)),
      ...header.flatMap((h, k) => bold(h, x, 610 - 12 * k)),
      ...body([580, 568, 556]),
    ];
    return joinWrappedLines(joinDateColumn(groupLines(cleanItems(items))).lines).map(lineText);
  };

  it('beside a date column whose cells say how long, joins a cell wrapped before a dangling "en"', () => {
    const head = 'Master of Science in Human-Computer Interaction and Early Years';
    const texts = (tail: string) =>
      datedEntries(
        'Formation',
        170,
        ['Avr. 2005 - Avr. 2009', 'Bachelor of Science in Cognitive Science en'],
        [
          ['Mars 2003 - Juin 2004', '1 an 3 mois'],
          [head, tail],
        ],
      );
    // "Childhood" would not have fitted after "Years".
    expect(58 + textWidth(DATED_BODY, 10) - 170).toBeLessThan(textWidth(`${head} Childhood`, 10));
    const dates = `Mars 2003 - Juin 2004${SEGMENT_JOIN}1 an 3 mois`;
    expect(texts('Childhood Studies en')).toContain(`${head} Childhood Studies en${SEGMENT_JOIN}${dates}`);
    expect(texts('en')).toContain(`${head} en${SEGMENT_JOIN}${dates}`);
  });

  it('beside a date column, joins a cell wrapped before a place in brackets', () => {
    const head = 'Master of Science in Human-Computer Interaction at Deakin';
    const texts = datedEntries(
      'Education',
      155,
      ['Apr 2005 - Apr 2009', 'Bachelor of Science in Cognitive Science at RMIT'],
      [['Mar 2003 - Jun 2004'], [head, 'University (Brisbane)']],
    );
    // "University" would not have fitted after "Deakin".
    expect(58 + textWidth(DATED_BODY, 10) - 155).toBeLessThan(textWidth(`${head} University`, 10));
    expect(texts).toContain(`${head} University (Brisbane)${SEGMENT_JOIN}Mar 2003 - Jun 2004`);
  });

  it('joins a name’s legal form wrapped beside its dates, after a hyphen the name broke at too', () => {
    const bold = (t: string, x: number, y: number) =>
      place(t, x, y, { size: 10.8 }).map((item) => ({ ...item, font: 'Arimo', bold: true }));
    const dates = (t: string, y: number) =>
      place(t, 431, y, { size: 7.6 }).map((i) => ({ ...i, font: 'Arimo' }));
    const lines = (head: string, tail: string) =>
      read([
        ...place('WORK', 193, 640),
        ...bold(head, 193, 614),
        ...dates('April 2019 - June 2020', 617),
        ...bold(tail, 193, 599),
        ...place('Wrapped and labelled pallets for shipment to retail stores across the region.', 193, 580),
      ]).slice(1, -1);
    expect(lines('Kancelaria Prawna Nowak i Wspólnicy', 'sp.k.')).toEqual([
      `Kancelaria Prawna Nowak i Wspólnicy sp.k.${SEGMENT_JOIN}April 2019 - June 2020`,
    ]);
    expect(lines('Przedsiębiorstwo Transportowe Trans-', 'Pol sp. z o.o.')).toEqual([
      `Przedsiębiorstwo Transportowe Trans-Pol sp. z o.o.${SEGMENT_JOIN}April 2019 - June 2020`,
    ]);
  });
});
