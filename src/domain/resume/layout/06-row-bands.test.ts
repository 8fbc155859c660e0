import { describe, expect, it } from 'vitest';
import { lineOf, lineText, type PositionedLine } from './model';
import { rowBands, type Split } from './06-row-bands';
import { textWidth } from './testing/place-text';

const line = (text: string, x: number, y: number, size = 10): PositionedLine =>
  lineOf(1, [{ text, x, xEnd: x + textWidth(text, size), y, size }]);

/** Lines stacked from `top`, 15 pt apart. */
const stack = (texts: string[], x: number, top: number): PositionedLine[] =>
  texts.map((t, i) => line(t, x, top - 15 * i));

const read = (split: Split) => rowBands(split)?.map((r) => [...r.left, ...r.right].map(lineText));

describe('rowBands (a block of two columns that is a table of rows)', () => {
  it('reads each role beside its highlights row by row, a heading over the first', () => {
    const split: Split = {
      left: [
        line('EXPERIENCE', 80, 700),
        ...stack(['Magna International', '2024-06 - Present', 'Mechanical Engineer'], 88, 677),
        ...stack(['TD Bank Group', '2018-10 - 2020-11', 'Graduate Engineer'], 88, 560),
        ...stack(['Hydro One', '2015-01 - 2018-09', 'Intern'], 88, 440),
      ],
      right: [
        ...stack(
          ['Highlights', 'Specified pumps and valves.', 'Managed a prototype build.', 'Led audits.'],
          330,
          677,
        ),
        ...stack(['Highlights', 'Cut warranty returns.'], 330, 560),
        ...stack(['Highlights', 'Commissioned a welding cell.'], 330, 440),
      ],
    };
    expect(read(split)).toEqual([
      [
        'EXPERIENCE',
        'Magna International',
        '2024-06 - Present',
        'Mechanical Engineer',
        'Highlights',
        'Specified pumps and valves.',
        'Managed a prototype build.',
        'Led audits.',
      ],
      ['TD Bank Group', '2018-10 - 2020-11', 'Graduate Engineer', 'Highlights', 'Cut warranty returns.'],
      ['Hydro One', '2015-01 - 2018-09', 'Intern', 'Highlights', 'Commissioned a welding cell.'],
    ]);
  });

  it('leaves a sidebar beside a main column alone: their blocks do not open on one baseline', () => {
    const split: Split = {
      left: [
        ...stack(['Skills', 'Python', 'SQL'], 40, 700),
        ...stack(['Languages', 'English'], 40, 610),
        ...stack(['Links', 'github.com/jr'], 40, 520),
      ],
      right: [
        ...stack(['Experience', 'Data Analyst', 'Built reports.'], 200, 706),
        ...stack(['Analyst', 'Cut costs.'], 200, 604),
        ...stack(['Intern', 'Filed data.'], 200, 512),
      ],
    };
    expect(rowBands(split)).toBeNull();
  });

  it('needs three rows on a first page, one on a page after a table of rows', () => {
    const split: Split = {
      left: stack(['Lavazza', '2014-02 - 2018-12', 'Pharmacy Technician'], 88, 700),
      right: stack(['Highlights', 'Ran the flu vaccination service.'], 330, 700),
    };
    expect(rowBands(split)).toBeNull();
    expect(rowBands(split, 1)).toHaveLength(1);
  });
});
