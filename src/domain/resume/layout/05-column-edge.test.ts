import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { splitAtColumnEdges } from './05-column-edge';
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

  it('leaves a one-column page alone', () => {
    const text = ['Managed a team of eight', 'Built the new site in React', 'Led the migration to AWS'];
    expect(read(text.flatMap((t, i) => place(t, 40, 700 - i * 12, { mode: 'words' })))).toEqual(text);
  });
});
