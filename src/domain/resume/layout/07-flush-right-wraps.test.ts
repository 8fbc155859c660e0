import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { joinFlushRightWraps } from './07-flush-right-wraps';
import { lineText, SEGMENT_JOIN } from './model';
import { place, textWidth } from './testing/place-text';
import type { TextItem } from './types';

const RIGHT = 553;
const grey = (text: string, x: number, y: number): TextItem[] =>
  place(text, x, y, { size: 8 }).map((item) => ({ ...item, font: 'Biolinum', color: '#999999' }));
const bold = (text: string, y: number): TextItem[] =>
  place(text, 244, y).map((item) => ({ ...item, font: 'Biolinum-Bold', bold: true }));
/** A field set flush right against the page's right edge. */
const flushRight = (text: string, y: number) => grey(text, RIGHT - textWidth(text, 8), y);
const read = (items: TextItem[]) => joinFlushRightWraps(groupLines(cleanItems(items))).map(lineText);

describe('joinFlushRightWraps (a flush-right field wrapped back to its paragraph’s edge)', () => {
  it('joins the wrapped words to the field when they would not have fitted beside it', () => {
    expect(
      read([
        ...bold('Talent Specialist', 700),
        ...flushRight('Visayas Cold Chain & Logistics Corporation, Davao', 700),
        ...grey('Metropolitan', 244, 688),
      ]),
    ).toEqual([
      ['Talent Specialist', 'Visayas Cold Chain & Logistics Corporation, Davao Metropolitan'].join(
        SEGMENT_JOIN,
      ),
    ]);
  });

  it('leaves a line that would have fitted, or is in another face, on its own', () => {
    const row = [...bold('HR Advisor', 700), ...flushRight('SM Supermalls, Cagayan de Oro', 700)];
    expect(read([...row, ...grey('Manila', 244, 688)])).toHaveLength(2);
    expect(read([...row, ...place('Led the engagement survey across sites.', 244, 688)])).toHaveLength(2);
    // A row of tags in one face: the next row's first tag starts where the row's first one does.
    const tags = [
      ...grey('Kitchen Management', 244, 700),
      ...grey('Sous Vide', 465, 700),
      ...flushRight('Banqueting', 700),
    ];
    expect(read([...tags, ...grey('Fine Dining', 244, 688)])).toHaveLength(2);
  });
});
