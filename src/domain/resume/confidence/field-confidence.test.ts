import { describe, expect, it } from 'vitest';
import { checkModel, fieldConfidence, shippedModel } from './field-confidence';
import { FEATURE_NAMES, fieldFeatures } from './field-features';

describe('field features', () => {
  it('describe any text with one value in [0, 1] per named feature', () => {
    for (const text of [
      '',
      'Senior Software Engineer',
      'ACME GMBH, Berlin',
      '2019 – 2021 | x@y.z (remote)',
    ]) {
      const x = fieldFeatures('title', text);
      expect(x).toHaveLength(FEATURE_NAMES.length);
      for (const v of x) expect(v >= 0 && v <= 1).toBe(true);
    }
  });
});

describe('the shipped field-confidence model', () => {
  it('matches the features it is scored with', () => {
    expect(shippedModel().features).toEqual(FEATURE_NAMES);
  });

  it('refuses weights fitted on other features', () => {
    const model = shippedModel();
    expect(() => checkModel({ ...model, features: [...model.features].reverse() })).toThrow(/fit-confidence/);
  });

  it('trusts fields that read as what they are, and doubts a sentence read as one', () => {
    const sure = (field: Parameters<typeof fieldConfidence>[0], text: string) =>
      fieldConfidence(field, text) >= shippedModel().threshold;
    expect(sure('title', 'Senior Software Engineer')).toBe(true);
    expect(sure('company', 'Northwind Logistics Ltd')).toBe(true);
    expect(sure('school', 'University of Leeds')).toBe(true);
    expect(sure('degree', 'Bachelor of Science in Nursing')).toBe(true);
    const sentence = 'Reduced the monthly close from ten days to six by automating reconciliations.';
    for (const field of ['title', 'company', 'school', 'degree'] as const)
      expect(sure(field, sentence)).toBe(false);
  });
});
