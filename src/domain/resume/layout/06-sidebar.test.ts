import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { joinDateColumn } from './05-date-column';
import { readColumns } from './06-sidebar';
import { layoutPdf } from './layout-pdf';
import { lineText } from './model';
import { column, letterPage, place, placeRight, shuffled } from './testing/place-text';
import { latexPage, letterSpacedPage, sidebarPage } from './testing/sample-layouts';
import type { TextItem } from './types';

const place_ = (text: string, x: number, y: number) => place(text, x, y, { size: 9 });
const run = (items: TextItem[]) => {
  const { lines, columns } = readColumns(groupLines(cleanItems(shuffled(items))));
  return { texts: lines.map(lineText), columns };
};

const SIDEBAR = [
  'CONTACT',
  'maria.garcia@example.com',
  '+1 (312) 555-0188',
  'Chicago, IL',
  'SKILLS',
  'SQL',
  'Python',
  'Tableau',
  'Excel',
  'LANGUAGES',
  'English (native)',
  'Spanish (fluent)',
];

describe('readColumns', () => {
  it('reads a short sidebar of two sections beside a long main column as a column', () => {
    const main = Array.from({ length: 20 }, (_, i) => `Main column sentence ${i} of the experience`);
    const { texts, columns } = run([
      ...column(['Experience', ...main], 40, 760),
      ...column(['Skills', 'SQL', 'Python', 'Languages', 'English'], 300, 746),
    ]);
    expect(columns).toBe(true);
    expect(texts.filter((t) => !t.startsWith('Main') && t !== 'Experience')).toEqual([
      'Skills',
      'SQL',
      'Python',
      'Languages',
      'English',
    ]);
  });

  it('reads a long sidebar beside a short main column as a column, a summary set across both', () => {
    // The sidebar holds more lines than the main column (one role), all of them short.
    const skills = Array.from({ length: 24 }, (_, i) => `Skill ${i}`);
    const main = [
      'Support Lead    Oct 2022 - Present',
      'Acme Freight · Leeds',
      'Handled calls in two languages.',
    ];
    const { texts, columns } = run([
      ...place('Summary sentence of the person set across the whole page width here', 40, 780),
      ...column(['Experience', ...main], 40, 740),
      ...column(['Skills', ...skills, 'Languages', 'English'], 420, 740),
    ]);
    expect(columns).toBe(true);
    expect(texts.slice(0, 5)).toEqual([
      'Summary sentence of the person set across the whole page width here',
      'Experience',
      ...main,
    ]);
  });

  it('reads a left sidebar as one block after the full-width name, never interleaved', () => {
    const { texts, columns } = run(sidebarPage());
    expect(columns).toBe(true);
    expect(texts.slice(0, 2)).toEqual([
      'Maria Fernanda Garcia Lopez',
      'Senior Data Analyst focused on retail pricing and demand',
    ]);
    // Each column is contiguous: the sidebar's lines in order, the main column's in order.
    const sidebar = texts.filter((t) => SIDEBAR.includes(t));
    expect(sidebar).toEqual(SIDEBAR);
    const at = (t: string) => texts.indexOf(t);
    expect(at('Spanish (fluent)') - at('CONTACT')).toBe(SIDEBAR.length - 1);
    expect(at('EDUCATION') - at('EXPERIENCE')).toBe(8);
    expect(texts[at('EXPERIENCE') + 1]).toBe('Senior Data Analyst — Northwind Traders    Jan 2020 – Present');
    // The left sidebar comes first: both columns open with a heading.
    expect(texts[2]).toBe('CONTACT');
  });

  it('reads a left-hand sidebar after the name that opens the main column, before the sections that run on to the next page', () => {
    const { texts } = run(sidebarPage(false));
    expect(texts.slice(0, 2 + SIDEBAR.length + 1)).toEqual([
      'Maria Garcia',
      'Senior Data Analyst',
      ...SIDEBAR,
      'EXPERIENCE',
    ]);
    expect(texts.at(-1)).toBe('BSc Statistics — University of Illinois    2012 – 2016');
  });

  it('reads a right-hand sidebar after the name, before the main column that runs on to the next page', () => {
    const main = [
      'Alex Chen',
      'Product Designer',
      'EXPERIENCE',
      'Senior Product Designer, Figma',
      '• Led the redesign of the onboarding flow for 2M users',
      '• Ran weekly usability sessions with customers',
      'Product Designer, Canva',
      '• Designed the template editor used by 5M people',
    ];
    const side = ['SKILLS', 'Figma', 'Prototyping', 'User research', 'EDUCATION', 'BA Design, RISD'];
    const { texts, columns } = run([
      ...column(main, 50, 740, { leading: 16 }),
      ...column(side, 420, 700, { size: 9, leading: 13 }),
    ]);
    expect(columns).toBe(true);
    expect(texts).toEqual([...main.slice(0, 2), ...side, ...main.slice(2)]);
  });

  it('reads a page set in two even columns down the left one and on into the right', () => {
    const left = [
      'EXPERIENCE',
      'Tanker Driver',
      'Trattoria da Gigi S.n.c.',
      '10.2024 – Present | Milano',
      '• Delivered hazardous goods safely.',
      'HGV Class 1 Driver',
      'Fincantieri',
      '05.2019 – 01.2023 | Bologna',
    ];
    // The last role runs on at the top of the right column, then the right column's own sections.
    const right = [
      '• Reduced fuel use by 16% on every route.',
      'Truck Driver',
      'Hotel Palazzo Vecchio',
      '11.2014 – 05.2019 | Napoli',
      'EDUCATION',
      'High School Diploma',
      'SKILLS',
      'Hazmat Transport',
    ];
    const { texts, columns } = run([...column(left, 40, 740), ...column(right, 300, 740)]);
    expect(columns).toBe(true);
    expect(texts).toEqual([...left, ...right]);
  });

  it('keeps headings at the left edge above a date column in row order, a skills grid under one', () => {
    const items = [
      ...place('SUMMARY', 57, 720),
      ...place('Inventory controller with four years in warehouses and a forklift licence', 57, 708),
      ...place('EXPERIENCE', 57, 680),
      ...place('Puregold Price Club Inc., Makati', 159, 666),
      ...place('2022 – Present', 57, 666),
      ...place('Inventory Controller', 159, 652),
      ...place('• Supervised a shift of 65 operatives', 159, 638),
      ...place('EDUCATION', 57, 610),
      ...place('Mapúa University, Makati', 159, 596),
      ...place('2014 – 2017', 57, 596),
      ...place('NVQ Level 2 in Logistics Operations', 159, 582),
      ...place('SKILLS', 57, 556),
      ...place('• Packing', 57, 542),
      ...place('• RF Scanning', 290, 542),
      ...place('• Dispatch', 57, 528),
      ...place('• Forklift Operation', 290, 528),
      ...place('LANGUAGES', 57, 500),
      ...place('English (native)', 57, 486),
    ];
    const { lines, columns } = readColumns(joinDateColumn(groupLines(cleanItems(shuffled(items)))).lines);
    expect(columns).toBe(false);
    expect(lines.map(lineText).slice(2, 8)).toEqual([
      'EXPERIENCE',
      'Puregold Price Club Inc., Makati    2022 – Present',
      'Inventory Controller',
      '• Supervised a shift of 65 operatives',
      'EDUCATION',
      'Mapúa University, Makati    2014 – 2017',
    ]);
  });

  it('splits a right-hand sidebar off a main column whose headings stand over its date column', () => {
    const main = [
      ...place('SUMMARY', 57, 720),
      ...place('Engineer with seven years in plants', 57, 706),
      ...place('EXPERIENCE', 57, 680),
      ...place('Sep 2023 – Present', 57, 666),
      ...place('Serena Hotels, Mombasa', 180, 666),
      ...place('Design Engineer', 180, 652),
      ...place('• Cut test rig setup time', 180, 638),
      ...place('Dec 2021 – Jun 2023', 57, 614),
      ...place('Sarova Hotels, Eldoret', 180, 614),
      ...place('Design Engineer', 180, 600),
      ...place('• Wrote test plans', 180, 586),
      ...place('EDUCATION', 57, 560),
      ...place('Mar 2015 – Apr 2019', 57, 546),
      ...place('Moi University, Meru', 180, 546),
      ...place('Bachelor of Engineering', 180, 532),
    ];
    const side = column(SIDEBAR, 420, 720);
    const { lines, columns } = readColumns(
      joinDateColumn(groupLines(cleanItems(shuffled([...main, ...side])))).lines,
    );
    expect(columns).toBe(true);
    const texts = lines.map(lineText);
    expect(texts.filter((t) => !SIDEBAR.includes(t))).toEqual([
      'SUMMARY',
      'Engineer with seven years in plants',
      'EXPERIENCE',
      'Serena Hotels, Mombasa    Sep 2023 – Present',
      'Design Engineer',
      '• Cut test rig setup time',
      'Sarova Hotels, Eldoret    Dec 2021 – Jun 2023',
      'Design Engineer',
      '• Wrote test plans',
      'EDUCATION',
      'Moi University, Meru    Mar 2015 – Apr 2019',
      'Bachelor of Engineering',
    ]);
    const sidebar = texts.filter((t) => SIDEBAR.includes(t));
    expect(sidebar).toEqual(SIDEBAR);
    // The sidebar is read as one block, not row by row beside the main column.
    expect(texts.indexOf(SIDEBAR.at(-1)!) - texts.indexOf(SIDEBAR[0]!)).toBe(SIDEBAR.length - 1);
  });

  it('keeps a date column in row order under a short skills list on the same side of the gutter', () => {
    const body = 'Championed infection control practices that lowered infections on the ward by 14%.';
    const role = (date: string, place: string, head: string, y: number) => [
      ...place_(date, 62, y),
      ...place_(head, 167, y),
      ...place_(place, 62, y - 11),
      ...place_(`• ${body}`, 172, y - 11),
      ...place_(`• ${body}`, 172, y - 24),
    ];
    const items = [
      ...place_('Samantha Robinson', 200, 760),
      ...place_(
        'Clinical Nurse Specialist with ten years of experience in palliative and critical care.',
        57,
        730,
      ),
      ...place_('SKILLS', 57, 710),
      ...[
        '• Care Planning',
        '• Critical Care',
        '• Pain Management',
        '• Palliative Care',
        '• Infection Control',
      ].flatMap((t, i) => place_(t, 62, 696 - i * 11)),
      ...place_('EXPERIENCE', 57, 630),
      ...role('2022 – Present', 'Atlanta', 'Clinical Nurse Specialist at Redwood Federal Credit Union', 610),
      ...role(
        '2018 – 2022',
        'Austin, Texas',
        'Senior Staff Nurse at Cascade Electrical Contractors Inc.',
        560,
      ),
      ...role('2016 – 2018', 'Phoenix', 'Charge Nurse at Hartwell & Pierce LLP', 510),
    ];
    const dated = joinDateColumn(groupLines(cleanItems(shuffled(items)))).lines;
    const { lines, columns } = readColumns(dated);
    expect(columns).toBe(false);
    const texts = lines.map(lineText);
    expect(texts.indexOf('EXPERIENCE') + 1).toBe(
      texts.findIndex((t) => t.startsWith('Clinical Nurse Specialist at Redwood')),
    );
  });

  it('keeps a one-column page whose paragraphs run across the gutter of a skills grid in row order', () => {
    const bullet = '• Ran the kitchen of a busy restaurant, leading a brigade of chefs across two sites.';
    // Title and employer at the text's edge, dates and place right-aligned, a bullet across both.
    const role = (rows: [string, string][], y: number) => [
      ...rows.flatMap(([left, right], i) => [
        ...place(left, 55, y - 14 * i),
        ...place(right, 457, y - 14 * i),
      ]),
      ...place(bullet, 55, y - 28),
    ];
    const items = [
      ...place('SUMMARY', 50, 720),
      ...place('Experienced culinary director known for reliability and clear communication.', 55, 706),
      ...place('EXPERIENCE', 50, 680),
      ...role(
        [
          ['Culinary Director', '07.2022 – Present'],
          ['Hartwell & Pierce LLP', 'Nashville'],
        ],
        666,
      ),
      ...role(
        [
          ['Head Chef', '05.2018 – 06.2022'],
          ['Redwood Federal Credit Union', 'Salt Lake City, Utah'],
        ],
        620,
      ),
      ...place('SKILLS', 50, 566),
      ...['Nutrition Planning', 'Sous Vide', 'Food Costing'].flatMap((t, i) => place(t, 55, 552 - 14 * i)),
      ...['Inventory Management', 'Sauce Making', 'Supplier Management'].flatMap((t, i) =>
        place(t, 226, 552 - 14 * i),
      ),
      ...['Allergen Management', 'Kitchen Management'].flatMap((t, i) => place(t, 396, 552 - 14 * i)),
      ...place('LANGUAGES', 50, 496),
      ...place('English', 55, 482),
      ...place('Native', 234, 482),
    ];
    const { lines, columns } = readColumns(joinDateColumn(groupLines(cleanItems(shuffled(items)))).lines);
    expect(columns).toBe(false);
    const texts = lines.map(lineText);
    expect(texts.slice(2, 5)).toEqual([
      'EXPERIENCE',
      'Culinary Director    07.2022 – Present',
      'Hartwell & Pierce LLP    Nashville',
    ]);
    expect(texts.indexOf('SKILLS') + 1).toBe(texts.findIndex((t) => t.startsWith('Nutrition Planning')));
  });

  it('keeps single-column pages with right-aligned dates in row order', () => {
    for (const page of [latexPage(), letterSpacedPage()]) {
      const { texts, columns } = run(page);
      expect(columns).toBe(false);
      expect(texts.some((t) => /\S {4}(?:Mar )?20\d\d – /.test(t))).toBe(true);
    }
    const tabbed = [
      ...column(['Acme Corp', 'Globex', 'Initech', 'Umbrella'], 72, 700),
      ...column(['Austin, TX', 'Remote', 'Dallas, TX', 'Boston, MA'], 450, 700),
      ...place('Skills', 72, 640),
    ];
    expect(run(tabbed).texts[0]).toBe('Acme Corp    Austin, TX');
  });
});

