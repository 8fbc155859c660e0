import { describe, expect, it } from 'vitest';
import { analyzeJob } from './analyze-job';
import { experienceYears } from './experience-years';
import { dataAnalystJob, dataAnalystResume } from './fixtures/data-analyst';
import { parseResume } from './parse-resume';
import { degreeAsked, yearsAsked } from './requirement-backing';
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

const job = (requirements: string[], keywords = ['SQL', 'Tableau', 'Python']): JobProfile => ({
  title: 'Analyst',
  company: 'Globex',
  keywords,
  requirements,
  qualifications: [],
});

describe('scoreMatch', () => {
  it('reports matched and missing keywords with synonyms and stemming', () => {
    const s = scoreMatch(resume, job([], ['Tableau', 'SQL', 'Python', 'Dashboards']), { asOf });
    expect(s.matched).toEqual(['Tableau', 'SQL', 'Dashboards']);
    expect(s.missing).toEqual(['Python']);
    expect(s.score).toBeGreaterThan(0);
    expect(s.score).toBeLessThanOrEqual(100);
  });

  it('flags "8+ years" against three years of dates, and passes "2+ years"', () => {
    expect(experienceYears(resume, { asOf })).toBe(3);
    const s = scoreMatch(resume, job(['8+ years of experience with SQL', '2+ years of SQL experience']), {
      asOf,
    });
    expect(s.unbacked).toEqual(['8+ years of experience with SQL']);
  });

  it("flags a Master's degree requirement against a Bachelor's", () => {
    const s = scoreMatch(
      resume,
      job(["Master's degree in Statistics or a related field", "Bachelor's degree required"]),
      { asOf },
    );
    expect(s.unbacked).toEqual(["Master's degree in Statistics or a related field"]);
  });

  it('flags a requirement none of whose keywords the resume has', () => {
    const s = scoreMatch(resume, job(['Experience with Python and Spark'], ['SQL', 'Python', 'Spark']), {
      asOf,
    });
    expect(s.unbacked).toEqual(['Experience with Python and Spark']);
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

  it('reads years and degree levels from requirement wording', () => {
    expect(yearsAsked('at least five years of experience')).toBe(5);
    expect(yearsAsked('3-5 years in sales')).toBe(3);
    expect(yearsAsked('Strong SQL')).toBeNull();
    expect(degreeAsked("Bachelor's or Master's in CS")).toBe(3);
    expect(degreeAsked('PhD in Physics')).toBe(5);
    expect(degreeAsked('BS/BA in a quantitative field')).toBe(3);
  });
});
