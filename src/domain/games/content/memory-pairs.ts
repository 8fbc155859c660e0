import { z } from 'zod';
import type { MemoryPair } from '../types';
import memoryPairsJson from './memory-pairs.json';

/** memory-pairs.json, one entry a pair: a unique id, an abbreviation (`term`) and its meaning (`match`). */
const memoryPairsSchema = z.array(
  z.strictObject({
    id: z.string().min(1),
    term: z.string().min(1),
    match: z.string().min(1),
  }),
);

/** Memory pairs: a workplace abbreviation and what it stands for. */
export const MEMORY_PAIRS: MemoryPair[] = memoryPairsSchema.parse(memoryPairsJson);
