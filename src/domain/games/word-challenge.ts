import { sample, shuffle } from './random';
import type { Random, WordItem } from './types';

/** Word Challenge rules (docs/product-rules.md 11). */
export const WORDS_PER_GAME = 10;
export const WORD_SECONDS = 30;

export interface WordRound {
  word: string;
  meaning: string;
  category: string;
  options: string[];
  correct: number;
}

export type WordResult = 'correct' | 'wrong' | 'timeout';

export interface WordChallengeState {
  rounds: WordRound[];
  index: number;
  secondsLeft: number;
  score: number;
  streak: number;
  bestStreak: number;
  /** The outcome of the word just played, shown while the next one is asked. */
  last: { word: string; meaning: string; result: WordResult } | null;
}

export type WordChallengeAction =
  { type: 'tick' } | { type: 'pick'; option: number } | { type: 'restart'; rounds: WordRound[] };

export function buildWordRounds(words: readonly WordItem[], random: Random): WordRound[] {
  return sample(words, WORDS_PER_GAME, random).map((w) => {
    const options = shuffle(w.options, random);
    return {
      word: w.word,
      meaning: w.meaning,
      category: w.category,
      options,
      correct: options.indexOf(w.meaning),
    };
  });
}

export function initWordChallenge(rounds: WordRound[]): WordChallengeState {
  return { rounds, index: 0, secondsLeft: WORD_SECONDS, score: 0, streak: 0, bestStreak: 0, last: null };
}

export const wordChallengeOver = (s: WordChallengeState) => s.index >= s.rounds.length;

function finishWord(state: WordChallengeState, result: WordResult): WordChallengeState {
  const round = state.rounds[state.index]!;
  const correct = result === 'correct';
  const streak = correct ? state.streak + 1 : 0;
  return {
    ...state,
    index: state.index + 1,
    secondsLeft: WORD_SECONDS,
    score: state.score + (correct ? 1 : 0),
    streak,
    bestStreak: Math.max(state.bestStreak, streak),
    last: { word: round.word, meaning: round.meaning, result },
  };
}

export function wordChallengeReducer(
  state: WordChallengeState,
  action: WordChallengeAction,
): WordChallengeState {
  if (action.type === 'restart') return initWordChallenge(action.rounds);
  if (wordChallengeOver(state)) return state;
  if (action.type === 'pick') {
    const round = state.rounds[state.index]!;
    return finishWord(state, action.option === round.correct ? 'correct' : 'wrong');
  }
  const secondsLeft = state.secondsLeft - 1;
  return secondsLeft <= 0 ? finishWord(state, 'timeout') : { ...state, secondsLeft };
}
