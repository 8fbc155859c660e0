import { sample } from './random';
import type { QuizQuestion, Random } from './types';

/** Job Quiz rules (docs/product-rules.md 11): 5 questions, feedback, auto-advance after 1.5 s. */
export const QUIZ_LENGTH = 5;
export const QUIZ_ADVANCE_MS = 1500;

export interface JobQuizState {
  questions: QuizQuestion[];
  index: number;
  /** The option picked for the current question; set while its feedback shows. */
  selected: number | null;
  score: number;
}

export type JobQuizAction =
  { type: 'answer'; option: number } | { type: 'advance' } | { type: 'restart'; questions: QuizQuestion[] };

export const drawQuiz = (pool: readonly QuizQuestion[], random: Random) => sample(pool, QUIZ_LENGTH, random);

export function initJobQuiz(questions: QuizQuestion[]): JobQuizState {
  return { questions, index: 0, selected: null, score: 0 };
}

export const quizOver = (s: JobQuizState) => s.index >= s.questions.length;

export function jobQuizReducer(state: JobQuizState, action: JobQuizAction): JobQuizState {
  switch (action.type) {
    case 'restart':
      return initJobQuiz(action.questions);
    case 'answer': {
      const question = state.questions[state.index];
      if (!question || state.selected !== null) return state;
      const right = action.option === question.correctAnswer;
      return { ...state, selected: action.option, score: state.score + (right ? 1 : 0) };
    }
    case 'advance':
      return state.selected === null ? state : { ...state, index: state.index + 1, selected: null };
  }
}
