import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { readCardGrid } from './06-card-grid';
import { lineText } from './model';
import { place } from './testing/place-text';
import type { TextItem } from './types';

/** Rows of cells at the given x each (null: none), `pitch` pt apart from y, one face. */
const rows = (cells: (string | null)[][], xs: number[], y: number, pitch = 15): TextItem[] =>
  cells.flatMap((row, i) =>
    row.flatMap((text, k) => (text === null ? [] : place(text, xs[k]!, y - pitch * i))),
  );
const read = (items: TextItem[]) => readCardGrid(groupLines(cleanItems(items))).map(lineText);
const rowByRow = (items: TextItem[]) => groupLines(cleanItems(items)).map(lineText);

describe('readCardGrid (dated entries set as cards in a grid)', () => {
  it('reads two cards side by side a card at a time when one card’s name wraps', () => {
    const items = [
      ...place('EDUCATION', 60, 720),
      ...rows(
        [
          ['Aix-Marseille Université', 'Institut de Formation en Soins'],
          ['Nov 2013 - Dec 2016', 'Infirmiers de Rennes'],
          ['Bachelor of Commerce', 'Jun 2012 - Jun 2013'],
          [null, 'Bachelor of Science in Mathematics'],
        ],
        [60, 320],
        700,
      ),
      ...place('LANGUAGES', 60, 620),
      ...place('French', 60, 600),
    ];
    expect(read(items)).toEqual([
      'EDUCATION',
      'Aix-Marseille Université',
      'Nov 2013 - Dec 2016',
      'Bachelor of Commerce',
      'Institut de Formation en Soins',
      'Infirmiers de Rennes',
      'Jun 2012 - Jun 2013',
      'Bachelor of Science in Mathematics',
      'LANGUAGES',
      'French',
    ]);
  });

  it('reads each row of cards in turn, its bullets indented under its card', () => {
    const items = rows(
      [
        ['EXPERIENCE', null],
        ['Acme Ltd', 'Globex'],
        ['Jan 2019 to Present', 'Jun 2016 to Dec 2018'],
        ['• Led the web team', '• Built the API'],
        // A blank across the grid, then its second row of cards.
        [null, null],
        [null, null],
        ['Initech', 'Hooli'],
        ['2014 - 2016', '2012 - 2014'],
      ],
      [60, 320],
      700,
    ).map((item) => (item.str.startsWith('•') ? { ...item, x: item.x + 8 } : item));
    expect(read(items)).toEqual([
      'EXPERIENCE',
      'Acme Ltd',
      'Jan 2019 to Present',
      '• Led the web team',
      'Globex',
      'Jun 2016 to Dec 2018',
      '• Built the API',
      'Initech',
      '2014 - 2016',
      'Hooli',
      '2012 - 2014',
    ]);
  });

  it('reads a grid that opens its page, a table of short cells, a header beside its dates and a range a wrap cut row by row', () => {
    // The page opens inside a grid: a break cut its cards, whose names the page before holds.
    const continued = rows(
      [
        ['Certificate II in Transport', 'Level 2 Certificate in Driving'],
        ['2016 - 2017', 'Goods Vehicles'],
        [null, '2012 - 2016'],
      ],
      [60, 320],
      760,
    );
    const languages = rows(
      [
        ['LANGUAGES', null],
        ['English', 'German'],
        ['Native', 'Fluent'],
      ],
      [60, 320],
      700,
    );
    const header = rows(
      [
        ['Nurse Practitioner', 'Jan 2020 - Present'],
        ['St Mary’s Hospital', 'London'],
      ],
      [60, 420],
      600,
    );
    const cut = rows(
      [
        ['Toronto District School Board — Nurse Practitioner', '(August 2022 –'],
        ['April 2025)', null],
      ],
      [60, 420],
      500,
    );
    const items = [...continued, ...languages, ...header, ...cut];
    expect(read(items)).toEqual(rowByRow(items));
  });
});
