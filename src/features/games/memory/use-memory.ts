import { useReducer } from 'react';
import { MEMORY_PAIRS } from '@/domain/games/content/memory-pairs';
import { buildDeck, initMemory, MEMORY_FLIP_BACK_MS, memoryReducer, memoryWon } from '@/domain/games/memory';
import type { MemoryPair, Random } from '@/domain/games/types';
import { useDelay } from '../hooks/use-delay';

/** Memory: 12 pairs, two cards at a time; a mismatch turns back after a short delay. */
export function useMemoryGame({
  random = Math.random,
  pairs = MEMORY_PAIRS,
}: { random?: Random; pairs?: MemoryPair[] } = {}) {
  const [state, dispatch] = useReducer(memoryReducer, undefined, () => initMemory(buildDeck(pairs, random)));
  useDelay(state.mismatch, MEMORY_FLIP_BACK_MS, () => dispatch({ type: 'hide' }));
  return {
    ...state,
    won: memoryWon(state),
    pairCount: state.cards.length / 2,
    flip: (index: number) => dispatch({ type: 'flip', index }),
    restart: () => dispatch({ type: 'restart', cards: buildDeck(pairs, random) }),
  };
}
