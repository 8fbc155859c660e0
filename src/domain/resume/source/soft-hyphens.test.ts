import { describe, expect, it } from 'vitest';
import type { TextItem } from '../layout/types';
import { restoreSoftHyphens } from './soft-hyphens';

const item = (str: string): TextItem => ({ str, x: 0, y: 0, width: 100, height: 10 });
const SHY = '\u00ad';

describe('restoreSoftHyphens', () => {
  it('puts back the hyphens pdf.js dropped, placed by the letters around them', () => {
    // The text layer as pdf.js hands it over, and the glyph runs the page draws (no spaces).
    const items = [
      item('Engineered a highimpact ASP.NET utility that automated CSVtoDB updates'),
      item('Dec. 2021 Mar. 2026'),
      item('in a highstakes, regu'),
      item('lated environment.'),
    ];
    const runs = [
      `Engineeredahigh${SHY}impactASP.NETutility`,
      `thatautomatedCSV${SHY}to${SHY}DBupdates`,
      `Dec.2021${SHY}Mar.2026`,
      `inahigh${SHY}stakes,regu${SHY}`,
      'latedenvironment.',
    ];
    expect(restoreSoftHyphens(items, runs)).toBe(6);
    expect(items.map((i) => i.str)).toEqual([
      'Engineered a high-impact ASP.NET utility that automated CSV-to-DB updates',
      // Between two words the hyphen is a dash with a space either side.
      'Dec. 2021 - Mar. 2026',
      'in a high-stakes, regu-',
      'lated environment.',
    ]);
  });

  it('places a repeated word by its own surroundings, in order', () => {
    const items = [item('highstakes care'), item('highstakes work')];
    expect(restoreSoftHyphens(items, [`high${SHY}stakeswork`])).toBe(1);
    expect(items.map((i) => i.str)).toEqual(['highstakes care', 'high-stakes work']);
  });

  it('changes nothing when the page draws no soft hyphen or its letters are not in the text', () => {
    const items = [item('SOCcompliant systems')];
    expect(restoreSoftHyphens(items, ['SOCcompliantsystems'])).toBe(0);
    expect(restoreSoftHyphens(items, [`Other${SHY}thing`])).toBe(0);
    // A hyphen at the very edge of the page's glyphs has nothing to anchor it.
    expect(restoreSoftHyphens(items, [`${SHY}SOCcompliantsystems`])).toBe(0);
    expect(items[0]!.str).toBe('SOCcompliant systems');
  });
});
