import { shuffle } from './random';
import type { MemoryPair, Random } from './types';

/** Memory rules (docs/product-rules.md 11): 12 pairs, two cards at a time. */
export const MEMORY_PAIR_COUNT = 12;
export const MEMORY_FLIP_BACK_MS = 1000;

export interface MemoryCard {
  key: string;
  pairId: string;
  text: string;
}

export interface MemoryState {
  cards: MemoryCard[];
  /** Indices of face-up cards not yet matched (at most two). */
  open: number[];
  matched: string[];
  moves: number;
  /** Two different cards are showing and wait to be turned back. */
  mismatch: boolean;
}

export type MemoryAction =
  { type: 'flip'; index: number } | { type: 'hide' } | { type: 'restart'; cards: MemoryCard[] };

export function buildDeck(pairs: readonly MemoryPair[], random: Random): MemoryCard[] {
  const cards = pairs.slice(0, MEMORY_PAIR_COUNT).flatMap((p) => [
    { key: `${p.id}-term`, pairId: p.id, text: p.term },
    { key: `${p.id}-match`, pairId: p.id, text: p.match },
  ]);
  return shuffle(cards, random);
}

export function initMemory(cards: MemoryCard[]): MemoryState {
  return { cards, open: [], matched: [], moves: 0, mismatch: false };
}

export const memoryWon = (s: MemoryState) => s.cards.length > 0 && s.matched.length * 2 === s.cards.length;

export function memoryReducer(state: MemoryState, action: MemoryAction): MemoryState {
  switch (action.type) {
    case 'restart':
      return initMemory(action.cards);
    case 'hide':
      return { ...state, open: [], mismatch: false };
    case 'flip': {
      const card = state.cards[action.index];
      if (
        !card ||
        state.mismatch ||
        state.open.includes(action.index) ||
        state.matched.includes(card.pairId)
      ) {
        return state;
      }
      if (state.open.length === 0) return { ...state, open: [action.index] };
      const first = state.cards[state.open[0]!]!;
      const moves = state.moves + 1;
      if (first.pairId === card.pairId) {
        return { ...state, open: [], matched: [...state.matched, card.pairId], moves };
      }
      return { ...state, open: [state.open[0]!, action.index], moves, mismatch: true };
    }
  }
}
