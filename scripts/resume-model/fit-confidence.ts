/**
 * `npm run fit-confidence`: fits the reader's field-confidence model (src/domain/resume/
 * confidence) and writes its weights to field-confidence.json.
 *
 * 1. Every document of the generated corpus (scripts/resume-corpus) is read as the product reads
 *    it; each title, employer, school and degree read becomes a sample, right or wrong.
 * 2. The model written to the JSON is fitted on the families the reader is tuned on
 *    (`TUNED_ON`, scripts/resume-corpus/families), so the held-out families stay held out for
 *    the model too, and the reader may use it in its decisions.
 * 3. Every family is scored by a model fitted without it: a tuned family by one fitted on the
 *    other tuned families (leave one family out), a held-out family by the shipped model. The
 *    table says, of the fields read wrong, how many the model marks (caught), and of the fields
 *    read right, how many it marks all the same (false alarms). The development set of real
 *    resumes (../shared/resumes) is scored by the shipped model, never fitted on.
 * Logistic regression (ml-logistic-regression), one model for the four kinds of field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import LogisticRegression from 'ml-logistic-regression';
import { Matrix } from 'ml-matrix';
import * as prettier from 'prettier';
import {
  checkModel,
  fieldConfidence,
  type FieldConfidenceModel,
} from '@/domain/resume/confidence/field-confidence';
import { FEATURE_NAMES, fieldFeatures } from '@/domain/resume/confidence/field-features';
import { readResume } from '@/domain/resume/layout/read-resume';
import { loadDevset, readDevsetFile } from '../lib/devset/read-devset';
import { readResumeFileNode } from '../lib/read-resume-node';
import { TUNED_ON } from '../resume-corpus/families';
import { loadGenerated } from '../resume-corpus/read-generated';
import { fieldSamples, type FieldSample } from './field-samples';

const OUT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/domain/resume/confidence/field-confidence.json',
);
/** The share of fields read right that may be marked (see `pickThreshold`). */
const FALSE_ALARMS = 0.02;
const STEPS = 1500;

async function corpusSamples(): Promise<FieldSample[]> {
  const corpus = loadGenerated('full');
  if (!corpus.families.length) throw new Error('no generated corpus: run `npm run corpus`');
  console.error(`fit-confidence: reading the ${corpus.source} corpus`);
  const samples: FieldSample[] = [];
  for (const f of corpus.families)
    for (const d of f.documents) {
      const source = await readResumeFileNode(new Uint8Array(fs.readFileSync(d.path)));
      samples.push(...fieldSamples(f.family, readResume(source).resume, d.expected));
    }
  return samples;
}

async function devsetSamples(): Promise<FieldSample[]> {
  const samples: FieldSample[] = [];
  for (const entry of loadDevset())
    samples.push(...fieldSamples('devset', readResume(await readDevsetFile(entry)).resume, entry));
  return samples;
}

/**
 * One logistic model over every kind of field (the kind is a feature; no separate intercept).
 * Its threshold is a placeholder until `pickThreshold` sets the shipped one.
 */
function fit(samples: FieldSample[], fittedOn: string[]): FieldConfidenceModel {
  const X = new Matrix(samples.map((s) => fieldFeatures(s.field, s.text)));
  const Y = Matrix.columnVector(samples.map((s) => (s.right ? 1 : 0)));
  // The library's gradient is a sum over samples: the rate is scaled to their number.
  const lr = new LogisticRegression({ numSteps: STEPS, learningRate: 4 / Math.max(1, samples.length) });
  lr.train(X, Y);
  // One-vs-all: classifier 0 is trained to say "not class 0", that is "right".
  const weights = lr.classifiers[0]!.weights.to1DArray().map((v) => Math.round(v * 1e4) / 1e4);
  return checkModel({
    fittedBy: 'npm run fit-confidence',
    fittedOn,
    features: FEATURE_NAMES,
    weights,
    threshold: 0.5,
  });
}

interface Scored {
  sample: FieldSample;
  score: number;
}

const scoreAll = (model: FieldConfidenceModel, samples: FieldSample[]): Scored[] =>
  samples.map((sample) => ({ sample, score: fieldConfidence(sample.field, sample.text, model) }));

/**
 * The threshold: the highest that marks at most FALSE_ALARMS of the fields read right, on the
 * tuned families each scored by a model fitted without it. A mark on a right field costs the
 * person a look; most fields of a real resume are read right.
 */
function pickThreshold(scored: Scored[]): number {
  const right = scored
    .filter((s) => s.sample.right)
    .map((s) => s.score)
    .sort((a, b) => a - b);
  return Math.round(1e4 * (right[Math.floor(FALSE_ALARMS * right.length)] ?? 0.5)) / 1e4;
}

interface Marks {
  fields: number;
  wrong: number;
  marked: number;
  caught: number;
}

function marks(scored: Scored[], threshold: number): Marks {
  const m = { fields: scored.length, wrong: 0, marked: 0, caught: 0 };
  for (const { sample, score } of scored) {
    const flagged = score < threshold;
    if (!sample.right) m.wrong++;
    if (flagged) m.marked++;
    if (flagged && !sample.right) m.caught++;
  }
  return m;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '-');
const HEAD = ['fields', 'wrong', 'marked', 'caught', 'false alarms'];
const cells = (m: Marks) => [
  String(m.fields),
  String(m.wrong),
  String(m.marked),
  pct(m.caught, m.wrong),
  pct(m.marked - m.caught, m.fields - m.wrong),
];
const row = (label: string, values: string[]) =>
  `${label.padEnd(26)}${values.map((v) => v.padStart(13)).join('')}`;

async function main() {
  const samples = await corpusSamples();
  const families = [...new Set(samples.map((s) => s.group))];
  const isTuned = (family: string) => TUNED_ON.includes(family);
  const tunedSamples = samples.filter((s) => isTuned(s.group));
  const shipped = fit(tunedSamples, [...TUNED_ON]);
  // Each family's fields scored by a model that never saw the family.
  const scored = new Map(
    families.map((family) => {
      const mine = samples.filter((s) => s.group === family);
      const others = TUNED_ON.filter((f) => f !== family);
      const model = isTuned(family)
        ? fit(
            tunedSamples.filter((s) => s.group !== family),
            others,
          )
        : shipped;
      return [family, scoreAll(model, mine)];
    }),
  );
  const threshold = pickThreshold(families.filter(isTuned).flatMap((f) => scored.get(f)!));
  const model = { ...shipped, threshold };
  console.log(`field confidence: fitted on ${TUNED_ON.join(', ')}; mark under ${threshold}`);
  console.log('each family scored by a model fitted without it (tuned: leave one family out)');
  console.log(row('family', HEAD));
  for (const family of families)
    console.log(
      row(isTuned(family) ? `${family} (tuned)` : family, cells(marks(scored.get(family)!, threshold))),
    );
  const pooled = (tuned: boolean) =>
    families.filter((f) => isTuned(f) === tuned).flatMap((f) => scored.get(f)!);
  console.log(row('tuned, left out in turn', cells(marks(pooled(true), threshold))));
  console.log(row('held out', cells(marks(pooled(false), threshold))));
  console.log(row('devset (never fitted)', cells(marks(scoreAll(model, await devsetSamples()), threshold))));
  // Written as the repository's formatter writes JSON, so `npm run lint` passes on it.
  const options = await prettier.resolveConfig(OUT);
  fs.writeFileSync(OUT, await prettier.format(JSON.stringify(model), { ...options, filepath: OUT }));
  console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
}

await main();
