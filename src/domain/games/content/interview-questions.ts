import { z } from 'zod';
import type { InterviewQuestion } from '../types';
import interviewQuestionsJson from './interview-questions.json';

/** interview-questions.json, one entry a question: a unique id, its text, its category and coaching tips. */
const interviewQuestionsSchema = z.array(
  z.strictObject({
    id: z.string().min(1),
    text: z.string().min(1),
    category: z.string().min(1),
    tips: z.array(z.string().min(1)).min(1),
  }),
);

/** Practice questions for the Interview Sim: common in real interviews, with coaching tips. */
export const INTERVIEW_QUESTIONS: InterviewQuestion[] =
  interviewQuestionsSchema.parse(interviewQuestionsJson);
