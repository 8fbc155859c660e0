import { z } from 'zod';
import type { WordItem } from '../types';
import wordsJson from './words.json';

/** words.json, one entry a word: its meaning, four options with the meaning among them, and a category. */
const challengeWordsSchema = z.array(
  z
    .strictObject({
      word: z.string().min(1),
      meaning: z.string().min(1),
      options: z.array(z.string().min(1)).length(4),
      category: z.string().min(1),
    })
    .refine((w) => w.options.includes(w.meaning), { message: 'options must include the meaning' }),
);

/** Word Challenge vocabulary: terms job seekers meet in postings, offers and interviews. */
export const CHALLENGE_WORDS: WordItem[] = challengeWordsSchema.parse(wordsJson);
