import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { splitAtColumnEdges } from './05-column-edge';
import { joinDateColumn } from './05-date-column';
import { lineText, SEGMENT_JOIN } from './model';
import { place, shuffled } from './testing/place-text';
import type { TextItem } from './types';

const read = (items: TextItem[]) => splitAtColumnEdges(groupLines(cleanItems(shuffled(items)))).map(lineText);

const SIDEBAR = [
  'SKILLS',
  'Formulary Management',
  'Clinical Pharmacy',
  'Pharmacovigilance',
  'Patient Counselling',
];

/** Main-column lines at x 40 (pdfTeX's word items), a long one ending 8 points short of x 400. */
function mainLine(text: string, y: number, long: boolean): TextItem[] {
  const words = place(text, 40, y, { mode: 'words' });
  const end = Math.max(...words.map((w) => w.x + w.width));
  return long ? words.map((w) => ({ ...w, x: w.x + 392 - end })) : words;
}

describe('splitAtColumnEdges', () => {
  it('cuts main-column lines that run into a sidebar an em beside them at the sidebar edge', () => {
    const main: [string, boolean][] = [
      ['Reviewed prescriptions', false],
      ['Counselled patients on new medicines and side effects', true],
      ['Ran the flu service', false],
      ['Managed the controlled drugs register for all wards', true],
      ['Cut errors by 5%', false],
    ];
    const items = [
      ...main.flatMap(([t, long], i) => mainLine(t, 700 - i * 12, long)),
      ...SIDEBAR.flatMap((t, i) => place(t, 400, 700 - i * 12, { mode: 'words' })),
    ];
    const languages = ['LANGUAGES', 'French: native', 'English: fluent'];
    const below = languages.flatMap((t, i) => place(t, 400, 630 - i * 12, { mode: 'words' }));
    expect(read([...items, ...below])).toEqual([
      ...main.map(([t], i) => `${t}${SEGMENT_JOIN}${SIDEBAR[i]}`),
      ...languages,
    ]);
  });

  it("finds the main column beside a date column whose dates step 5b moved to the rows' ends", () => {
    // A date whose text runs to about an em from the main column is one segment with the header.
    const wide = (date: string, y: number) => {
      const words = place(date, 63, y, { mode: 'words' });
      const end = Math.max(...words.map((w) => w.x + w.width));
      return words.map((w) => ({ ...w, x: w.x + 150 - end }));
    };
    const rows: [string, string][] = [
      ['2019-12–2021-11', 'Jaguar Land Rover. Senior Support Specialist.'],
      ['2017-09–2019-08', 'BAE Systems. Senior Support Specialist.'],
      ['2014-06–2017-07', 'University of Manchester. Bachelor of Arts.'],
      ['2012-08–2013-11', 'University of Leeds. Bachelor of Science.'],
    ];
    const items = [
      ...wide('2022-01–Present', 700),
      ...place('HSBC UK. Support Team Lead.', 160, 700, { mode: 'words' }),
      ...rows.flatMap(([date, header], i) => [
        ...place(date, 63, 670 - i * 30),
        ...place(header, 160, 670 - i * 30, { mode: 'words' }),
        ...place('Cardiff, Wales', 160, 656 - i * 30, { mode: 'words' }),
      ]),
    ];
    const lines = splitAtColumnEdges(joinDateColumn(groupLines(cleanItems(shuffled(items)))).lines);
    expect(lines.map(lineText)[0]).toBe(`2022-01–Present${SEGMENT_JOIN}HSBC UK. Support Team Lead.`);
  });

  it('leaves a one-column page alone', () => {
    const text = ['Managed a team of eight', 'Built the new site in React', 'Led the migration to AWS'];
    expect(read(text.flatMap((t, i) => place(t, 40, 700 - i * 12, { mode: 'words' })))).toEqual(text);
  });
});
