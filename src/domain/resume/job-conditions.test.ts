import { describe, expect, it } from 'vitest';
import { analyzeJob } from './analyze-job';
import { jobConditions } from './job-conditions';
import type { PostingSentence } from './job-sentences';

const asked = (...texts: string[]): PostingSentence[] =>
  texts.map((text) => ({ text, context: 'required', requirement: true, required: true }));
const labels = (...texts: string[]) => jobConditions(asked(...texts)).map((c) => c.label);

describe('jobConditions', () => {
  it('reads physical conditions under one label each', () => {
    expect(labels('Ability to stand for 8–10 hours, work in a hot environment, and lift 50 lbs')).toEqual([
      'Ability to lift 50 lbs',
      'Ability to stand for 8-10 hours',
      'Hot environment',
    ]);
    expect(labels('able to stand for a full shift and lift up to 40 lbs', 'must be 18 or older')).toEqual([
      'Ability to lift 40 lbs',
      'Ability to stand for a full shift',
      'Age 18 or older',
    ]);
    expect(labels('the ability to lift and transfer up to 50 lbs with assistance')).toEqual([
      'Ability to lift 50 lbs',
    ]);
    expect(labels('You must be able to lift 50 lbs and walk 8+ miles per shift')).toEqual([
      'Ability to lift 50 lbs',
      'Walk 8+ miles per shift',
    ]);
  });

  it('reads travel, the right to work, driving and a home workspace', () => {
    expect(
      labels(
        'You must be comfortable travelling to job sites (about 20% travel)',
        'Must be authorized to work in the US without sponsorship',
        'A safe driving record and auto insurance',
        'A quiet, private workspace and a reliable high-speed internet connection',
      ),
    ).toEqual([
      'Willingness to travel',
      'US work authorization',
      'Safe driving record',
      'Auto insurance',
      'Quiet private workspace',
      'High-speed internet',
    ]);
  });

  it('keeps the sentence, marks each a condition, and reads nothing from other sentences', () => {
    const [lift] = jobConditions(asked('Lift 25 kg boxes'));
    expect(lift).toEqual({
      label: 'Ability to lift 25 kg',
      kind: 'condition',
      required: true,
      line: 'Lift 25 kg boxes',
    });
    expect(labels('Build Tableau dashboards', 'Travel insurance is a benefit we value')).toEqual([]);
  });

  it('names each condition once in a reading, never scored (the vocabulary marks them conditions too)', () => {
    const job = analyzeJob(`SOC Analyst
Requirements
- Must be authorized to work in the US without sponsorship
- Willing to travel up to 10%
- Able to work rotating shifts and pass a background check`);
    const conditions = job.requirements.filter((r) => r.kind === 'condition').map((r) => r.label);
    expect(conditions.sort()).toEqual([
      'Background check',
      'Shift work',
      'US work authorization',
      'Willingness to travel',
    ]);
    expect(job.requirements.map((r) => r.label)).not.toContain('Work authorization');
  });
});
