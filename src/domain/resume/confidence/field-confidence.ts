/**
 * How sure the reader is of a field it read: a logistic model over the features of
 * field-features.ts (a job title, an employer, a school or a degree, and the kind it was read
 * as), with the weights `npm run fit-confidence` wrote to field-confidence.json. The review
 * step marks a field whose score is under the JSON's threshold (review-hints.ts);
 * docs/architecture.md section 4.7 says how it was fitted and what it does on families it
 * never saw.
 */
import { z } from 'zod';
import fitted from './field-confidence.json';
import { FEATURE_NAMES, fieldFeatures, type ScoredField } from './field-features';

const modelSchema = z.object({
  fittedBy: z.string(),
  fittedOn: z.array(z.string()),
  features: z.array(z.string()),
  weights: z.array(z.number()),
  /** Under this score a field is marked for review. */
  threshold: z.number().min(0).max(1),
});

export type FieldConfidenceModel = z.infer<typeof modelSchema>;

export function checkModel(model: unknown): FieldConfidenceModel {
  const m = modelSchema.parse(model);
  if (m.features.join('|') !== FEATURE_NAMES.join('|') || m.weights.length !== m.features.length)
    throw new Error('field-confidence.json was fitted on other features: run npm run fit-confidence');
  return m;
}

let shipped: FieldConfidenceModel | undefined;

/** The model field-confidence.json holds, checked on first use (the fit script passes its own). */
export const shippedModel = (): FieldConfidenceModel => (shipped ??= checkModel(fitted));

/** The probability, by the fitted model, that `text` read as a `field` is right. */
export function fieldConfidence(
  field: ScoredField,
  text: string,
  model: FieldConfidenceModel = shippedModel(),
): number {
  const z = fieldFeatures(field, text).reduce((sum, v, i) => sum + v * model.weights[i]!, 0);
  return 1 / (1 + Math.exp(-z));
}
