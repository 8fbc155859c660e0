import { z } from 'zod';
import type { QuizQuestion } from '../types';
import quizQuestionsJson from './quiz-questions.json';

/** quiz-questions.json, one entry a question: its options in order and the index of the right one. */
const quizQuestionsSchema = z.array(
  z
    .strictObject({
      question: z.string().min(1),
      options: z.array(z.string().min(1)).min(2),
      correctAnswer: z.int().nonnegative(),
    })
    .refine((q) => q.correctAnswer < q.options.length, {
      message: 'correctAnswer must index one of the options',
    }),
);

/** Job Quiz pool; each game draws 5. Options keep their order, so correctAnswer stays valid. */
export const QUIZ_QUESTIONS: QuizQuestion[] = quizQuestionsSchema.parse(quizQuestionsJson);
