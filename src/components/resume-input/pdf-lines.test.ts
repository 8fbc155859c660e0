import { describe, expect, it } from 'vitest';
import { visibleLength } from './pdf-lines';

describe('visibleLength', () => {
  it('counts characters that are not whitespace', () => {
    expect(visibleLength(' Jordan\tRivera\n\n SQL\u00a0 ')).toBe(15);
    expect(visibleLength(' \n\t ')).toBe(0);
  });
});
