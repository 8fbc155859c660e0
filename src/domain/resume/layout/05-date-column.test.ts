import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { isDateCell, joinDateColumn, joinWrappedRowDates } from './05-date-column';
import { lineText } from './model';
import { place, placeRight, shuffled } from './testing/place-text';
import { dateColumnPage, latexPage } from './testing/sample-layouts';
import type { TextItem } from './types';

const placeWord = (t: string, x: number, y: number) => place(t, x, y, { mode: 'words' });
const run = (items: TextItem[]) => {
  const { lines, found } = joinDateColumn(groupLines(cleanItems(shuffled(items))));
  return { texts: lines.map(lineText), found };
};

describe('joinWrappedRowDates', () => {
  const rows = (items: TextItem[]) =>
    joinWrappedRowDates(groupLines(cleanItems(shuffled(items)))).map(lineText);
  /** Rows of text at the left edge and a date cell at x 477, 14 pt apart from y. */
  const table = (cells: [string, string][], y: number) =>
    cells.flatMap(([text, date], i) => [...place(text, 55, y - 14 * i), ...place(date, 477, y - 14 * i)]);

  it('completes a range its cell wrapped at the end of a row with the single date right under it', () => {
    const texts = rows([
      ...table(
        [
          ['Special Educational Needs Coordinator', '09.2023 -'],
          ['LBC Express Inc.', '05.2026'],
        ],
        700,
      ),
      ...place('Angeles, Pampanga', 55, 672),
      ...place('Year Group Leader', 55, 640),
      ...placeRight('Sep 2019 –', 540, 640),
      ...place('Mercury Drug Corporation', 55, 626),
      ...placeRight('Present', 540, 626),
    ]);
    // Each range whole on its title's row; the employers' rows keep their text alone.
    expect(texts.filter((t) => /\d{4}/.test(t))).toEqual([
      'Special Educational Needs Coordinator    09.2023 - 05.2026',
      'Year Group Leader    Sep 2019 – Present',
    ]);
    expect(texts).toContain('LBC Express Inc.');
    expect(texts).toHaveLength(5);
  });

  it('completes an open range whose cell sets its lines a loose leading apart', () => {
    // Line-height 1.8: the date's second line 18 pt under the first, in 10 pt type.
    const texts = rows([
      ...place('Tshwane University of Technology', 55, 700),
      ...place('Jan 2012 - Jan', 453, 700),
      ...place('Higher National Diploma in Hospitality Management', 55, 684),
      ...place('2015', 453, 682),
    ]);
    expect(texts).toEqual([
      'Tshwane University of Technology    Jan 2012 - Jan 2015',
      'Higher National Diploma in Hospitality Management',
    ]);
  });

  it('completes an open range under a sidebar line set between its two rows', () => {
    const texts = rows([
      ...place('Mombasa Container Freight & Clearing', 192, 700),
      ...placeRight('May 2017 - Mar', 530, 700),
      ...place('English', 66, 694),
      ...place('Services Ltd', 192, 686),
      ...placeRight('2022', 530, 686),
    ]);
    expect(texts).toEqual([
      'Mombasa Container Freight & Clearing    May 2017 - Mar 2022',
      'English',
      'Services Ltd',
    ]);
  });

  it('completes a range wrapped like text onto a row of its own at the left edge', () => {
    // Each entry: its header, the header's date cell (x 309) or none, the rest of the range
    // wrapped to the left edge, and the line under the header; 12 pt leading from y.
    const entry = (head: string, cell: string | null, rest: string, under: string, y: number) => [
      ...place(head, 45, y),
      ...(cell ? place(cell, 309, y) : []),
      ...place(rest, 45, y - 12),
      ...place(under, 45, y - 24),
    ];
    const texts = rows([
      ...entry(
        'Escola Superior de Lisboa, Guimarães',
        'out. 2013 – dez.',
        '2014',
        'Graduate Diploma in Law',
        700,
      ),
      ...entry('Empresa do Minho Lda., Aveiro dez. 2014', null, '– dez. 2016', 'Legal Counsel', 640),
    ]);
    expect(texts.filter((_, i) => i % 2 === 0)).toEqual([
      'Escola Superior de Lisboa, Guimarães    out. 2013 – dez. 2014',
      'Empresa do Minho Lda., Aveiro dez. 2014 – dez. 2016',
    ]);
    expect(texts).toHaveLength(4);
  });

  it('leaves whole ranges, and dates that are no continuation, on their rows', () => {
    const items = [
      ...table(
        [
          ['Data Analyst', '2019 – 2021'],
          ['Northwind', '2017 – 2019'],
        ],
        700,
      ),
      ...table([['Graduate Analyst', '2016 –']], 640),
      ...table([['Contoso', '2015']], 600),
    ];
    expect(rows(items)).toEqual([
      'Data Analyst    2019 – 2021',
      'Northwind    2017 – 2019',
      'Graduate Analyst    2016 –',
      'Contoso    2015',
    ]);
  });
});