describe('readColumns picks the gutter between the columns', () => {
  it('not the one right-aligned dates leave inside the main column', () => {
    const items = [
      ...place('EXPERIENCE', 40, 700),
      ...place('Senior Engineer', 40, 686),
      ...placeRight('2019 – 2023', 330, 686),
      ...place('Built the ordering service that runs every store in the chain.', 40, 672),
      ...place('Cut the release time from a day to an hour with a new pipeline.', 40, 658),
      ...place('Engineer', 40, 644),
      ...placeRight('2015 – 2019', 330, 644),
      ...place('Kept the warehouse system running through two migrations.', 40, 630),
      ...place('SKILLS', 420, 700),
      ...place('Python', 420, 686),
      ...place('EDUCATION', 420, 658),
      ...place('MIT', 420, 644),
    ];
    const texts = readColumns(groupLines(cleanItems(items))).lines.map(lineText);
    // Both columns open with a heading: the sidebar comes first, the main column runs on after it.
    expect(texts).toEqual([
      'SKILLS',
      'Python',
      'EDUCATION',
      'MIT',
      'EXPERIENCE',
      'Senior Engineer    2019 – 2023',
      'Built the ordering service that runs every store in the chain.',
      'Cut the release time from a day to an hour with a new pipeline.',
      'Engineer    2015 – 2019',
      'Kept the warehouse system running through two migrations.',
    ]);
  });
});

