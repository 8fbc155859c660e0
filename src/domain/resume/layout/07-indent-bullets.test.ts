import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { markIndentedBullets } from './07-indent-bullets';
import { lineText } from './model';
import { place, placeRight } from './testing/place-text';
import type { TextItem } from './types';

const run = (items: TextItem[]) => markIndentedBullets(groupLines(cleanItems(items))).map(lineText);

describe('markIndentedBullets', () => {
  it('marks lines hanging under a role (bullets drawn as shapes), not their wrapped tails', () => {
    expect(
      run([
        ...place('EXPERIENCE', 40, 700, { size: 11 }),
        ...place('Finance Manager', 40, 684),
        ...place('Bombardier Recreational Products', 40, 670),
        ...place('Own the month-end close for 14 entities, shortened from 9', 51, 656),
        ...place('to 6 working days', 51, 642),
        ...place('Manage a team of five accountants', 51, 628),
        ...place('Senior Accountant', 40, 608),
      ]),
    ).toEqual([
      'EXPERIENCE',
      'Finance Manager',
      'Bombardier Recreational Products',
      '• Own the month-end close for 14 entities, shortened from 9',
      'to 6 working days',
      '• Manage a team of five accountants',
      'Senior Accountant',
    ]);
  });

  it('leaves entries indented under a heading, role rows with dates, and centred lines alone', () => {
    const lines = run([
      ...place('Experience', 43, 700, { size: 12 }),
      ...place('Indeed', 49, 684),
      ...placeRight('Austin, TX', 560, 684),
      ...place('Senior Software Engineer', 49, 672),
      ...placeRight('2020 – Present', 560, 672),
      ...place('Jordan Rivera', 240, 640, { size: 18 }),
      ...place('Data Analyst', 270, 620),
    ]);
    expect(lines.filter((l) => l.startsWith('•'))).toEqual([]);
  });

  it('marks no dates alone on their line, nor an entry those dates open, as bullets', () => {
    // A page opens with the end of a contact list run on from the page before (x 53), then
    // the section's entries a little further in (x 61): each opens with its years.
    expect(
      run([
        ...place('LinkedIn', 53, 729),
        ...place('ryokotakahashi', 53, 714),
        ...place('2021', 61, 692),
        ...place('2022', 61, 677),
        ...place('Tokyo Medical and Dental University', 61.5, 644),
        ...place('Postgraduate Diploma in Clinical Pharmacy', 61.5, 626),
        ...place('2019', 61, 596),
      ]),
    ).toEqual([
      'LinkedIn',
      'ryokotakahashi',
      '2021',
      '2022',
      'Tokyo Medical and Dental University',
      'Postgraduate Diploma in Clinical Pharmacy',
      '2019',
    ]);
  });

  it('does not hang a line under a heading from the text above that heading', () => {
    const lines = run([
      ...place('Analyst who turns messy retail data into weekly pricing decisions', 40, 700),
      ...place('Projects', 100, 680, { size: 12 }),
      ...place('2021 – 2023 Shelf Pricing Model, Open Source', 55, 664),
      ...place('2019 – 2021 Store Traffic Forecast, Open Source', 55, 630),
    ]);
    expect(lines.filter((l) => l.startsWith('•'))).toEqual([]);
  });

  it('reads a line starting under the text of a glyph bullet as its wrapped tail', () => {
    const lines = run([
      ...place('Shelf Pricing Model', 40, 700),
      ...place('○', 40, 686, { size: 6 }),
      ...place('Built the weekly price model that the category managers now use with', 52, 686),
      ...place('Tableau dashboards', 52, 672),
      ...place('○', 40, 658, { size: 6 }),
      ...place('Cut markdown waste by a fifth', 52, 658),
    ]);
    expect(lines).toEqual([
      'Shelf Pricing Model',
      '• Built the weekly price model that the category managers now use with',
      'Tableau dashboards',
      '• Cut markdown waste by a fifth',
    ]);
  });

  it('reads a line hanging under a glyph drawn in one run with its text as its wrapped tail', () => {
    const lines = run([
      ...place('Staff Software Engineer, Globex', 190, 700),
      ...place('• Migrated forty services to containerised and observable Cloud', 190, 686),
      ...place('Native workloads on Kubernetes', 199, 674),
      ...place('• Built the fraud scoring pipeline for payments with Spring', 190, 660),
      ...place('Boot and Kafka behind internal APIs', 199, 648),
      ...place('Senior Software Engineer, Initech', 190, 628),
    ]);
    expect(lines).toEqual([
      'Staff Software Engineer, Globex',
      '• Migrated forty services to containerised and observable Cloud',
      'Native workloads on Kubernetes',
      '• Built the fraud scoring pipeline for payments with Spring',
      'Boot and Kafka behind internal APIs',
      'Senior Software Engineer, Initech',
    ]);
  });
  it('marks no line of a column set flush right, whose left edges are ragged', () => {
    // A sidebar ranged right at x 568: each entry starts where its length puts it, and a line
    // starting a little right of the one above is no bullet.
    const lines = run([
      ...placeRight('Education', 568, 700, { size: 14 }),
      ...placeRight('Diploma in Electrical Engineering', 568, 680),
      ...placeRight('Australian National University', 568, 668),
      ...placeRight('Level 3 Diploma in Electrical Installation', 568, 650),
      ...placeRight('UNSW Sydney', 568, 638),
      ...placeRight('Certificate III in Electrotechnology', 568, 620),
      ...placeRight('South Metropolitan TAFE', 568, 608),
      // Lines set from the left that happen to start at the same edges as two of them: there,
      // the line indented under the other hangs from it.
      ...place('Certificate in Solar Design', 403, 590),
      ...place('Curtin University', 418, 578),
    ]);
    expect(lines.filter((l) => l.startsWith('•'))).toEqual(['• Curtin University']);
  });
});

describe('a skills list set as bullets drawn as shapes', () => {
  const page = (skillsGap: number) =>
    run([
      ...place('EXPERIENCE', 40, 700, { size: 12 }),
      ...place('Finance Manager', 40, 684),
      // Items 13 apart, an item's wrapped line 12 under it: the page sets two leadings.
      ...place('Own the month-end close for 14 entities, shortened from 9', 51, 670),
      ...place('to 6 working days', 51, 658),
      ...place('Manage a team of five accountants', 51, 645),
      ...place('SKILLS', 40, 620, { size: 12 }),
      ...place('Budgeting, Forecasting, Financial Modelling, Variance Analysis', 51, 604),
      ...place('Month-End Close, SAP, Power BI', 51, 604 - skillsGap),
    ]).slice(-2);

  it("marks each line an item where the list stands at the page's wider leading", () => {
    expect(page(13)).toEqual([
      '• Budgeting, Forecasting, Financial Modelling, Variance Analysis',
      '• Month-End Close, SAP, Power BI',
    ]);
  });

  it('leaves a line at the tighter leading to go on the item above', () => {
    expect(page(12)).toEqual([
      '• Budgeting, Forecasting, Financial Modelling, Variance Analysis',
      'Month-End Close, SAP, Power BI',
    ]);
  });
});
