import { describe, expect, it } from 'vitest';
import type { ExpectedRequirement } from '../../../tests/job-postings/schema';
import { labelKey, scoreReading, totalScore } from './score-reading';

const req = (label: string, also?: string[], required = true): ExpectedRequirement => ({
  label,
  kind: 'tool',
  required,
  ...(also ? { also } : {}),
});
/** Names read as required. */
const names = (...labels: string[]) => labels.map((label) => ({ label, required: true }));

describe('scoreReading', () => {
  it('compares labels without case, punctuation or spacing, keeping C++ and C#', () => {
    expect(labelKey('Next.js  App-Router')).toBe('next js app router');
    expect(labelKey("Bachelor's degree")).toBe(labelKey('Bachelors degree'));
    expect(labelKey('C++')).not.toBe(labelKey('C#'));
    expect(labelKey('Product launches')).toBe(labelKey('Product launch'));
    expect(labelKey('Controls testing')).toBe(labelKey('Control testing'));
    expect(labelKey('Business analysis')).toBe('business analysis');
    expect(labelKey('AWS')).toBe('aws');
  });

  it('counts a requirement once however many of its names are given, and an unknown name as wrong', () => {
    const s = scoreReading(names('Kubernetes', 'K8s', 'Vital Signs'), [
      req('Kubernetes', ['K8s']),
      req('Go'),
    ]);
    expect(s.right).toEqual(['Kubernetes', 'K8s']);
    expect(s.wrong).toEqual(['Vital Signs']);
    expect(s.missed.map((r) => r.label)).toEqual(['Go']);
    expect(s.precision).toBeCloseTo(2 / 3);
    expect(s.recall).toBe(0.5);
  });

  it('micro-averages a set: every name and requirement weighs the same', () => {
    const a = scoreReading(names('A', 'B'), [req('A'), req('B')]);
    const b = scoreReading(names('X', 'C'), [req('C'), req('D'), req('E'), req('F')]);
    const t = totalScore([a, b]);
    expect(t.precision).toBe(3 / 4);
    expect(t.recall).toBe(3 / 6);
    expect([t.named, t.expected]).toEqual([4, 6]);
  });

  it('checks the required/preferred mark of each right name', () => {
    const s = scoreReading(
      [
        { label: 'Python', required: true },
        { label: 'dbt', required: true },
        { label: 'French', required: false },
      ],
      [req('Python'), req('dbt', [], false), req('French', [], false)],
    );
    expect(s.misMarked).toEqual(['dbt']);
    expect(totalScore([s]).marking).toBeCloseTo(2 / 3);
  });
});
