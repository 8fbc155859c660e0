import { describe, expect, it } from 'vitest';
import { analyzeJob } from './analyze-job';
import { canConfirm, CONFIRMED_HEADING, withConfirmations } from './confirm-requirement';
import { parseResume } from './parse-resume';
import { scoreMatch } from './score-match';
import type { JobRequirement } from './types';

const asOf = { asOf: { year: 2025, month: 1 } };
const resume = parseResume(`Jane Roe
jane@example.com

EXPERIENCE
Data Analyst — Acme Corp    Jan 2020 – Dec 2024
• Built Tableau dashboards and wrote SQL for the sales team

SKILLS
SQL, Tableau`);

const JOB = `Data Analyst
Requirements
- 3+ years of experience as an analyst
- SQL and Tableau
- Python for analysis
Nice to have
- dbt
- Fluent Spanish`;

const req = (label: string, kind: JobRequirement['kind'] = 'tool'): JobRequirement => ({
  label,
  kind,
  required: true,
  line: label,
});

describe('"I have this"', () => {
  it('adds a confirmed requirement as the person wrote it, and only that', () => {
    const next = withConfirmations(resume, [
      { requirement: req('Python'), evidence: 'Automated weekly reports with Python and pandas' },
      { requirement: req('Spanish', 'qualification'), evidence: '' },
      { requirement: req('CPA', 'qualification'), evidence: '' },
    ]);
    expect(next.skills).toEqual(['SQL', 'Tableau', 'Python', 'Spanish']);
    expect(next.certifications).toEqual(['CPA']);
    expect(next.other).toEqual([
      { heading: CONFIRMED_HEADING, lines: ['Automated weekly reports with Python and pandas'] },
    ]);
    // The resume it started from is untouched.
    expect(resume.skills).toEqual(['SQL', 'Tableau']);
    expect(resume.other).toEqual([]);
  });

  it('is not offered for years of experience, a degree or a condition of the job', () => {
    expect(canConfirm(req('Ability to lift 50 lbs', 'condition'))).toBe(false);
    expect(canConfirm(req('5+ years of experience', 'qualification'))).toBe(false);
    expect(canConfirm(req("Bachelor's degree", 'qualification'))).toBe(false);
    expect(canConfirm(req('Spanish', 'qualification'))).toBe(true);
    expect(withConfirmations(resume, [{ requirement: req('PhD', 'qualification'), evidence: 'x' }])).toBe(
      resume,
    );
  });

  it("raises the score only once confirmed, and backs the requirement with the person's line", () => {
    const job = analyzeJob(JOB);
    const before = scoreMatch(resume, job, asOf);
    const python = before.checks.find((c) => c.requirement.label === 'Python')!;
    expect(python.evidence).toBeNull();
    expect(python.requirement.required).toBe(true);
    expect(before.checks.find((c) => c.requirement.label === 'dbt')!.requirement.required).toBe(false);
    const after = scoreMatch(
      withConfirmations(resume, [
        { requirement: python.requirement, evidence: 'Automated reports in Python' },
      ]),
      job,
      asOf,
    );
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.keywordRate).toBeGreaterThan(before.keywordRate);
    expect(after.checks.find((c) => c.requirement.label === 'Python')!.evidence).not.toBeNull();
    expect(scoreMatch(withConfirmations(resume, []), job, asOf)).toEqual(before);
  });
});
