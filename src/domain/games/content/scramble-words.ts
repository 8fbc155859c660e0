import { z } from 'zod';
import type { ScrambleWord } from '../types';
import scrambleWordsJson from './scramble-words.json';

/** scramble-words.json, one entry a word: the word in upper case and a hint to it. */
const scrambleWordsSchema = z.array(
  z.strictObject({
    word: z.string().regex(/^[A-Z]+$/),
    hint: z.string().min(1),
  }),
);

/** The 20 Scramble words (docs/product-rules.md 11), each with a hint. */
export const SCRAMBLE_WORDS: ScrambleWord[] = scrambleWordsSchema.parse(scrambleWordsJson);
