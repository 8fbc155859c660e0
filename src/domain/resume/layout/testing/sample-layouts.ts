/**
 * Synthetic resume pages laid out like real ones (US Letter, PDF units, y grows upwards), for
 * the layout tests: a left sidebar beside the main column, dates in a left-hand column, a LaTeX
 * page, letter-spaced glyph-per-item headings, and a two-page resume with running furniture.
 */
import type { TextItem } from '../types';
import { column, letterPage, place, placeRight } from './place-text';

const SIDEBAR = [
  'CONTACT',
  'maria.garcia@example.com',
  '+1 (312) 555-0188',
  'Chicago, IL',
  null,
  'SKILLS',
  'SQL',
  'Python',
  'Tableau',
  'Excel',
  null,
  'LANGUAGES',
  'English (native)',
  'Spanish (fluent)',
];

const MAIN = [
  'EXPERIENCE',
  'Senior Data Analyst — Northwind Traders    Jan 2020 – Present',
  '• Built weekly sales dashboards in SQL and Tableau for 40 stores',
  '• Cut report preparation time by 60% with automated Python jobs',
  '• Presented pricing insights to the regional leadership team',
  'Data Analyst — Contoso Analytics    Jun 2016 – Dec 2019',
  '• Cleaned and modelled customer data with Python and pandas',
  '• Maintained the churn model used by the marketing team',
  null,
  'EDUCATION',
  'BSc Statistics — University of Illinois    2012 – 2016',
];

/** Name and headline centred across both columns, sidebar left (x 40..190), main right (x 220..). */
export function sidebarPage(nameAcross = true): TextItem[] {
  const header = nameAcross
    ? [
        ...place('Maria Fernanda Garcia Lopez', 120, 740, { size: 20 }),
        ...place('Senior Data Analyst focused on retail pricing and demand', 110, 716),
      ]
    : [...place('Maria Garcia', 220, 740, { size: 20 }), ...place('Senior Data Analyst', 220, 716)];
  const main = MAIN.flatMap((l, i) => {
    if (l === null) return [];
    const [text, dates] = l.split('    ');
    const y = 680 - i * 15;
    return [...place(text!, 220, y), ...(dates ? placeRight(dates, 575, y) : [])];
  });
  // The sidebar uses its own, smaller leading: its baselines do not line up with the main column.
  return [
    ...header,
    ...column(SIDEBAR, 40, (nameAcross ? 680 : 740) - 4, { size: 9, leading: 12.5 }),
    ...main,
  ];
}

/** Dates in a narrow left-hand column beside each role header; one date wraps onto two lines. */
export function dateColumnPage(): TextItem[] {
  return [
    ...place('Jordan Rivera', 50, 740, { size: 18 }),
    ...place('jordan.rivera@example.com | (415) 555-0142 | San Francisco, CA', 50, 720),
    ...place('EXPERIENCE', 50, 690, { size: 12 }),
    ...place('2019 – 2021', 50, 670),
    ...place('Senior Software Engineer, Ledgerly', 150, 670),
    ...place('• Designed an idempotent payment service in Python and Django', 150, 656),
    ...place('• Led incident reviews for the payments on-call rotation', 150, 642),
    // This date sits a little lower than its role (a smaller font baseline-aligned to the box).
    ...place('Jun 2016 – May 2019', 50, 618, { size: 8 }),
    ...place('Software Engineer, Brightwave Media', 150, 624),
    ...place('• Built REST APIs in Django for the subscription billing system', 150, 610),
    ...place('Jan 2014 –', 50, 586),
    ...place('May 2016', 50, 574),
    ...place('Junior Developer, Northwind Labs', 150, 586),
    ...place('• Wrote unit tests with pytest, raising coverage to 80%', 150, 572),
    ...place('EDUCATION', 50, 540, { size: 12 }),
    ...place('2010 – 2014', 50, 520),
    ...place('B.S. in Computer Science, University of Texas at Austin', 150, 520),
  ];
}

/** pdfTeX: one item per word, no space characters, ligature glyphs, right-aligned dates. */
export function latexPage(): TextItem[] {
  const w = { mode: 'words' as const };
  return [
    ...place('Priya Raman', 220, 740, { ...w, size: 20 }),
    ...place('priya.raman@example.com | +44 20 7946 0958 | London, UK', 150, 720, w),
    ...place('Experience', 72, 690, { ...w, size: 12 }),
    ...place('Finance Ofﬁcer, Barclays Bank', 72, 672, w),
    ...placeRight('2018 – Present', 540, 672, w),
    ...place('• Automated ﬁnancial reporting work ﬂows in Excel and Python', 82, 658, w),
    ...place('• Reconciled accounts for 12 business units each quarter', 82, 644, w),
    ...place('Accounts Assistant, Grant Thornton', 72, 624, w),
    ...placeRight('2015 – 2018', 540, 624, w),
    ...place('• Prepared VAT returns and supported the annual audit', 82, 610, w),
    ...place('Education', 72, 580, { ...w, size: 12 }),
    ...place('BSc Economics, University of Manchester', 72, 562, w),
    ...placeRight('2012 – 2015', 540, 562, w),
    ...place('Skills', 72, 532, { ...w, size: 12 }),
    ...place('Excel, Python, SQL, IFRS, Sage, VAT', 72, 516, w),
  ];
}

/** A designer template: the name and headings letter-spaced, drawn one glyph per item. */
export function letterSpacedPage(): TextItem[] {
  const g = { mode: 'glyphs' as const, tracking: 0.35 };
  return [
    ...place('JOHN  SMITH', 72, 740, { ...g, size: 22 }),
    ...place('john.smith@example.com | 555-201-3344 | Denver, CO', 72, 712),
    ...place('EXPERIENCE', 72, 680, { ...g, size: 11 }),
    ...place('Registered Nurse — Denver Health Medical Center    Mar 2018 – Present', 72, 662),
    ...place('• Cared for 6 patients per shift on a cardiac step-down unit', 72, 648),
    ...place('E D U C A T I O N', 72, 616, { size: 11 }),
    ...place('BSN, University of Colorado    2014 – 2018', 72, 598),
  ];
}

/** Two pages with a running header, "Page n of 2" footers, and a role split by the break. */
export function twoPages(): ReturnType<typeof letterPage>[] {
  const furniture = (n: number) => [
    ...place('Maria Garcia · maria.garcia@example.com', 72, 765, { size: 8 }),
    ...place(`Page ${n} of 2`, 280, 30, { size: 8 }),
  ];
  const one = [
    ...furniture(1),
    ...place('Maria Garcia', 72, 730, { size: 20 }),
    ...place('Operations Manager', 72, 710),
    ...place('EXPERIENCE', 72, 680, { size: 12 }),
    ...place('Operations Manager — Blue Harbor Logistics    2019 – Present', 72, 662),
    ...column(
      Array.from({ length: 30 }, (_, i) => `• Improved warehouse process number ${i + 1} across three sites`),
      72,
      646,
      { leading: 19 },
    ),
  ];
  const two = [
    ...furniture(2),
    ...place('• Negotiated carrier contracts saving 12% on freight', 72, 730),
    ...place('Shift Supervisor — Lakeside Foods    2015 – 2019', 72, 710),
    ...place('• Scheduled 40 staff across three shifts', 72, 696),
    ...place('EDUCATION', 72, 666, { size: 12 }),
    ...place('BA Business Administration — DePaul University    2011 – 2015', 72, 648),
  ];
  return [letterPage(one, 1), letterPage(two, 2)];
}
