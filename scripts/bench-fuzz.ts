/**
 * `npm run bench -- fuzz`: issue 38's property run at full size. 10,000 generated and mutated
 * resumes with generated job descriptions (tests/fuzz/resume-arbitrary.ts, fixed seed) through
 * reading, parsing and offline tailoring; prints how many threw (target 0), how many the engine
 * refused with its own message, and the time per input, judged on the slowest (target 200 ms).
 * The first inputs load jsdom and compile the engine (about 2 s, once per process, as a Cloud
 * Function's cold start); they run untimed as a warm-up from another seed, and the note says
 * what the very first one took.
 */
import fc from 'fast-check';
import { fuzzOne } from '../tests/fuzz/fuzz-one';
import { jobText, resumeText } from '../tests/fuzz/resume-arbitrary';
import type { Figure } from './bench-support';

const INPUTS = 10_000;
const WARM_UP = 20;
const now = new Date('2026-06-15T12:00:00Z');

/**
 * Each input is its own task, as each request is on a server: jsdom holds what it parsed
 * through WeakRefs, which are only let go once the running task ends, so one task running all
 * 10,000 would keep every document (about 3.5 MB a tailoring) and run out of memory.
 */
async function ownTask(resume: string, job: string) {
  await new Promise((resolve) => setImmediate(resolve));
  return fuzzOne(resume, job, now);
}

export async function fuzzFigures(figures: Figure[], inputs = INPUTS): Promise<void> {
  const pairs = fc.sample(fc.tuple(resumeText, jobText), { numRuns: inputs, seed: 38 });
  const warmUp = fc.sample(fc.tuple(resumeText, jobText), { numRuns: WARM_UP, seed: 3800 });
  let coldMs = 0;
  for (const [i, [resume, job]] of warmUp.entries()) {
    const { ms } = await ownTask(resume, job);
    if (i === 0) coldMs = ms;
  }
  const times: number[] = [];
  let refused = 0;
  const errors: string[] = [];
  for (const [resume, job] of pairs) {
    const outcome = await ownTask(resume, job);
    times.push(outcome.ms);
    if (outcome.refused) refused++;
    if (outcome.error) errors.push(outcome.error.split('\n')[0]!);
  }
  times.sort((a, b) => a - b);
  for (const e of [...new Set(errors)].slice(0, 5)) console.error(`bench fuzz: threw ${e}`);
  figures.push({
    name: `fuzz: ${inputs} inputs read, parsed and tailored (slowest)`,
    targetMs: 200,
    runs: inputs,
    medianMs: times[Math.floor(times.length / 2)]!,
    p95Ms: times[Math.ceil(0.95 * times.length) - 1]!,
    maxMs: times[times.length - 1]!,
    note: `${errors.length} threw (target 0), ${refused} refused with a message; first input cold ${Math.round(coldMs)} ms, untimed`,
  });
}