describe('readColumns keeps a row its dates', () => {
  it('where they stand flush right in the span of a right-hand column, well inside its edge', () => {
    // Each role: its header at the left edge, its dates and place flush right, a bullet under it.
    const role = (header: string, dates: string, bullet: string, y: number) => [
      ...place(header, 40, y),
      ...placeRight(dates, 560, y),
      ...place(bullet, 50, y - 14),
    ];
    const items = [
      ...column(['jane.doe@example.com', '+254 760 202 527', 'Kericho, Kenya'], 330, 760),
      ...place('Jane Doe', 40, 760, { size: 16 }),
      ...place('EXPERIENCE', 40, 700),
      ...role(
        'Inventory Controller | Goodlife Pharmacy',
        '02.2025 – Present Thika, Kiambu County',
        'Ran weekly cycle counts across the whole warehouse floor.',
        686,
      ),
      ...role(
        'Forklift Operator | Bamburi Cement',
        '03.2020 – 10.2024 Machakos',
        'Loaded and unloaded freight at the main depot.',
        652,
      ),
      ...column(['EDUCATION', 'Kenyatta University', 'Diploma in Logistics'], 40, 600),
      ...column(['SKILLS', 'Stock Control', 'Reach Truck', 'LANGUAGES', 'English'], 330, 600),
    ];
    const { texts } = run(items);
    expect(texts).toContain(
      'Inventory Controller | Goodlife Pharmacy    02.2025 – Present Thika, Kiambu County',
    );
    expect(texts).toContain('Forklift Operator | Bamburi Cement    03.2020 – 10.2024 Machakos');
  });

  it('not where a left-hand sidebar shares the main column’s date line', () => {
    const sidebar = [
      'SKILLS',
      'Clinical Pharmacy',
      'Cerner',
      'Medication Review',
      'Vaccines',
      'LANGUAGES',
      'Dutch',
    ];
    const items = [
      ...column(sidebar, 40, 700, { leading: 20 }),
      ...place('EXPERIENCE', 200, 700),
      ...place('Van Oord', 200, 680),
      ...placeRight('06/2022 - Present', 560, 680),
      ...place('Worked with prescribers to optimise every patient regimen on the ward.', 210, 666),
      ...placeRight('08/2019 - 02/2022', 560, 660),
      ...place('PostNL', 200, 646),
      ...place('Cut dispensing errors by a half with a final accuracy check.', 210, 632),
      ...place('Reported adverse drug reactions to the national register.', 210, 618),
    ];
    const { texts, columns } = run(items);
    expect(columns).toBe(true);
    expect(texts).toContain('Cerner');
  });
});