describe('isDateCell', () => {
  it('accepts dates and ranges in several languages, and refuses text with dates in it', () => {
    for (const t of [
      '2019 – 2021',
      'Jan 2020 - Present',
      '03/2018 – heute',
      'Sept. 2017 – Dec. 2019',
      'desde 2020',
      'Mai 2019 – aujourd’hui',
      '2020',
      'Avr. 2019 - Avr. 2023    4 ans',
      '2022-12 - heden',
      '06.2021 – obecnie',
      'giugno 2022 – oggi',
    ])
      expect(isDateCell(t), t).toBe(true);
    for (const t of [
      'Analyst 2019',
      'Marketing 2019',
      'Acme Corp',
      'Present tense',
      'Managed 2020 budget',
      '4 ans',
    ])
      expect(isDateCell(t), t).toBe(false);
  });
});

describe('joinDateColumn', () => {
  it('joins a date wrapped in a narrow column after its month ("February" / "2022 – Present")', () => {
    const { texts } = run([
      ...place('EXPERIENCE', 57, 700),
      ...place('February', 57, 686),
      ...place('Puregold Price Club Inc., Makati', 200, 686),
      ...place('2022 – Present', 57, 672),
      ...place('Inventory Controller', 200, 672),
      ...place('September 2017 – September', 57, 640),
      ...place('University of the Philippines, Manila', 200, 640),
      ...place('2021', 57, 626),
      ...place('Certificate III in Warehousing', 200, 626),
      ...place('January 2014 – April', 57, 600),
      ...place('Mapúa University, Makati', 200, 600),
      ...place('2017', 57, 586),
    ]);
    expect(texts).toEqual([
      'EXPERIENCE',
      'Puregold Price Club Inc., Makati    February 2022 – Present',
      'Inventory Controller',
      'University of the Philippines, Manila    September 2017 – September 2021',
      'Certificate III in Warehousing',
      'Mapúa University, Makati    January 2014 – April 2017',
    ]);
  });

  it('joins a range wrapped after its connecting word, in the language its dates read ("08.2021 a" / "Actualidad")', () => {
    const { texts } = run([
      ...place('EXPERIENCIA LABORAL', 57, 700),
      ...place('08.2021 a', 57, 686),
      ...place('Project Engineer', 140, 686),
      ...place('Actualidad', 57, 672),
      ...place('Metalúrgica Santa Rosa del Litoral S.A., Buenos Aires', 140, 672),
      ...place('07.2019 a', 57, 640),
      ...place('Structural Engineer', 140, 640),
      ...place('08.2021', 57, 626),
      ...place('Mercado Libre, Santa Fe', 140, 626),
    ]);
    expect(texts).toEqual([
      'EXPERIENCIA LABORAL',
      'Project Engineer    08.2021 a Actualidad',
      'Metalúrgica Santa Rosa del Litoral S.A., Buenos Aires',
      'Structural Engineer    07.2019 a 08.2021',
      'Mercado Libre, Santa Fe',
    ]);
  });

  it('reads a date column set flush right against the main column, its dates wrapped after the month', () => {
    const { texts } = run([
      ...place('EXPERIENCE', 57, 700),
      ...placeRight('August', 140, 686),
      ...place('Pastry Chef · Whitcombe Freight Ltd', 160, 686),
      ...placeRight('2021 –', 140, 672),
      ...place('Birmingham', 160, 672),
      ...placeRight('Present', 140, 658),
      ...place('Coached the team on allergen management.', 160, 644),
      ...placeRight('July 2015 –', 140, 620),
      ...place('Chef de Partie · Tesco PLC', 160, 620),
      ...placeRight('February', 140, 606),
      ...place('Cardiff', 160, 606),
      ...placeRight('2017', 140, 592),
    ]);
    expect(texts).toEqual([
      'EXPERIENCE',
      'Pastry Chef · Whitcombe Freight Ltd    August 2021 – Present',
      'Birmingham',
      'Coached the team on allergen management.',
      'Chef de Partie · Tesco PLC    July 2015 – February 2017',
      'Cardiff',
    ]);
  });

  it('makes whole a month the narrow column hyphenated, past a sidebar line set between ("2021–Febru-" / "ary 2022")', () => {
    const { texts } = run([
      ...place('Statistics', 30, 492),
      ...place('January', 173, 492),
      ...place('Institute of Hotel Management', 244, 492),
      ...place('Chemistry', 30, 481),
      ...place('2021–Febru-', 173, 481),
      ...place('Bachelor of Science', 400, 481),
      ...place('Writing', 30, 470),
      ...place('ary 2022', 173, 466),
      ...place('Indore', 244, 466),
      ...place('2018 – 2020', 173, 440),
      ...place('Bayer AG', 244, 440),
      ...place('Analytical Chemist', 244, 429),
      ...place('2016 – 2018', 173, 400),
      ...place('BASF SE', 244, 400),
    ]);
    expect(texts.filter((t) => /\d{4}/.test(t))).toEqual([
      'Statistics    Institute of Hotel Management    January 2021–February 2022',
      'Bayer AG    2018 – 2020',
      'BASF SE    2016 – 2018',
    ]);
    expect(texts).toContain('Writing    Indore');
  });

  it('reads a date column beside an aside in the margin, its dates wrapped past the aside’s lines', () => {
    const { texts, found } = run([
      ...place('English (Native)', 30, 617),
      ...place('08/2022', 173, 617),
      // The range's dash, justified to the column's edge, runs into the title's segment.
      ...place('– Senior Physiotherapist', 230, 617),
      ...place('German (Fluent)', 30, 606),
      ...place('Present', 173, 606),
      ...place('• Delivered respiratory physiotherapy to patients.', 247, 592),
      ...place('12/2017', 173, 527),
      ...place('– Physiotherapist', 230, 527),
      ...place('SystmOne', 30, 520),
      ...place('Manual Therapy', 30, 513),
      ...place('07/2022', 173, 513),
      ...place('• Managed a caseload of outpatients.', 247, 500),
    ]);
    expect(found).toBe(true);
    expect(texts.filter((t) => /\d{4}/.test(t))).toEqual([
      'English (Native)    Senior Physiotherapist    08/2022 – Present',
      'Physiotherapist    12/2017 – 07/2022',
    ]);
    // The aside's lines stay, for step 6 to read as a column of their own.
    expect(texts).toEqual(expect.arrayContaining(['German (Fluent)', 'SystmOne', 'Manual Therapy']));
  });

  it('gives a range its dash the column wrapped onto a line of its own ("May 2022" / "–" / "May 2023")', () => {
    const { texts } = run([
      ...place('EDUCATION', 57, 700),
      ...place('May 2022', 57, 686),
      ...place('Certificate in Professional Driving', 160, 686),
      ...place('–', 100, 674),
      ...place('Australian Maritime College', 160, 672),
      ...place('May 2023', 57, 662),
      ...place('September 2019', 57, 640),
      ...place('Diploma in Logistics', 160, 640),
      ...place('–', 100, 628),
      ...place('TAFE Queensland', 160, 626),
      ...place('May 2021', 57, 616),
    ]);
    expect(texts).toEqual([
      'EDUCATION',
      'Certificate in Professional Driving    May 2022 – May 2023',
      'Australian Maritime College',
      'Diploma in Logistics    September 2019 – May 2021',
      'TAFE Queensland',
    ]);
  });

  it('completes a numeric date the column broke at its separator ("2019-12–2021-" / "11")', () => {
    const { texts } = run([
      ...place('EXPERIENCE', 57, 700),
      ...place('2022-01–Present', 63, 686),
      ...place('HSBC UK. Support Team Lead.', 160, 686),
      ...place('Manchester, Greater Manchester', 160, 672),
      ...place('2019-12–2021-', 63, 646),
      ...place('Jaguar Land Rover. Senior Support Specialist.', 160, 646),
      ...place('11', 63, 632),
      ...place('Cardiff, Wales', 160, 632),
    ]);
    expect(texts).toEqual([
      'EXPERIENCE',
      'HSBC UK. Support Team Lead.    2022-01–Present',
      'Manchester, Greater Manchester',
      'Jaguar Land Rover. Senior Support Specialist.    2019-12–2021-11',
      'Cardiff, Wales',
    ]);
  });

  it('gives a range’s connector justified to the column’s edge back to its date ("03/2022    to" / "Present")', () => {
    const { texts } = run([
      ...place('EXPERIENCE', 43, 700),
      ...place('03/2022', 43, 686),
      ...place('to National Australia Bank', 118, 686, { mode: 'words' }),
      ...place('Present', 43, 674),
      ...place('Ward Manager', 140, 662),
      ...place('06/2018', 43, 630),
      ...place('to BHP', 118, 630, { mode: 'words' }),
      ...place('11/2021', 43, 618),
      ...place('Clinical Nurse Specialist', 140, 606),
    ]);
    expect(texts).toEqual([
      'EXPERIENCE',
      'National Australia Bank    03/2022 to Present',
      'Ward Manager',
      'BHP    06/2018 to 11/2021',
      'Clinical Nurse Specialist',
    ]);
  });

  it('reads a date justified across its cell in pieces as one date ("Apr    2005    -" / "Apr 2009")', () => {
    const entry = (from: string, to: string, head: string, place: string, y: number) => [
      ...from.split(' ').flatMap((w, i) => placeWord(w, [58, 97, 122][i]!, y)),
      ...placeWord(head, 155, y),
      ...placeWord(to, 58, y - 12),
      ...placeWord(place, 155, y - 12),
    ];
    const { texts } = run([
      ...place('Education', 43, 700),
      ...entry('Apr 2005 -', 'Apr 2009', 'Bachelor of Science at RMIT University', '(Melbourne)', 680),
      ...entry('Mar 2003 -', 'Jun 2004', 'Master of Science at Deakin University', '(Brisbane)', 640),
    ]);
    expect(texts).toEqual([
      'Education',
      'Bachelor of Science at RMIT University    Apr 2005 - Apr 2009',
      '(Melbourne)',
      'Master of Science at Deakin University    Mar 2003 - Jun 2004',
      '(Brisbane)',
    ]);
  });

  it('reads two date columns on one page, the roles’ and the schools’ at another indent', () => {
    const { texts } = run([
      ...place('EXPERIENCE', 43, 700),
      ...place('2023 - Present', 43, 686),
      ...place('Austin Independent School District', 130, 686),
      ...place('Senior Legal Counsel', 130, 672),
      ...place('2019 - 2023', 43, 640),
      ...place('FedEx Ground', 130, 640),
      ...place('Legal Counsel', 130, 626),
      ...place('EDUCATION', 43, 600),
      ...place('Sept 2014 - 2017', 62, 586),
      ...place('University of Washington', 160, 586),
      ...place('Sept 2009 - 2013', 62, 560),
      ...place('Austin Community College', 160, 560),
    ]);
    expect(texts.slice(-2)).toEqual([
      'University of Washington    Sept 2014 - 2017',
      'Austin Community College    Sept 2009 - 2013',
    ]);
  });

  it('joins each date in a left-hand column to the role beside it, even a wrapped or lower one', () => {
    const { texts, found } = run(dateColumnPage());
    expect(found).toBe(true);
    expect(texts).toEqual([
      'Jordan Rivera',
      'jordan.rivera@example.com | (415) 555-0142 | San Francisco, CA',
      'EXPERIENCE',
      'Senior Software Engineer, Ledgerly    2019 – 2021',
      '• Designed an idempotent payment service in Python and Django',
      '• Led incident reviews for the payments on-call rotation',
      'Software Engineer, Brightwave Media    Jun 2016 – May 2019',
      '• Built REST APIs in Django for the subscription billing system',
      'Junior Developer, Northwind Labs    Jan 2014 – May 2016',
      '• Wrote unit tests with pytest, raising coverage to 80%',
      'EDUCATION',
      'B.S. in Computer Science, University of Texas at Austin    2010 – 2014',
    ]);
  });

  it('reads a page that holds one row of the page before’s date column in that column', () => {
    const page1 = groupLines(cleanItems(dateColumnPage()));
    const page2 = groupLines(
      cleanItems([
        ...place('2008 – 2010', 50, 740),
        ...place('A-Levels, Austin High School', 150, 740),
        ...place('Mathematics, Physics and Chemistry, all three at grade A.', 150, 726),
      ]),
    ).map((l) => ({ ...l, page: 2 }));
    const first = joinDateColumn(page1);
    expect(joinDateColumn(page2).found).toBe(false);
    const carried = joinDateColumn(page2, first.gutters);
    expect(carried.lines.map(lineText)[0]).toBe('A-Levels, Austin High School    2008 – 2010');
    // A page whose rows start elsewhere is not read in the column.
    const elsewhere = page2.map((l) => ({ ...l, segments: l.segments.map((s) => ({ ...s, x: s.x + 40 })) }));
    expect(joinDateColumn(elsewhere, first.gutters).found).toBe(false);
  });

  it('finds a date column that only runs beside the experience, under a full-width summary', () => {
    const summary = place(
      'Engineer with ten years of backend work across payments, billing and data platforms.',
      50,
      700,
    );
    const skills = place(
      'Python, Django, PostgreSQL, Redis, Docker, Kubernetes, AWS, Terraform, Go, Kafka',
      50,
      500,
    );
    const { texts, found } = run([...dateColumnPage(), ...summary, ...skills]);
    expect(found).toBe(true);
    expect(texts).toContain('Software Engineer, Brightwave Media    Jun 2016 – May 2019');
    expect(texts.at(-1)).toBe(
      'Python, Django, PostgreSQL, Redis, Docker, Kubernetes, AWS, Terraform, Go, Kafka',
    );
  });

  it('leaves right-aligned dates and a left margin of labels alone', () => {
    expect(run(latexPage()).found).toBe(false);
    const labels = [
      ...place('Name', 50, 700),
      ...place('Jordan Rivera', 150, 700),
      ...place('Email', 50, 686),
      ...place('jordan@example.com', 150, 686),
      ...place('Since', 50, 672),
      ...place('2019', 150, 672),
      ...place('City', 50, 658),
      ...place('Austin', 150, 658),
    ];
    expect(run(labels).found).toBe(false);
  });

  it('takes a place set under its date along with it, and reads such a page by rows', () => {
    const role = (y: number, date: string, town: string, header: string) => [
      ...place(date, 62, y, { size: 9 }),
      ...place(town, 62, y - 11, { size: 9 }),
      ...place(header, 187, y - 1),
      ...place('• Set up a project management office with templates and governance', 192, y - 14),
      ...place('used company-wide across the whole group.', 205, y - 26),
    ];
    const { texts, found } = run([
      ...place('EXPERIENCE', 57, 580, { size: 13 }),
      ...role(540, 'Sep 2024 to May 2026', 'Enugu', 'Head of Delivery at Access Bank Plc'),
      ...role(480, 'Aug 2020 to Jun 2024', 'Uyo, Akwa Ibom State', 'PMO Lead at Seplat Energy Plc'),
    ]);
    expect(found).toBe(true);
    expect(texts.slice(0, 3)).toEqual([
      'EXPERIENCE',
      'Head of Delivery at Access Bank Plc    Sep 2024 to May 2026    Enugu',
      '• Set up a project management office with templates and governance',
    ]);
    expect(texts).toContain('PMO Lead at Seplat Energy Plc    Aug 2020 to Jun 2024    Uyo, Akwa Ibom State');
  });

  it('keeps a place wrapped under its date whole, and takes a two-column skills grid for no row labels', () => {
    const grid = (y: number, a: string, b: string) => [...place(a, 64, y), ...place(b, 316, y)];
    const { texts, found } = run([
      ...place('SKILLS', 54, 640, { size: 13 }),
      ...grid(620, '▪ Customer Retention', '▪ Sales Forecasting'),
      ...grid(606, '▪ Cold Calling', '▪ Consultative Selling'),
      ...grid(592, '▪ Upselling', '▪ Pipeline Management'),
      ...place('EXPERIENCE', 54, 560, { size: 13 }),
      ...place('2022-10 to Present', 62, 540, { size: 9 }),
      ...place('Linköping, Östergötlands', 62, 529, { size: 9 }),
      ...place('län', 62, 518, { size: 9 }),
      ...place('Staff Software Engineer, Volvo Group', 200, 539),
      ...place('• Migrated two legacy services to a containerised platform', 205, 512),
      ...place('2017-03 to 2020-11', 62, 480, { size: 9 }),
      ...place('Västerås', 62, 469, { size: 9 }),
      ...place('Backend Engineer, Handelsbanken', 200, 479),
    ]);
    expect(found).toBe(true);
    expect(texts).toContain(
      'Staff Software Engineer, Volvo Group    2022-10 to Present    Linköping, Östergötlands län',
    );
    expect(texts).not.toContain('län');
    expect(texts).toContain('Backend Engineer, Handelsbanken    2017-03 to 2020-11    Västerås');
  });

  it('takes the rest of a place left open on a comma from beside a bullet’s last word, which stays', () => {
    const { texts } = run([
      ...place('EXPERIENCE', 54, 600, { size: 13 }),
      ...placeRight('02/2023 to', 118, 578),
      ...place('Marketing Specialist at Kancelaria Prawna Nowak', 134, 578),
      ...placeRight('Present', 118, 563),
      ...place('• Rebuilt the brand identity with an external agency.', 134, 563),
      ...placeRight('Białystok,', 117, 550, { size: 9.5 }),
      ...place('• Grew the newsletter audience to 73 thousand subscribers with strong open', 134, 550),
      ...placeRight('podlaskie', 117, 538, { size: 9.5 }),
      ...place('rates.', 147, 538),
      ...placeRight('12/2020 to', 118, 440),
      ...place('Marketing Coordinator at Baltic-Trans', 134, 440),
      ...placeRight('11/2022', 118, 425),
      ...placeRight('Lublin', 117, 412, { size: 9.5 }),
    ]);
    expect(texts).toContain(
      'Marketing Specialist at Kancelaria Prawna Nowak    02/2023 to Present    Białystok, podlaskie',
    );
    expect(texts).toContain('rates.');
    expect(texts).not.toContain('podlaskie    rates.');
  });

  it('takes the place under a date its cell stacked on two lines, beside a sidebar on the same rows', () => {
    const sidebar = (y: number, text: string) => (text ? place(text, 46, y) : []);
    const role = (
      y: number,
      [from, to]: [string, string],
      town: string,
      header: string,
      skills: string[],
    ) => [
      ...sidebar(y, skills[0]!),
      ...place(from, 208, y, { size: 9 }),
      ...place(header, 286, y),
      ...sidebar(y - 13, skills[1]!),
      ...place(to, 208, y - 13, { size: 9 }),
      ...place('Coordinator', 286, y - 13),
      ...sidebar(y - 26, skills[2]!),
      ...place(town, 208, y - 26, { size: 9 }),
      ...place('• Organised a whole-school science week for 20 families.', 291, y - 26),
    ];
    const { texts, found } = run([
      ...role(616, ['Apr 2021 - Nov', '2025'], 'Ottawa', 'Toronto District School Board, SEN', [
        '• Seesaw',
        '• Curriculum Design',
        '• Formative Assessment',
      ]),
      ...role(560, ['Nov 2019 - Feb', '2021'], 'Halifax', 'Fairmont Hotels & Resorts, SEN', [
        '• Lesson Planning',
        '• Outdoor Learning',
        '• Phonics',
      ]),
      // The sidebar has ended: these rows show the date column.
      ...role(504, ['Feb 2015 - Sep', '2019'], 'Calgary', 'Prairie Sky Electrical Ltd, SEN', ['', '', '']),
      ...role(448, ['Jan 2012 - Jan', '2015'], 'Regina', 'Saskatoon Public Schools, SEN', ['', '', '']),
    ]);
    expect(found).toBe(true);
    expect(texts).toContain(
      '• Seesaw    Toronto District School Board, SEN    Apr 2021 - Nov 2025    Ottawa',
    );
    expect(texts).toContain(
      '• Formative Assessment    • Organised a whole-school science week for 20 families.',
    );
    expect(texts.some((t) => t.includes('Halifax    •'))).toBe(false);
    expect(texts).toContain('• Phonics    • Organised a whole-school science week for 20 families.');
  });
});
