import { useReducer } from 'react';
import { INTERVIEW_QUESTIONS } from '@/domain/games/content/interview-questions';
import { initInterview, interviewClockRuns, interviewReducer } from '@/domain/games/interview';
import type { InterviewQuestion, Random } from '@/domain/games/types';
import { useTicker } from '../hooks/use-ticker';

/** Interview Sim: 120 s per question, the answer locks at 0, score min(100, 2 per word). */
export function useInterviewSim({
  random = Math.random,
  questions = INTERVIEW_QUESTIONS,
}: { random?: Random; questions?: InterviewQuestion[] } = {}) {
  const [state, dispatch] = useReducer(interviewReducer, undefined, () =>
    initInterview(questions.length, random),
  );
  useTicker(dispatch, interviewClockRuns(state), state.index);
  return {
    ...state,
    question: questions[state.order[state.index]!]!,
    locked: !interviewClockRuns(state),
    setAnswer: (text: string) => dispatch({ type: 'type', text }),
    submit: () => dispatch({ type: 'submit' }),
    next: () => dispatch({ type: 'next' }),
  };
}
