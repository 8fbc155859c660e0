import { describe, expect, it } from 'vitest';
import { joinWrappedLines } from './join-wrapped';

const join = (lines: [string, boolean][]) => {
  const input = lines.map(([text, bullet]) => ({ text, bullet }));
  return joinWrappedLines(input, lines.map(([t]) => t).join('\n')).map((l) => l.text);
};

describe('joinWrappedLines', () => {
  it('continues a sentence cut after a joining word, whatever case the next line starts with', () => {
    expect(
      join([
        ['Built the reporting pipeline for store managers using Python, dbt, and', true],
        ['Microsoft Power BI.', false],
        ['Acme Retail    2019 – 2021', false],
      ]),
    ).toEqual([
      'Built the reporting pipeline for store managers using Python, dbt, and Microsoft Power BI.',
      'Acme Retail    2019 – 2021',
    ]);
  });

  it('leaves a capitalised line after a finished sentence alone', () => {
    expect(
      join([
        ['Built the reporting pipeline for store managers in Python.', true],
        ['Microsoft', false],
      ]),
    ).toEqual(['Built the reporting pipeline for store managers in Python.', 'Microsoft']);
  });

  it('never joins a line of fields a wide gap apart', () => {
    expect(
      join([
        ['Moved the nightly loads of every store to the new warehouse', true],
        ['eVolt s.r.o.    Brno, Czech Republic', false],
      ]),
    ).toHaveLength(2);
  });
});
