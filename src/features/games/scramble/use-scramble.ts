import { useReducer } from 'react';
import { SCRAMBLE_WORDS } from '@/domain/games/content/scramble-words';
import {
  buildScrambleQueue,
  currentScramble,
  initScramble,
  scrambleOver,
  scrambleReducer,
} from '@/domain/games/scramble';
import type { Random, ScrambleWord } from '@/domain/games/types';
import { useTicker } from '../hooks/use-ticker';

/** Scramble: a 30 s round; each correct guess scores and brings the next word. */
export function useScramble({
  random = Math.random,
  words = SCRAMBLE_WORDS,
}: { random?: Random; words?: ScrambleWord[] } = {}) {
  const [state, dispatch] = useReducer(scrambleReducer, undefined, () =>
    initScramble(buildScrambleQueue(words, random)),
  );
  const over = scrambleOver(state);
  useTicker(dispatch, !over);
  return {
    ...state,
    over,
    current: currentScramble(state),
    setGuess: (text: string) => dispatch({ type: 'guess', text }),
    submit: () => dispatch({ type: 'submit' }),
    skip: () => dispatch({ type: 'skip' }),
    restart: () => dispatch({ type: 'restart', queue: buildScrambleQueue(words, random) }),
  };
}
