import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { joinCentredCells } from './07-centred-cells';
import { lineText, SEGMENT_JOIN } from './model';
import { place } from './testing/place-text';
import type { TextItem } from './types';

const face = (font: string, bold: boolean) => (text: string, x: number, y: number) =>
  place(text, x, y).map((item) => ({ ...item, font, bold }));
const [bold, regular] = [face('Serif-Bold', true), face('Serif', false)];
const read = (items: TextItem[]) => joinCentredCells(groupLines(cleanItems(items))).map(lineText);
const bullet = regular('• Completed 54 domestic rewires on schedule with minimal disruption.', 100, 640);

describe('joinCentredCells (a cell wrapped beside the dates its row centres)', () => {
  it('reads the cell’s lines above and below the dates beside its middle line as one cell', () => {
    expect(
      read([
        ...bold('Lloyds Banking Group —', 200, 700),
        ...regular('05.2009 to 02.2011', 60, 686),
        ...bold('Birmingham, West', 200, 686),
        ...bold('Midlands', 200, 672),
        ...bullet,
      ]),
    ).toEqual([
      ['05.2009 to 02.2011', 'Lloyds Banking Group — Birmingham, West Midlands'].join(SEGMENT_JOIN),
      '• Completed 54 domestic rewires on schedule with minimal disruption.',
    ]);
  });

  it('reads a name its cell wrapped around the dates between its lines as one cell', () => {
    expect(
      read([
        ...bold('Mahindra & Mahindra', 100, 700),
        ...regular('04.2022 to Present', 380, 693),
        ...bold('Ltd. — Noida, Uttar Pradesh', 100, 686),
        ...bullet,
      ]),
    ).toEqual([
      ['Mahindra & Mahindra Ltd. — Noida, Uttar Pradesh', '04.2022 to Present'].join(SEGMENT_JOIN),
      '• Completed 54 domestic rewires on schedule with minimal disruption.',
    ]);
  });

  it('keeps two lines apart where the dates stand alone between them', () => {
    // A school over its field beside dates set between their baselines: two fields, not one cell.
    expect(
      read([
        ...regular('University of California', 200, 700),
        ...regular('August 2012 to May 2016', 420, 693),
        ...regular('Computer Science', 200, 686),
      ]),
    ).toHaveLength(3);
  });

  it('keeps two fields apart where the dates stand beside the first or the last of them', () => {
    const first = read([
      ...regular('2019 – 2021', 60, 700),
      ...bold('Software Engineer', 200, 700),
      ...bold('Acme Corp', 200, 686),
      ...bullet,
    ]);
    expect(first).toHaveLength(3);
    const last = read([
      ...bold('Acme Corp', 200, 700),
      ...regular('2019 – 2021', 60, 686),
      ...bold('Software Engineer', 200, 686),
      ...bullet,
    ]);
    expect(last).toHaveLength(3);
  });

  it('leaves a line under another dated row’s cell to that cell', () => {
    const lines = read([
      ...regular('Bachelor of Arts in Economics, Universidad Autónoma Metropolitana,', 100, 700),
      ...regular('2000-09 - 2003-12', 460, 700),
      ...regular('Guadalajara', 100, 686),
      ...regular('Bachelor of Commerce in Finance, Universidad Autónoma de Nuevo León,', 100, 672),
      ...regular('1995-12 - 1999-12', 460, 672),
      ...regular('León', 100, 658),
    ]);
    expect(lines).toHaveLength(4);
  });

  it('takes no line in another face, no bullet and no heading into the cell', () => {
    const lines = read([
      ...regular('Lloyds Banking Group —', 200, 700),
      ...regular('05.2009 to 02.2011', 60, 686),
      ...bold('Birmingham, West', 200, 686),
      ...bold('Experience', 200, 672),
    ]);
    expect(lines).toHaveLength(3);
  });
});
