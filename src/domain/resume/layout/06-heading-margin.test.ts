import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { headingFaces, splitRowHeadings } from './06-heading-margin';
import { readColumns } from './06-sidebar';
import { lineText, SEGMENT_JOIN } from './model';
import { place, placeRight, shuffled } from './testing/place-text';
import type { TextItem } from './types';

const run = (items: TextItem[]) => {
  const { lines, columns } = readColumns(groupLines(cleanItems(shuffled(items))));
  return { texts: lines.map(lineText), columns };
};

/** Rows of a page whose left margin (x 40) holds only headings beside the text (x 150). */
const rows = (spec: [string | null, string | null][], top = 700): TextItem[] =>
  spec.flatMap(([margin, text], i) => [
    ...(margin ? placeRight(margin, 130, top - i * 14) : []),
    ...(text ? place(text, 150, top - i * 14) : []),
  ]);

describe('readColumns with a margin of headings', () => {
  it('joins a heading the margin wrapped, its tail on a row of its own or beside a line of the text', () => {
    // Headings right-aligned in 11 pt type on their own line spacing, the text in 9 pt beside them.
    const heading = (text: string, y: number) =>
      placeRight(text, 169, y, { size: 11 }).map((i) => ({ ...i, fontName: 'Sans-Bold' }));
    const text = (t: string, y: number) =>
      place(t, 179, y, { size: 9 }).map((i) => ({ ...i, fontName: 'Sans' }));
    const { texts, columns } = run([
      ...heading('Perfil', 682),
      ...text('Organised and adaptable front office manager with ten years', 683.5),
      ...heading('profesional', 666),
      ...text('of experience in city hotels.', 670),
      ...heading('Experiencia', 644),
      ...text('Front Office Manager en Arcor S.A.I.C.', 643.7),
      ...heading('laboral', 628),
      ...text('Resistencia, Chaco', 630),
      ...text('• Trained front desk teams on upselling and guest recognition', 615),
      ...heading('Formación', 590),
      ...text('oct. 2012 - ene. 2016', 590),
      ...text('Bachelor of Science in Hospitality Management', 580),
      ...heading('académica', 574),
      ...text('Universidad Nacional del Litoral', 566),
    ]);
    expect(columns).toBe(false);
    // Each heading whole, just before the row it opens; no tail left as a line of its own.
    const at = (t: string) => texts.indexOf(t);
    expect([at('Perfil profesional'), at('Experiencia laboral'), at('Formación académica')]).toEqual([
      0, 3, 7,
    ]);
    expect(texts).toHaveLength(11);
    expect(at('Universidad Nacional del Litoral')).toBe(10);
  });

  it('leaves the contact details set in the margin above the first heading where they stand', () => {
    const { texts, columns } = run(
      rows([
        ['Norrköping, Sweden', null],
        ['+46 31 261 73 64', null],
        ['asa@example.se', null],
        ['Summary', 'Brand designer with two years of experience in packaging'],
        ['Experience', 'Volvo Group, Brand Designer, Västerås'],
        [null, 'Created packaging for a new product range'],
        ['Education', 'Konstfack University of Arts, Stockholm'],
        [null, 'Master of Arts in Communication Design'],
      ]),
    );
    expect(columns).toBe(false);
    expect(texts).toEqual([
      'Norrköping, Sweden',
      '+46 31 261 73 64',
      'asa@example.se',
      'Summary',
      'Brand designer with two years of experience in packaging',
      'Experience',
      'Volvo Group, Brand Designer, Västerås',
      'Created packaging for a new product range',
      'Education',
      'Konstfack University of Arts, Stockholm',
      'Master of Arts in Communication Design',
    ]);
  });

  it('reads each margin heading in place, just before the row it sits on', () => {
    const { texts, columns } = run(
      rows([
        ['Profile', 'Data engineer who builds reliable pipelines for retail'],
        [null, 'analytics teams and mentors junior engineers.'],
        ['Experience', 'Harbor Freight Analytics, Denver, CO'],
        [null, 'Senior Data Engineer'],
        [null, 'Built the nightly load of 40 stores into the warehouse'],
        ['Education', 'University of Denver'],
        [null, 'BSc Computer Science'],
      ]),
    );
    expect(columns).toBe(false);
    expect(texts).toEqual([
      'Profile',
      'Data engineer who builds reliable pipelines for retail',
      'analytics teams and mentors junior engineers.',
      'Experience',
      'Harbor Freight Analytics, Denver, CO',
      'Senior Data Engineer',
      'Built the nightly load of 40 stores into the warehouse',
      'Education',
      'University of Denver',
      'BSc Computer Science',
    ]);
  });

  it('reads headings alone on their rows in place when the margin only marks entries beside them', () => {
    const mark = (y: number) => place('▷', 40, y);
    const items = [
      ...rows([
        ['SUMMARY', null],
        [null, 'Organised Senior Graphic Designer with four years of experience.'],
        ['EXPERIENCE', null],
        [null, 'Senior Graphic Designer | Autotransportes del Bajío | Jan 2025 - Sep 2025'],
        [null, 'Tijuana, Baja California'],
        [null, 'Graphic Designer | Constructora del Norte | Feb 2022 - Oct 2024'],
        [null, 'Mérida, Yucatán'],
        ['EDUCATION', null],
        [null, 'Bachelor of Fine Arts | Universidad Iberoamericana | 2016 - 2020'],
      ]),
      ...[658, 630, 588].flatMap(mark),
    ];
    const { texts, columns } = run(items);
    expect(columns).toBe(false);
    expect(texts).toEqual([
      'SUMMARY',
      'Organised Senior Graphic Designer with four years of experience.',
      'EXPERIENCE',
      'Senior Graphic Designer | Autotransportes del Bajío | Jan 2025 - Sep 2025',
      'Tijuana, Baja California',
      'Graphic Designer | Constructora del Norte | Feb 2022 - Oct 2024',
      'Mérida, Yucatán',
      'EDUCATION',
      'Bachelor of Fine Arts | Universidad Iberoamericana | 2016 - 2020',
    ]);
  });

  it('moves dates set in the same margin (Europass) to the end of their row', () => {
    const { texts } = run(
      rows([
        ['Experience', ''],
        ['Mar 2020 - Present', 'Harbor Freight Analytics'],
        [null, 'Senior Data Engineer'],
        [null, 'Built the nightly load of 40 stores'],
        ['Jan 2017 - Feb 2020', 'Rocky Mountain Bank'],
        [null, 'Data Analyst'],
        ['Education', ''],
        ['2013 - 2017', 'University of Denver'],
      ]).filter((i) => i.str),
    );
    expect(texts.slice(0, 3)).toEqual([
      'Experience',
      'Harbor Freight Analytics    Mar 2020 - Present',
      'Senior Data Engineer',
    ]);
    expect(texts.at(-1)).toBe('University of Denver    2013 - 2017');
  });

  it("keeps a personal details table's labels (Europass) on the row of their values", () => {
    const { texts, columns } = run(
      rows([
        ['Personal information', null],
        ['Surname(s) / First name(s)', 'Amara Okafor'],
        ['Address', 'Lagos, Nigeria'],
        ['Telephone', '+234 803 555 0101'],
        ['Summary', null],
        [null, 'Nurse with eight years on surgical wards and in theatre'],
        ['Experience', null],
        [null, 'Lagos University Teaching Hospital    2019 - Present'],
        [null, 'Senior Staff Nurse'],
      ]),
    );
    expect(columns).toBe(false);
    expect(texts.slice(0, 5)).toEqual([
      'Personal information',
      `Surname(s) / First name(s)${SEGMENT_JOIN}Amara Okafor`,
      `Address${SEGMENT_JOIN}Lagos, Nigeria`,
      `Telephone${SEGMENT_JOIN}+234 803 555 0101`,
      'Summary',
    ]);
  });

  it('joins a margin heading wrapped onto the next row', () => {
    const { texts } = run(
      rows([
        ['Education', 'University of Denver'],
        [null, 'BSc Computer Science'],
        ['Research', 'Graduate Research Assistant    2019 - 2021'],
        ['Experience', null],
        [null, 'Ran the lab of 6 students on sensor fusion'],
        [null, 'Wrote the calibration tool the lab still uses'],
      ]),
    );
    expect(texts.slice(0, 6)).toEqual([
      'Education',
      'University of Denver',
      'BSc Computer Science',
      'Research Experience',
      'Graduate Research Assistant    2019 - 2021',
      'Ran the lab of 6 students on sensor fusion',
    ]);
  });

  it('joins a heading the margin cut in two on rows the main column shares', () => {
    const { texts } = run(
      rows([
        ['Esperienza', 'Politecnico di Milano, Analista    2021 - 2023'],
        [null, 'Ridotto i tempi di consegna del 20%'],
        [null, 'Gestito un gruppo di cinque analisti'],
        ['Istruzione e', 'Laurea in Ingegneria Gestionale, Politecnico di Milano'],
        ['formazione', 'Verona'],
        ['Competenze', 'Excel, SAP, Power BI'],
      ]),
    );
    expect(texts.slice(4)).toEqual([
      'Istruzione e formazione',
      'Laurea in Ingegneria Gestionale, Politecnico di Milano',
      'Verona',
      'Competenze',
      'Excel, SAP, Power BI',
    ]);
  });

  it('still reads a sidebar of details as a column of its own', () => {
    const { texts } = run(
      rows([
        ['Skills', 'Harbor Freight Analytics, Denver, CO'],
        ['Python', 'Senior Data Engineer'],
        ['SQL', 'Built the nightly load of 40 stores'],
        ['Languages', 'Rocky Mountain Bank'],
        ['Spanish', 'Data Analyst'],
      ]),
    );
    expect(texts.slice(0, 3)).not.toContain('Harbor Freight Analytics, Denver, CO');
  });
});

