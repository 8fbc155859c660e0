import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { readListColumns } from './06-list-columns';
import { lineText } from './model';
import { place } from './testing/place-text';
import type { TextItem } from './types';

/** Rows of a left cell at x 24 and a right one at x 312 (or none), 12 pt apart from y, in one face. */
const rows = (cells: [string | null, string | null][], y: number): TextItem[] =>
  cells.flatMap(([left, right], i) =>
    [...(left ? place(left, 24, y - 12 * i) : []), ...(right ? place(right, 312, y - 12 * i) : [])].map(
      (item) => ({ ...item, font: 'Sans' }),
    ),
  );
const read = (items: TextItem[]) => readListColumns(groupLines(cleanItems(items))).map(lineText);

const LIST: [string | null, string | null][] = [
  [
    '· Cut monthly cloud spend by 52% by rightsizing our',
    '· Mentored junior developers through code reviews and',
  ],
  ['clusters, removing idle resources.', 'pairing sessions and a weekly architecture clinic.'],
  ['· Built a feature-flag platform every squad uses.', null],
];

describe('readListColumns (a list of bullets set in two columns)', () => {
  it('reads each column down, every item whole, the left column first', () => {
    expect(read(rows(LIST, 700))).toEqual([
      '· Cut monthly cloud spend by 52% by rightsizing our',
      'clusters, removing idle resources.',
      '· Built a feature-flag platform every squad uses.',
      '· Mentored junior developers through code reviews and',
      'pairing sessions and a weekly architecture clinic.',
    ]);
  });

  it('reads a right column that runs longer, and stops at a line that is not the list', () => {
    const texts = read(
      rows(
        [
          [
            '· Owned the on-call rotation for our platform.',
            '· Resolved 22 high-severity production incidents, and',
          ],
          [
            '· Led a team of 17 engineers on the new portal.',
            "authored blameless postmortems with the teams' follow-",
          ],
          [null, 'up actions.'],
          ['Senior Engineer', '2019 - 2021'],
        ],
        700,
      ),
    );
    expect(texts).toEqual([
      '· Owned the on-call rotation for our platform.',
      '· Led a team of 17 engineers on the new portal.',
      '· Resolved 22 high-severity production incidents, and',
      "authored blameless postmortems with the teams' follow-",
      'up actions.',
      'Senior Engineer    2019 - 2021',
    ]);
  });

  it('reads cells without markers, and a cell that cannot go on from the one above, row by row', () => {
    const unmarked = LIST.map(
      ([l, r]) => [l?.replace('· ', '') ?? null, r?.replace('· ', '') ?? null] as const,
    );
    const table = rows(
      unmarked.map(([l, r]) => [l, r]),
      700,
    );
    expect(read(table)).toEqual(groupLines(cleanItems(table)).map(lineText));
    // "Spanish" is no wrapped line: the cell above it ends well short of its column's edge.
    const short = rows(
      [
        ['· English', '· German'],
        ['· French', 'Spanish'],
      ],
      700,
    );
    expect(read(short)).toEqual(['· English    · German', '· French    Spanish']);
  });
});
