import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { readFlowedColumns } from './06-flowed-columns';
import { lineText } from './model';
import { place } from './testing/place-text';
import type { TextItem } from './types';

/** Rows of a left cell at x 24 and a right one at x 312 (or none), 15 pt apart from y, in one face. */
const rows = (cells: [string, string | null][], y: number): TextItem[] =>
  cells.flatMap(([left, right], i) =>
    [...place(left, 24, y - 15 * i), ...(right ? place(right, 312, y - 15 * i) : [])].map((item) => ({
      ...item,
      font: 'Sans',
    })),
  );
const read = (items: TextItem[]) => readFlowedColumns(groupLines(cleanItems(items))).map(lineText);

describe('readFlowedColumns (a paragraph set in columns inside a section)', () => {
  it('reads a list flowed through two columns down the left one, then the right one', () => {
    const texts = read(
      rows(
        [
          [
            'Infection Control, Safeguarding, Catheterisation, ECG',
            'Triage, Discharge Planning, Palliative Care, Vital Signs',
          ],
          ['Interpretation, Epic, Critical Care, Phlebotomy, Pain', 'Monitoring, Basic Life Support'],
          // Balanced columns: the left one may run a line longer.
          ['Management, Wound Care', null],
        ],
        700,
      ),
    );
    expect(texts).toEqual([
      'Infection Control, Safeguarding, Catheterisation, ECG',
      'Interpretation, Epic, Critical Care, Phlebotomy, Pain',
      'Management, Wound Care',
      'Triage, Discharge Planning, Palliative Care, Vital Signs',
      'Monitoring, Basic Life Support',
    ]);
  });

  it('reads a grid of short cells, two paragraphs side by side and a header beside its dates row by row', () => {
    const grid = rows(
      [
        ['Tachograph', 'CDL Class A'],
        ['Compliance', null],
      ],
      700,
    );
    const paragraphs = rows(
      [
        [
          'Spearheaded the redesign of the main product website,',
          'Collaborated in a team of 10 to develop high-quality',
        ],
        ['resulting in a 40% increase in user engagement.', 'web applications using React.js and Node.js.'],
      ],
      600,
    );
    const header = rows(
      [
        ['Finance Director w Pomorskie Centrum Logistyczne Baltic', '2024 - obecnie'],
        ['Trans sp. z o.o., Toruń, kujawsko-pomorskie, Polska', null],
      ],
      500,
    );
    const items = [...grid, ...paragraphs, ...header];
    expect(read(items)).toEqual(groupLines(cleanItems(items)).map(lineText));
  });
});