describe('splitRowHeadings', () => {
  const line = (cells: [string, number, number][]) =>
    groupLines(cleanItems(cells.flatMap(([t, x, size]) => place(t, x, 700, { size }))));

  it('sets a heading in larger type beside its first line on a line of its own', () => {
    const out = splitRowHeadings(
      line([
        ['Work', 40, 20],
        ['Senior Software Engineer', 150, 16],
      ]),
    );
    expect(out.map(lineText)).toEqual(['Work', 'Senior Software Engineer']);
  });

  it('sets apart headings in a face of their own that opens rows of two sections', () => {
    const face = (t: string, x: number, y: number, color: string, bold = false) =>
      place(t, x, y).map((item) => ({ ...item, font: 'Arimo', bold, color }));
    const items = [
      ...face('Education', 40, 700, '#ff1717', true),
      ...face('Egerton University', 150, 700, '#000000', true),
      ...face('Work', 40, 660, '#ff1717', true),
      ...face('Riverside Academy Nairobi', 150, 660, '#000000', true),
      ...face('Languages', 40, 620, '#ff1717', true),
      ...face('English', 150, 620, '#000000', true),
    ];
    expect(splitRowHeadings(groupLines(cleanItems(items))).map(lineText)).toEqual([
      'Education',
      'Egerton University',
      'Work',
      'Riverside Academy Nairobi',
      'Languages',
      'English',
    ]);
    // Labels of a skills grid in a face of their own name no sections: they stay with their row.
    const grid = [
      ...face('DEVELOPMENT', 40, 700, '#555555', true),
      ...face('Python, Docker, Linux CLI', 150, 700, '#000000'),
      ...face('LEADERSHIP', 40, 680, '#555555', true),
      ...face('Coaching, agile project leadership', 150, 680, '#000000'),
    ];
    expect(splitRowHeadings(groupLines(cleanItems(grid))).map(lineText)).toEqual([
      `DEVELOPMENT${SEGMENT_JOIN}Python, Docker, Linux CLI`,
      `LEADERSHIP${SEGMENT_JOIN}Coaching, agile project leadership`,
    ]);
  });

  it('knows the face from the document’s other pages on a page that holds one such heading', () => {
    const face = (t: string, x: number, y: number, color: string, bold = false) =>
      place(t, x, y).map((item) => ({ ...item, font: 'Arimo', bold, color }));
    const first = groupLines(
      cleanItems([
        ...face('Education', 40, 700, '#ff1717', true),
        ...face('Egerton University', 150, 700, '#000000', true),
        ...face('Work', 40, 660, '#ff1717', true),
        ...face('Riverside Academy Nairobi', 150, 660, '#000000', true),
      ]),
    );
    const second = groupLines(
      cleanItems([
        ...face('Skills', 40, 700, '#ff1717', true),
        ...face('Skills', 150, 700, '#000000', true),
        ...face('HRIS', 220, 700, '#000000'),
      ]),
    );
    expect(splitRowHeadings(second).map(lineText)).toEqual([
      `Skills${SEGMENT_JOIN}Skills${SEGMENT_JOIN}HRIS`,
    ]);
    expect(splitRowHeadings(second, headingFaces([...first, ...second])).map(lineText)).toEqual([
      'Skills',
      `Skills${SEGMENT_JOIN}HRIS`,
    ]);
  });

  it('leaves a label cell in the type of its value alone', () => {
    const out = splitRowHeadings(
      line([
        ['Languages', 40, 10],
        ['Python, Groovy', 150, 9],
      ]),
    );
    expect(out.map(lineText)).toEqual([`Languages${SEGMENT_JOIN}Python, Groovy`]);
  });
});

