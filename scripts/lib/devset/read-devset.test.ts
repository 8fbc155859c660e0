import { describe, expect, it } from 'vitest';
import { withoutRunningLines } from './read-devset';

describe('withoutRunningLines', () => {
  it('drops a header or footer repeated at the edge of two or more pages, page numbers aside', () => {
    const text = [
      'Maciej Hałas\nSummary\nBuilt things.\nMaciej Hałas ∙ Curriculum Vitae 1',
      'Experience\nMaciej Hałas ∙ Curriculum Vitae 1 of a kind\nShipped it.\nMaciej Hałas ∙ Curriculum Vitae 2',
      '',
    ].join('\f');
    expect(withoutRunningLines(text)).toBe(
      [
        'Maciej Hałas\nSummary\nBuilt things.',
        'Experience\nMaciej Hałas ∙ Curriculum Vitae 1 of a kind\nShipped it.',
        '',
      ].join('\f'),
    );
  });

  it('keeps a line found on one page only, a repeated body line and bare page numbers', () => {
    const text = 'Name\nA\nPython\nB\nC\n1\fD\nE\nPython\nF\nG\n2';
    expect(withoutRunningLines(text)).toBe(text);
  });
});
