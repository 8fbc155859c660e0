/**
 * One fuzz input through reading, parsing and offline tailoring, timed. A HandlerError or
 * AiError is the engine refusing an input with a message for the person (allowed); anything
 * else thrown is a defect and comes back as `error`.
 */
import { performance } from 'node:perf_hooks';
import { readResume } from '@/domain/resume/layout/read-resume';
import { AiError } from '../../functions/src/ai/ai-errors';
import { HandlerError } from '../../functions/src/handlers/ports';
import { tailorTexts } from '../../scripts/cli/tailor-output';

export interface FuzzOutcome {
  ms: number;
  refused: boolean;
  error?: string;
}

export async function fuzzOne(resume: string, job: string, now: Date): Promise<FuzzOutcome> {
  const start = performance.now();
  try {
    const text = readResume({ kind: 'txt', text: resume }).text;
    await tailorTexts(text, job, now);
    return { ms: performance.now() - start, refused: false };
  } catch (e) {
    const ms = performance.now() - start;
    if (e instanceof HandlerError || e instanceof AiError) return { ms, refused: true };
    return {
      ms,
      refused: false,
      error: e instanceof Error ? `${e.name}: ${e.message}\n${e.stack}` : String(e),
    };
  }
}