describe('a margin that holds nothing but headings', () => {
  it('is read in place even when each heading stands alone on its row', () => {
    const { texts, columns } = run(
      rows([
        ['Summary', null],
        [null, 'Data engineer who builds reliable pipelines for retail analytics teams.'],
        ['Experience', null],
        [null, 'Harbor Freight Analytics, Denver, CO'],
        [null, 'Built the nightly load of 40 stores into the warehouse'],
        ['Education', null],
        [null, 'University of Denver'],
      ]),
    );
    expect(columns).toBe(false);
    expect(texts.indexOf('Experience')).toBeGreaterThan(
      texts.indexOf('Data engineer who builds reliable pipelines for retail analytics teams.'),
    );
    expect(texts.indexOf('Education')).toBeGreaterThan(
      texts.indexOf('Built the nightly load of 40 stores into the warehouse'),
    );
  });

  it('reads a short last page with the margin of headings the page before had', () => {
    const lines = groupLines(
      cleanItems(
        rows([
          ['Skills', 'Skills: Corporate Law, Westlaw'],
          ['Languages', 'Portuguese (Native)'],
        ]),
      ),
    );
    expect(readColumns(lines).lines.map(lineText)).not.toContain('Skills');
    const carried = readColumns(lines, 140);
    expect(carried.lines.map(lineText)).toEqual([
      'Skills',
      'Skills: Corporate Law, Westlaw',
      'Languages',
      'Portuguese (Native)',
    ]);
    expect(carried.headingMargin).toBe(140);
  });
});

