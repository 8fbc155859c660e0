import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { joinWrappedCells } from './07-grid-cells';
import { lineText } from './model';
import { place, shuffled } from './testing/place-text';
import type { TextItem } from './types';

const run = (items: TextItem[]) => joinWrappedCells(groupLines(cleanItems(shuffled(items)))).map(lineText);

/** A sidebar's skills two to a row (x 28 and 108): each cell's lines `leading` apart, rows `pitch`. */
function grid(rows: [string[], string[]][], leading: number, pitch: number): TextItem[] {
  const items: TextItem[] = [];
  let y = 700;
  for (const [left, right] of rows) {
    for (let k = 0; k < Math.max(left.length, right.length); k++) {
      if (left[k]) items.push(...place(left[k]!, 28, y - k * leading));
      if (right[k]) items.push(...place(right[k]!, 108, y - k * leading));
    }
    y -= (Math.max(left.length, right.length) - 1) * leading + pitch;
  }
  return items;
}

describe('joinWrappedCells', () => {
  it('joins a cell wrapped under itself when the rows are set further apart than its lines', () => {
    const texts = run(
      grid(
        [
          [['Tachograph', 'Compliance'], ['CDL Class A']],
          [
            ['Defensive', 'Driving'],
            ['Vehicle', 'Inspections'],
          ],
          [['ADR', 'Certification'], ['First Aid']],
        ],
        13,
        19,
      ),
    );
    expect(texts).toEqual([
      'Tachograph Compliance    CDL Class A',
      'Defensive Driving    Vehicle Inspections',
      'ADR Certification    First Aid',
    ]);
  });

  it('leaves a grid whose rows are all one leading apart, and an entry with dates', () => {
    const plain = grid(
      [
        [['Python'], ['SQL']],
        [['Java'], ['Go']],
        [['Docker'], ['Kafka']],
      ],
      13,
      13,
    );
    expect(run(plain)).toEqual(['Python    SQL', 'Java    Go', 'Docker    Kafka']);
    const entry = [
      ...place('University of Melbourne', 28, 700),
      ...place('2014 – 2018', 200, 700),
      ...place('Bachelor of Science', 28, 687),
      ...place('Monash University', 28, 668),
      ...place('2012 – 2014', 200, 668),
      ...place('Diploma of Nursing', 28, 655),
    ];
    expect(run(entry)).toEqual([
      'University of Melbourne    2014 – 2018',
      'Bachelor of Science',
      'Monash University    2012 – 2014',
      'Diploma of Nursing',
    ]);
  });

  it('reads each column of a table down on its own, its items a little further apart than its lines', () => {
    // A Word table: each column's items 13 apart, a wrapped item's lines 11.4; the two
    // columns flow apart, so a row holds one column's wrapped line beside the other's item.
    const column = (items: string[][], x: number): TextItem[] => {
      const out: TextItem[] = [];
      let y = 700;
      for (const lines of items) {
        for (const [k, text] of lines.entries()) out.push(...place(text, x, y - k * 11.4));
        y -= (lines.length - 1) * 11.4 + 13;
      }
      return out;
    };
    const texts = run([
      ...column(
        [['Housekeeping', 'Management'], ['Front Office', 'Management'], ['Channel Management'], ['Mews']],
        28,
      ),
      ...column(
        [['Customer Service'], ['Revenue', 'Management'], ['Team Leadership'], ['Guest Relations']],
        118,
      ),
    ]).join('    ');
    for (const item of [
      'Housekeeping Management',
      'Front Office Management',
      'Revenue Management',
      'Customer Service',
      'Team Leadership',
    ])
      expect(texts).toContain(item);
    expect(texts).not.toContain('Customer Service Revenue');
  });

  it('joins cells wrapped as often as not when only cells’ last words stand at the tighter gap', () => {
    // Four columns; a cell's lines 13.5 apart, rows 15.7: as many wrapped lines as new rows.
    const row = (cells: (string | null)[], y: number): TextItem[] =>
      cells.flatMap((c, k) => (c ? place(c, 28 + 100 * k, y) : []));
    const rows = (wrapped: boolean) =>
      run([
        ...row(['Budget', 'Event Marketing', 'Campaign', 'HubSpot'], 700),
        ...row(
          wrapped ? ['Management', null, 'Management', null] : ['Excel', 'SEO', 'Canva', 'Figma'],
          686.5,
        ),
        ...row(['Market Research', 'Copywriting', 'Social Media', 'Email Marketing'], 670.8),
        ...row(wrapped ? [null, null, 'Marketing', null] : ['Jira', 'Asana', 'Trello', 'Notion'], 657.3),
        ...row(['Google Ads', 'Meta Ads Manager', 'Semrush', 'Looker Studio'], 641.6),
      ]);
    expect(rows(true)).toEqual([
      'Budget Management    Event Marketing    Campaign Management    HubSpot',
      'Market Research    Copywriting    Social Media Marketing    Email Marketing',
      'Google Ads    Meta Ads Manager    Semrush    Looker Studio',
    ]);
    // Full rows at both gaps are rows set in groups: nothing wrapped.
    expect(rows(false)).toHaveLength(5);
  });

  it("leaves columns of items at one leading alone over the next section's heading", () => {
    // CSS columns of one skill a line, then a heading in larger bold type further down.
    const cells = grid(
      [
        [['Payroll'], ['BambooHR']],
        [['HRIS'], ['Recruitment']],
        [['Onboarding'], ['Benefits']],
        [['Workday'], ['Compliance']],
      ],
      13,
      13,
    );
    const heading = place('WORK HISTORY', 28, 700 - 3 * 13 - 24, { size: 12 }).map((i) => ({
      ...i,
      bold: true,
    }));
    expect(run([...cells, ...heading])).toEqual([
      'Payroll    BambooHR',
      'HRIS    Recruitment',
      'Onboarding    Benefits',
      'Workday    Compliance',
      'WORK HISTORY',
    ]);
  });
});
