import { shuffle } from './random';
import type { Random } from './types';

/** Interview Sim rules (docs/product-rules.md 11). */
export const INTERVIEW_SECONDS = 120;
export const INTERVIEW_MAX_SCORE = 100;
export const POINTS_PER_WORD = 2;

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** min(100, 2 per word). */
export function interviewScore(text: string): number {
  return Math.min(INTERVIEW_MAX_SCORE, POINTS_PER_WORD * countWords(text));
}

export interface InterviewState {
  /** Question indices in the order they are asked. */
  order: number[];
  index: number;
  secondsLeft: number;
  answer: string;
  timeUp: boolean;
  score: number | null;
}

export type InterviewAction =
  { type: 'tick' } | { type: 'type'; text: string } | { type: 'submit' } | { type: 'next' };

export function initInterview(questionCount: number, random: Random): InterviewState {
  const order = shuffle(
    Array.from({ length: questionCount }, (_, i) => i),
    random,
  );
  return { order, index: 0, secondsLeft: INTERVIEW_SECONDS, answer: '', timeUp: false, score: null };
}

export const interviewClockRuns = (s: InterviewState) => !s.timeUp && s.score === null;

export function interviewReducer(state: InterviewState, action: InterviewAction): InterviewState {
  switch (action.type) {
    case 'tick': {
      if (!interviewClockRuns(state)) return state;
      const secondsLeft = Math.max(0, state.secondsLeft - 1);
      return { ...state, secondsLeft, timeUp: secondsLeft === 0 };
    }
    case 'type':
      // The answer locks at time's up and once scored.
      return interviewClockRuns(state) ? { ...state, answer: action.text } : state;
    case 'submit':
      return state.score === null ? { ...state, score: interviewScore(state.answer) } : state;
    case 'next':
      return {
        ...state,
        index: (state.index + 1) % state.order.length,
        secondsLeft: INTERVIEW_SECONDS,
        answer: '',
        timeUp: false,
        score: null,
      };
  }
}
