import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { splitMarginColumn } from './05-margin-column';
import { layoutPdf } from './layout-pdf';
import { lineText } from './model';
import { letterPage, place, placeRight, shuffled } from './testing/place-text';
import type { TextItem } from './types';

/**
 * A moderncv-like page: dates and labels right-aligned to x = 146 in a margin column, a space
 * item, then the row's text from x = 150, the same x the section headings start at. The gap
 * is a word space, so step 2 alone reads each row as one segment.
 */
const EDGE = 150;
const row = (margin: string, text: string, y: number): TextItem[] => [
  ...placeRight(margin, EDGE - 4, y, { size: 9 }),
  { str: ' ', x: EDGE - 4, y, width: 4, height: 9 },
  ...place(text, EDGE, y, { size: 10 }),
];
const page = (): TextItem[] => [
  ...place('Alex Moreau', 40, 760, { size: 24 }),
  ...place('Experience', EDGE, 720, { size: 14 }),
  ...row('2019–present', 'Data Engineer, Lumen Foods S.A., Lyon', 700),
  ...place('• Built the plant data lake on Spark', EDGE + 12, 686),
  ...row('2016–2019', 'Analyst, Vireo Labs, Nantes', 660),
  ...place('• Wrote the weekly yield report', EDGE + 12, 646),
  ...place('Skills', EDGE, 610, { size: 14 }),
  ...row('Programming', 'Python, SQL, Scala', 590),
  ...row('Tools', 'Airflow, dbt, Tableau', 576),
];

describe('splitMarginColumn', () => {
  it('cuts a tight margin column of dates off its rows and moves each date to the row end', () => {
    const { lines, found } = splitMarginColumn(groupLines(cleanItems(shuffled(page()))));
    expect(found).toBe(true);
    expect(lines.map(lineText)).toEqual([
      'Alex Moreau',
      'Experience',
      'Data Engineer, Lumen Foods S.A., Lyon    2019–present',
      '• Built the plant data lake on Spark',
      'Analyst, Vireo Labs, Nantes    2016–2019',
      '• Wrote the weekly yield report',
      'Skills',
      'Programming    Python, SQL, Scala',
      'Tools    Airflow, dbt, Tableau',
    ]);
  });

  it('reads no edge in monospaced type, whose word boundaries line up on its character grid', () => {
    // Cousine 12: every glyph 7.2 wide, a word space one glyph. "July 2021 -" (x 60) and the
    // seven-letter first words of the bullets (x 90) end within a point of each other, and what
    // follows them starts at one x: the shape of labels right-aligned to a margin.
    const mono = (text: string, x: number, y: number): TextItem[] => {
      const items: TextItem[] = [];
      let at = x;
      for (const word of text.split(' ')) {
        items.push({ str: word, x: at, y, width: word.length * 7.2, height: 12, font: 'Cousine' });
        at += (word.length + 1) * 7.2;
      }
      return items;
    };
    const rows: [string, number][] = [
      ['July 2021 - December 2025', 60],
      ['Managed online reputation and reviews', 90],
      ['Oversaw housekeeping and front office', 90],
      ['Trained fourteen new receptionists', 90],
    ];
    const items = rows.flatMap(([t, x], i) => mono(t, x, 700 - 20 * i));
    const { lines, found } = splitMarginColumn(groupLines(cleanItems(items)));
    expect(found).toBe(false);
    expect(lines.map(lineText)).toEqual(rows.map(([t]) => t));
  });

  it('leaves ordinary text alone: left-aligned dates end at different x, so no edge is shared', () => {
    const items = [
      ...place('Experience', 40, 720, { size: 14 }),
      ...place('Jan 2019 – Present', 40, 700),
      ...place('Engineer, Acme', 40 + 18 * 5 + 3, 700),
      ...place('May 2016 – Dec 2018', 40, 680),
      ...place('Analyst, Globex', 40 + 19 * 5 + 3, 680),
    ];
    const { lines, found } = splitMarginColumn(groupLines(cleanItems(items)));
    expect(found).toBe(false);
    expect(lines.map(lineText)).toEqual([
      'Experience',
      'Jan 2019 – Present Engineer, Acme',
      'May 2016 – Dec 2018 Analyst, Globex',
    ]);
  });

  it('reports the date column, and keeps a heading indented past the labels a heading', () => {
    const items = [
      ...page(),
      ...row('Cloud', 'AWS, GCP', 562),
      ...place('Languages', EDGE, 540, { size: 14 }),
      ...row('French', 'Native', 520),
    ];
    const layout = layoutPdf([letterPage(items)]);
    expect(layout.dateColumn).toBe(true);
    // "Languages" starts right of the aligned labels "Tools" and "Cloud": no bullet all the same.
    expect(layout.lines).toContain('Languages');
  });
});