describe('readColumns with a margin set in its own flow (headings in larger type, centred on their block)', () => {
  // Headings in 13 pt at x 69, the text in 9 pt from x 220, dates in 7.6 pt in the margin.
  const heading = (text: string, y: number) => place(text, 69, y, { size: 13 });
  const text = (t: string, y: number, x = 220) => place(t, x, y, { size: 9 });
  const date = (t: string, y: number) => place(t, 69, y, { size: 7.6 });
  const header = [...place('Chinedu Obi', 270, 724, { size: 17 }), ...text('Software Engineer', 708, 266)];
  const cells = (row: string, y: number) => row.split('|').flatMap((c, k) => text(c, y, k ? 367 : 221));
  /** A heading beside its row's text, on one baseline. */
  const beside = (h: string, t: string, y: number) => [...heading(h, y), ...text(t, y)];

  it('reads a heading centred on a block set apart from the text above before the block', () => {
    const { texts, columns } = run([
      ...header,
      ...cells('Website|https://chineduobi.me', 662),
      ...heading('Contact', 645),
      ...cells('Email|obi@example.com', 645),
      ...cells('Phone|+234 908 413 3708', 628),
      ...heading('Location', 588),
      ...cells('Region|Rivers State', 588),
      ...beside('Experience', 'Senior Software Engineer at Paystack', 551),
      ...text('Designed a payments reconciliation service', 536, 244),
      ...text('English Native', 502),
      ...beside('Languages', 'French Fluent', 485),
      ...text('Yoruba Basic', 468),
    ]);
    expect(columns).toBe(false);
    expect(texts).toEqual([
      'Chinedu Obi',
      'Software Engineer',
      'Contact',
      `Website${SEGMENT_JOIN}https://chineduobi.me`,
      `Email${SEGMENT_JOIN}obi@example.com`,
      `Phone${SEGMENT_JOIN}+234 908 413 3708`,
      // A label beside a row that opens with its own label heads that row.
      'Location',
      `Region${SEGMENT_JOIN}Rivers State`,
      'Experience',
      'Senior Software Engineer at Paystack',
      'Designed a payments reconciliation service',
      'Languages',
      'English Native',
      'French Fluent',
      'Yoruba Basic',
    ]);
  });

  it('ends the row of the heading a date is stacked under, or of the entry it is centred on, with it', () => {
    const { texts, columns } = run([
      ...header,
      ...beside('Experience', 'Staff Accountant at Banco Bradesco', 517.5),
      // Pushed under the heading, a little off the baseline of the first bullet beside it.
      ...date('2024-11-01 TO 2026-04-01', 499.5),
      ...text('Trained managers on budget ownership', 503.25, 244),
      ...text('Closed the books in four days', 488, 244),
      ...beside('Education', 'University of Lagos', 426.8),
      ...text('Bachelor of Engineering', 416.3, 244),
      ...date('2011-07-01 TO 2015-10-01', 408.8),
      ...text('Obafemi Awolowo University', 389.3),
      // Centred on its entry, between the school and the degree.
      ...date('2007-10-01 TO 2010-11-01', 383.3),
      ...text('Diploma in Software Development', 375.8, 244),
    ]);
    expect(columns).toBe(false);
    expect(texts.slice(2)).toEqual([
      'Experience',
      `Staff Accountant at Banco Bradesco${SEGMENT_JOIN}2024-11-01 TO 2026-04-01`,
      'Trained managers on budget ownership',
      'Closed the books in four days',
      'Education',
      `University of Lagos${SEGMENT_JOIN}2011-07-01 TO 2015-10-01`,
      'Bachelor of Engineering',
      `Obafemi Awolowo University${SEGMENT_JOIN}2007-10-01 TO 2010-11-01`,
      'Diploma in Software Development',
    ]);
  });

  it('joins a heading wrapped onto the next row when the whole names the section its first line names', () => {
    const { texts } = run([
      ...header,
      ...beside('Professional Skills', 'Skills: Financial Reporting, VAT Returns, Month-End Close,', 568),
      ...beside('Summary', 'Payroll, Oracle NetSuite', 553),
      ...beside('Experience', 'Staff Accountant at Banco Bradesco', 517.5),
      ...text('Closed the books in four days', 502, 244),
      ...beside('Education', 'University of Lagos', 470),
    ]);
    expect(texts).toContain('Professional Skills Summary');
    expect(texts).not.toContain('Summary');
  });
});
