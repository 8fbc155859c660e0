/**
 * The hero's typing effect as a pure step function: type a word letter by letter, hold it,
 * delete it, move on to the next word. Kept apart from React so the timing is testable.
 */
export interface TypingState {
  word: number;
  chars: number;
  deleting: boolean;
}

export const TYPING_MS = {
  type: 90,
  erase: 45,
  /** How long a whole word stays before it is erased. */
  hold: 1600,
  /** The blank pause before the next word starts. */
  gap: 400,
} as const;

export const TYPING_START: TypingState = { word: 0, chars: 0, deleting: false };

export function typingStep(s: TypingState, words: readonly string[]): TypingState {
  const length = words[s.word]?.length ?? 0;
  if (!s.deleting) {
    return s.chars < length ? { ...s, chars: s.chars + 1 } : { ...s, deleting: true, chars: s.chars - 1 };
  }
  if (s.chars > 0) return { ...s, chars: s.chars - 1 };
  return { word: (s.word + 1) % Math.max(words.length, 1), chars: 0, deleting: false };
}

/** How long state `s` stays on screen before the next step. */
export function typingDelay(s: TypingState, words: readonly string[]): number {
  const length = words[s.word]?.length ?? 0;
  if (!s.deleting) return s.chars === length ? TYPING_MS.hold : TYPING_MS.type;
  return s.chars === 0 ? TYPING_MS.gap : TYPING_MS.erase;
}

export const typedText = (s: TypingState, words: readonly string[]) =>
  (words[s.word] ?? '').slice(0, s.chars);

/** "a, b and c": the whole list in one sentence, for screen readers and reduced motion. */
export function joinAudience(words: readonly string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