describe('readColumns gives a left sidebar its own measure', () => {
  it('so a degree the type wrapped there joins, under a headline set across the page', () => {
    // The sidebar (x 40..~190, 9-point type) shares its left edge with the headline above it.
    const face = (font: string) => (items: TextItem[]) => items.map((i) => ({ ...i, font }));
    const [body, bold] = [face('Lato'), face('Lato-Bold')];
    const side = (lines: string[], top: number) => column(lines, 40, top, { size: 9, leading: 12 });
    const items = [
      ...bold(place('Maria Garcia', 40, 760, { size: 20 })),
      ...body(place('Senior Data Analyst focused on retail pricing and demand forecasting', 40, 736)),
      ...body(side(['EDUCATION'], 700)),
      ...bold(side(['MSc Applied Statistics and Data', 'Science'], 688)),
      ...body(side(['University of Illinois', '2012 – 2016', 'SKILLS', 'SQL'], 664)),
      ...body(
        column(
          [
            'EXPERIENCE',
            'Senior Data Analyst, Northwind Traders',
            '• Built weekly sales dashboards for 40 stores',
            '• Cut report preparation time by 60%',
            'Data Analyst, Contoso Analytics',
            '• Cleaned and modelled customer data',
          ],
          220,
          700,
        ),
      ),
    ];
    const { lines } = layoutPdf([letterPage(shuffled(items))]);
    expect(lines).toContain('MSc Applied Statistics and Data Science');
    expect(lines).toContain('University of Illinois');
  });
});
