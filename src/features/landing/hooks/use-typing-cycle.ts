import { useEffect, useState } from 'react';
import { TYPING_START, typedText, typingDelay, typingStep, type TypingState } from '../lib/typing';

/** The text typed so far, advancing on its own while `enabled` (stopped for reduced motion). */
export function useTypingCycle(words: readonly string[], enabled: boolean): string {
  const [state, setState] = useState<TypingState>(TYPING_START);

  useEffect(() => {
    if (!enabled || words.length === 0) return;
    const t = setTimeout(() => setState((s) => typingStep(s, words)), typingDelay(state, words));
    return () => clearTimeout(t);
  }, [enabled, state, words]);

  return typedText(state, words);
}
