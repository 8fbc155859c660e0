/**
 * The term index (src/domain/resume/normalize.ts) against the plain definition it stands for:
 * a line's every run of up to MAX_GRAM words is in it, and nothing else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexLines, MAX_GRAM } from '@/domain/resume/normalize';

describe('indexLines', () => {
  it('holds exactly the n-grams of each line, however the words branch', () => {
    // Few words, so paths share prefixes and part at every depth.
    const line = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 9 });
    const gram = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: MAX_GRAM + 1 });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.array(gram, { maxLength: 40 }), (lines, asked) => {
        const grams = new Set<string>();
        for (const words of lines)
          for (let i = 0; i < words.length; i++)
            for (let n = 1; n <= MAX_GRAM && i + n <= words.length; n++)
              grams.add(words.slice(i, i + n).join(' '));
        const index = indexLines(lines.map((words) => ({ plain: words, cased: words })));
        for (const key of [...grams, ...asked.map((g) => g.join(' '))]) {
          expect(index.has(key), key).toBe(grams.has(key));
          expect(index.hasCased(key), key).toBe(grams.has(key));
        }
      }),
      { numRuns: 300, seed: 38 },
    );
  });
});
