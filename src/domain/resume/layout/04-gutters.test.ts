import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { findGutters } from './04-gutters';
import { column, place } from './testing/place-text';
import type { TextItem } from './types';

const gutters = (items: TextItem[]) => findGutters(groupLines(cleanItems(items)));

describe('findGutters', () => {
  it('finds the empty band between a sidebar and the main column, despite a line across it', () => {
    const items = [
      ...place('A name written across both columns', 100, 760),
      ...column(['Skills', 'SQL', 'Python', 'Excel', 'Tableau'], 40, 700),
      ...column(
        ['Experience', 'Analyst at Acme since 2019', 'Built reports', 'Ran audits', 'Led reviews'],
        220,
        700,
      ),
    ];
    const found = gutters(items);
    expect(found).toHaveLength(1);
    expect(found[0]!.x).toBeGreaterThan(75); // right of "Tableau" (40..75)
    expect(found[0]!.x).toBeLessThan(220);
  });

  it('finds the band before a short sidebar that fewer than a quarter of the lines reach', () => {
    const main = Array.from({ length: 16 }, (_, i) => `Main column sentence ${i} of the experience`);
    const items = [...column(main, 40, 760), ...column(['Skills', 'SQL', 'Python'], 300, 760)];
    const found = gutters(items);
    // The main column ends at 40 + 44 chars * 5 = 260; the sidebar starts at 300.
    expect(found.some((g) => g.x > 260 && g.x < 300)).toBe(true);
  });

  it('finds none on a page of full-width text', () => {
    const lines = Array.from(
      { length: 8 },
      (_, i) => `Full width sentence number ${i} that runs across the page`,
    );
    expect(gutters(column(lines, 72, 700))).toEqual([]);
  });
});
