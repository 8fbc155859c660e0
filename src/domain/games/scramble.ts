import { scrambleWord, shuffle } from './random';
import type { Random, ScrambleWord } from './types';

/** Scramble rules (docs/product-rules.md 11): a 30 s round over a list of 20 words. */
export const SCRAMBLE_SECONDS = 30;

export interface ScrambleItem extends ScrambleWord {
  scrambled: string;
}

export type ScrambleFeedback = 'correct' | 'wrong' | 'skipped' | null;

export interface ScrambleState {
  queue: ScrambleItem[];
  index: number;
  secondsLeft: number;
  score: number;
  guess: string;
  feedback: ScrambleFeedback;
}

export type ScrambleAction =
  | { type: 'tick' }
  | { type: 'guess'; text: string }
  | { type: 'submit' }
  | { type: 'skip' }
  | { type: 'restart'; queue: ScrambleItem[] };

export function buildScrambleQueue(words: readonly ScrambleWord[], random: Random): ScrambleItem[] {
  return shuffle(words, random).map((w) => ({ ...w, scrambled: scrambleWord(w.word, random) }));
}

export function initScramble(queue: ScrambleItem[]): ScrambleState {
  return { queue, index: 0, secondsLeft: SCRAMBLE_SECONDS, score: 0, guess: '', feedback: null };
}

export const scrambleOver = (s: ScrambleState) => s.secondsLeft <= 0;

/** The word on screen; the list repeats if a player solves all 20 within the round. */
export const currentScramble = (s: ScrambleState) => s.queue[s.index % s.queue.length]!;

const normalize = (text: string) => text.trim().toUpperCase();

export function scrambleReducer(state: ScrambleState, action: ScrambleAction): ScrambleState {
  if (action.type === 'restart') return initScramble(action.queue);
  if (scrambleOver(state)) return state;
  switch (action.type) {
    case 'tick':
      return { ...state, secondsLeft: state.secondsLeft - 1 };
    case 'guess':
      return { ...state, guess: action.text };
    case 'skip':
      return { ...state, index: state.index + 1, guess: '', feedback: 'skipped' };
    case 'submit': {
      if (!state.guess.trim()) return state;
      if (normalize(state.guess) !== currentScramble(state).word) return { ...state, feedback: 'wrong' };
      return { ...state, index: state.index + 1, score: state.score + 1, guess: '', feedback: 'correct' };
    }
  }
}