describe('splitMarginColumn with an em of blank before the edge', () => {
  /** The margin cell ends 9 points (just under an em of its 10-point text) before the edge. */
  const wide = (margin: string, text: string, y: number): TextItem[] => [
    ...placeRight(margin, EDGE - 9, y, { size: 10 }),
    { str: ' ', x: EDGE - 9, y, width: 9, height: 10 },
    ...place(text, EDGE, y, { size: 10 }),
  ];

  it('still cuts the margin, and joins a month range to the year written below it', () => {
    const { lines } = splitMarginColumn(
      groupLines(
        cleanItems([
          ...place('Experience', EDGE, 720, { size: 14 }),
          ...wide('May–Aug', 'Harbor Labs, Denver, CO', 700),
          ...wide('2021', 'Research Intern', 686),
          ...wide('2017–2020', 'Rocky Mountain Bank, Denver, CO', 660),
          ...place('Data Analyst', EDGE, 646),
        ]),
      ),
    );
    expect(lines.map(lineText)).toEqual([
      'Experience',
      'Harbor Labs, Denver, CO    May–Aug 2021',
      'Research Intern',
      'Rocky Mountain Bank, Denver, CO    2017–2020',
      'Data Analyst',
    ]);
  });
});

describe('splitMarginColumn with a column of right-aligned labels', () => {
  /** Skill categories right-aligned to x = 100, their items from x = 111 (an em further on). */
  const skillRow = (label: string, items: string, y: number): TextItem[] => [
    ...placeRight(label, 100, y, { size: 9, mode: 'words' }),
    ...place(items, 111, y, { size: 9, mode: 'words' }),
  ];

  it('cuts the labels off as their own segment, no dates needed', () => {
    const { lines } = splitMarginColumn(
      groupLines(
        cleanItems([
          ...place('Skills', 40, 720, { size: 14 }),
          ...skillRow('Cloud', 'AWS, Terraform, Docker', 700),
          ...skillRow('Back-end', 'Go, Postgres, Kafka', 686),
          ...skillRow('Languages', 'English, Portuguese', 672),
        ]),
      ),
    );
    expect(lines.map(lineText)).toEqual([
      'Skills',
      'Cloud    AWS, Terraform, Docker',
      'Back-end    Go, Postgres, Kafka',
      'Languages    English, Portuguese',
    ]);
  });

  it('takes no column of right-aligned date ranges for labels (their dashes happen to line up)', () => {
    // Three ranges flush right: each "— MON YEAR" starts at one x by chance, the starts before it differ.
    // Each start ends at x = 498 (its glyphs' widths differ), a space before the dash at 502.
    const range = (from: string, to: string, y: number, x: number): TextItem[] => [
      { str: from, x, y, width: 498 - x, height: 9 },
      { str: ` — ${to}`, x: 500, y, width: 53, height: 9 },
    ];
    const { lines } = splitMarginColumn(
      groupLines(
        cleanItems([
          ...range('FEB 2010', 'FEB 2014', 700, 459),
          ...range('FEB 2007', 'JAN 2010', 660, 460),
          ...range('JAN 2006', 'JAN 2007', 620, 461.6),
        ]),
      ),
    );
    expect(lines.map(lineText)).toEqual([
      'FEB 2010 — FEB 2014',
      'FEB 2007 — JAN 2010',
      'JAN 2006 — JAN 2007',
    ]);
  });

  it('leaves bullets and lines opening with the same word alone', () => {
    const { found } = splitMarginColumn(
      groupLines(
        cleanItems([
          ...place('Built the billing service', 40, 700, { mode: 'words' }),
          ...place('Built the reporting jobs', 40, 686, { mode: 'words' }),
          ...place('Built the alerting rules', 40, 672, { mode: 'words' }),
        ]),
      ),
    );
    expect(found).toBe(false);
  });
});
