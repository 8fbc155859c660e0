import { describe, expect, it } from 'vitest';
import { analyzeJob } from './analyze-job';
import { experienceYears } from './experience-years';
import { dataAnalystJob, dataAnalystResume } from './fixtures/data-analyst';
import { parseResume } from './parse-resume';
import { scoreMatch } from './score-match';
import type { JobProfile } from './types';

const asOf = { year: 2025, month: 6 };

const resume = parseResume(`Kim Park
kim@example.com

EXPERIENCE
Data Analyst — Acme Corp    Jan 2021 – Dec 2023
• Built Tableau dashboards and wrote SQL

EDUCATION
B.S. in Statistics — Ohio State University    2016 – 2020

SKILLS
SQL, Tableau, Excel`);

const job = (requirementLines: string[], keywords = ['SQL', 'Tableau', 'Python']): JobProfile => ({
  title: 'Analyst',
  company: 'Globex',
  keywords,
  requirementLines,
  requirements: keywords.map((label) => ({ label, kind: 'tool', required: true, line: label })),
});

describe('scoreMatch', () => {
  it('reports matched and missing keywords with synonyms and stemming', () => {
    const s = scoreMatch(resume, job([], ['Tableau', 'SQL', 'Python', 'Dashboards']), { asOf });
    expect(s.matched).toEqual(['Tableau', 'SQL', 'Dashboards']);
    expect(s.missing).toEqual(['Python']);
    expect(s.score).toBeGreaterThan(0);
    expect(s.score).toBeLessThanOrEqual(100);
  });

  /** The posting's requirements as analyzeJob reads them, each with the sentence it came from. */
  const posting = (lines: string[]) =>
    analyzeJob(`Analyst at Globex\n\nRequirements:\n${lines.map((l) => `- ${l}`).join('\n')}`);

  it('flags "8+ years" against three years of dates, and passes "2+ years"', () => {
    expect(experienceYears(resume, { asOf })).toBe(3);
    const s = scoreMatch(resume, posting(['8+ years of experience with SQL', '2+ years of SQL experience']), {
      asOf,
    });
    expect(s.unbacked).toEqual(['8+ years of experience with SQL']);
  });

  it("flags a Master's degree requirement against a Bachelor's", () => {
    const s = scoreMatch(
      resume,
      posting(["Master's degree in Statistics or a related field", "Bachelor's degree required"]),
      { asOf },
    );
    expect(s.unbacked).toEqual(["Master's degree in Statistics or a related field"]);
  });

  it('flags a requirement none of whose keywords the resume has', () => {
    const s = scoreMatch(resume, posting(['Experience with Python and Spark', 'Strong SQL']), { asOf });
    expect(s.unbacked).toEqual(['Experience with Python and Spark']);
  });

  it('reads the unbacked sentences from the evidence checks: a line the person wrote, never a generated one', () => {
    const job = posting(['Experience with Python and Spark', 'Strong SQL']);
    // A tailored copy whose generated summary names Python: the person's own resume does not.
    const tailored = { ...resume, summary: 'Analyst skilled in Python and Spark.' };
    const s = scoreMatch(tailored, job, { asOf, evidenceFrom: resume });
    expect(s.checks.filter((c) => c.evidence === null).map((c) => c.requirement.label)).toEqual([
      'Python',
      'Spark',
    ]);
    expect(s.unbacked).toEqual(['Experience with Python and Spark']);
  });

  it('accepts four years of dated work for a degree where the posting accepts equivalent experience', () => {
    const noDegree = parseResume(`Lee Ortiz
lee@example.com

EXPERIENCE
Data Analyst — Acme Corp    Jan 2019 – Dec 2024
• Built Tableau dashboards and wrote SQL`);
    const job = posting(["Bachelor's degree in Computer Science or equivalent experience", 'SQL']);
    const s = scoreMatch(noDegree, job, { asOf });
    const degree = s.checks.find((c) => c.requirement.label === "Bachelor's degree")!;
    expect(degree).toMatchObject({
      evidence: '6 years of dated experience in place of the degree',
      derived: true,
    });
    expect(s.unbacked).toEqual([]);
    const strict = scoreMatch(noDegree, posting(["Bachelor's degree in Computer Science", 'SQL']), { asOf });
    expect(strict.unbacked).toEqual(["Bachelor's degree in Computer Science"]);
  });

  it('is deterministic and rises with more coverage', () => {
    const j = analyzeJob(dataAnalystJob);
    const r = parseResume(dataAnalystResume);
    expect(scoreMatch(r, j, { asOf })).toEqual(scoreMatch(r, j, { asOf }));
    expect(scoreMatch(r, j, { asOf }).score).toBeGreaterThan(scoreMatch(resume, j, { asOf }).score);
  });

  it('counts overlapping roles once and "Present" as the given month', () => {
    const r = parseResume(
      `A B\n\nEXPERIENCE\nEngineer — X Corp  Jan 2020 – Present\n• a b c d e f g h i j k\nEngineer — Y Corp  Jun 2020 – Dec 2020\n• a b c d e f g h i j k`,
    );
    expect(experienceYears(r, { asOf: { year: 2024, month: 12 } })).toBe(5);
    expect(experienceYears(r, { asOf: { year: 2023, month: 12 } })).toBe(4);
  });
});

