import { describe, expect, it } from 'vitest';
import {
  joinAudience,
  TYPING_MS,
  TYPING_START,
  typedText,
  typingDelay,
  typingStep,
  type TypingState,
} from './typing';

const WORDS = ['ab', 'xyz'];

/** Every state from the start until `steps` steps later, as the text on screen. */
function run(steps: number) {
  const seen: string[] = [];
  let s: TypingState = TYPING_START;
  for (let i = 0; i < steps; i += 1) {
    s = typingStep(s, WORDS);
    seen.push(typedText(s, WORDS));
  }
  return seen;
}

describe('typing step', () => {
  it('types a word, erases it, then types the next, wrapping round', () => {
    expect(run(14)).toEqual(['a', 'ab', 'a', '', '', 'x', 'xy', 'xyz', 'xy', 'x', '', '', 'a', 'ab']);
  });

  it('holds a whole word, pauses on blank, and is quicker to erase than to type', () => {
    expect(typingDelay({ word: 0, chars: 2, deleting: false }, WORDS)).toBe(TYPING_MS.hold);
    expect(typingDelay({ word: 0, chars: 1, deleting: false }, WORDS)).toBe(TYPING_MS.type);
    expect(typingDelay({ word: 0, chars: 1, deleting: true }, WORDS)).toBe(TYPING_MS.erase);
    expect(typingDelay({ word: 0, chars: 0, deleting: true }, WORDS)).toBe(TYPING_MS.gap);
    expect(TYPING_MS.erase).toBeLessThan(TYPING_MS.type);
  });

  it('joins the audience into one sentence', () => {
    expect(joinAudience(['a', 'b', 'c'])).toBe('a, b and c');
    expect(joinAudience(['a'])).toBe('a');
  });
});
