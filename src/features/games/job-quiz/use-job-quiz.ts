import { useReducer } from 'react';
import { QUIZ_QUESTIONS } from '@/domain/games/content/quiz-questions';
import { drawQuiz, initJobQuiz, jobQuizReducer, QUIZ_ADVANCE_MS, quizOver } from '@/domain/games/job-quiz';
import type { QuizQuestion, Random } from '@/domain/games/types';
import { useDelay } from '../hooks/use-delay';

/** Job Quiz: 5 questions drawn from the pool; feedback, then the next question after 1.5 s. */
export function useJobQuiz({
  random = Math.random,
  pool = QUIZ_QUESTIONS,
}: { random?: Random; pool?: QuizQuestion[] } = {}) {
  const [state, dispatch] = useReducer(jobQuizReducer, undefined, () => initJobQuiz(drawQuiz(pool, random)));
  useDelay(state.selected !== null, QUIZ_ADVANCE_MS, () => dispatch({ type: 'advance' }));
  return {
    ...state,
    over: quizOver(state),
    question: state.questions[state.index],
    answer: (option: number) => dispatch({ type: 'answer', option }),
    restart: () => dispatch({ type: 'restart', questions: drawQuiz(pool, random) }),
  };
}