describe('the explained score', () => {
  const posting = `Data Analyst
Requirements
- 2+ years of experience in analytics
- SQL and Tableau
- Python
- Bachelor's degree
Nice to have
- Looker`;

  it('backs each met requirement with the resume line that names it', () => {
    const s = scoreMatch(resume, analyzeJob(posting), { asOf });
    const evidence = Object.fromEntries(s.checks.map((c) => [c.requirement.label, c.evidence]));
    expect(evidence['Tableau']).toBe('Built Tableau dashboards and wrote SQL');
    expect(evidence['Python']).toBeNull();
    expect(evidence['2+ years of experience']).toBe('3 years of dated experience');
    // A computed fact is marked so, never shown as if the resume said it.
    expect(s.checks.filter((c) => c.derived).map((c) => c.requirement.label)).toEqual([
      '2+ years of experience',
    ]);
    expect(evidence["Bachelor's degree"]).toBe('B.S. in Statistics, Ohio State University');
    expect(s.checks.find((c) => c.requirement.label === 'Looker')!.requirement.required).toBe(false);
  });

  it('reports the keyword match rate against 80 % and the reasons of the fit', () => {
    const s = scoreMatch(resume, analyzeJob(posting), { asOf });
    // Data Analysis (from the title), SQL, Tableau of those and Python, Looker.
    expect(s.keywordRate).toBe(60);
    expect(s.reasons[0]).toBe(
      'Keyword match rate 60 % (aim for 80 %): 3 of 5 keywords found in your resume.',
    );
    expect(s.reasons).toContain('Required keywords: 3 of 4 backed.');
    expect(s.reasons).toContain('Preferred keywords: 0 of 1 backed.');
    expect(s.reasons).toContain('Your experience carries the job title "Data Analyst".');
  });

  it('weighs a missing required keyword more than a missing preferred one', () => {
    const requiredMissing = analyzeJob('Analyst\nRequirements\n- SQL\n- Python\nNice to have\n- Tableau');
    const preferredMissing = analyzeJob('Analyst\nRequirements\n- SQL\n- Tableau\nNice to have\n- Python');
    expect(scoreMatch(resume, preferredMissing, { asOf }).score).toBeGreaterThan(
      scoreMatch(resume, requiredMissing, { asOf }).score,
    );
  });

  it('gives half the title credit for a shared last word, none for another title', () => {
    const manager = analyzeJob('Marketing Analyst\nRequirements\n- SQL');
    const nurse = analyzeJob('Registered Nurse\nRequirements\n- SQL');
    expect(scoreMatch(resume, manager, { asOf }).reasons.at(-1)).toBe(
      'Your titles share "analyst" with "Marketing Analyst", not the whole title.',
    );
    expect(scoreMatch(resume, nurse, { asOf }).reasons.at(-1)).toBe(
      'No headline or role of yours carries the job title "Registered Nurse".',
    );
  });

  it("lists the job's conditions in the reasons without scoring them", () => {
    const plain = analyzeJob('Analyst\nRequirements\n- SQL\n- Python');
    const withConditions = analyzeJob(
      'Analyst\nRequirements\n- SQL\n- Python\n- Able to lift 50 lbs and travel up to 20%',
    );
    const a = scoreMatch(resume, plain, { asOf });
    const b = scoreMatch(resume, withConditions, { asOf });
    expect([b.score, b.keywordRate, b.missing]).toEqual([a.score, a.keywordRate, a.missing]);
    expect(b.reasons.at(-1)).toBe(
      'Not scored, as a resume cannot show them: Ability to lift 50 lbs, Willingness to travel.',
    );
    expect(b.checks.filter((c) => c.requirement.kind === 'condition').map((c) => c.evidence)).toEqual([
      null,
      null,
    ]);
    // A sentence of conditions only is nothing for the resume to back up.
    expect(b.unbacked).not.toContain('Able to lift 50 lbs and travel up to 20%');
  });

  it('reads a region a hire must be authorized in as no keyword', () => {
    const job = analyzeJob('Analyst\nRequirements\n- SQL\n- Must be authorized to work in the EU');
    expect(job.requirements.map((r) => r.label)).toEqual(['SQL', 'EU work authorization']);
  });
});
