import { useReducer } from 'react';
import { CHALLENGE_WORDS } from '@/domain/games/content/words';
import type { Random, WordItem } from '@/domain/games/types';
import {
  buildWordRounds,
  initWordChallenge,
  wordChallengeOver,
  wordChallengeReducer,
} from '@/domain/games/word-challenge';
import { useTicker } from '../hooks/use-ticker';

/** Word Challenge: 10 words, 30 s each; a wrong pick or a time-out resets the streak. */
export function useWordChallenge({
  random = Math.random,
  words = CHALLENGE_WORDS,
}: { random?: Random; words?: WordItem[] } = {}) {
  const [state, dispatch] = useReducer(wordChallengeReducer, undefined, () =>
    initWordChallenge(buildWordRounds(words, random)),
  );
  const over = wordChallengeOver(state);
  useTicker(dispatch, !over, state.index);
  return {
    ...state,
    over,
    round: state.rounds[state.index],
    pick: (option: number) => dispatch({ type: 'pick', option }),
    restart: () => dispatch({ type: 'restart', rounds: buildWordRounds(words, random) }),
  };
}
