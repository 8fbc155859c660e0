import { describe, expect, it } from 'vitest';
import { parseResume } from '../resume/parse-resume';
import type { StoredJob } from './contract';
import { rankPostings } from './rank';

const NOW = new Date('2025-01-15T10:00:00Z');
const RESUME = `Priya Raman
priya@example.com | Chicago, IL

SUMMARY
Data analyst with five years of experience in SQL, Python and Tableau dashboards.

EXPERIENCE
Data Analyst, Lakeshore Retail
Mar 2020 - Present | Chicago, IL
- Built Tableau dashboards tracking sales KPIs for 40 stores
- Wrote SQL queries and Python (pandas) scripts to automate weekly reporting
- Ran A/B test analysis and presented findings to stakeholders

SKILLS
SQL, Python, pandas, Tableau, Excel, statistics, A/B testing, data visualization`;

const posting = (id: string, title: string, description: string, hoursAgo: number): StoredJob => ({
  id,
  title,
  company: 'Example Co',
  location: 'Chicago, IL',
  url: `https://jobs.example.com/${id}`,
  description,
  posted: new Date(NOW.getTime() - hoursAgo * 3_600_000),
  source: 'catalogue',
});

const ANALYST = `Data Analyst
We are looking for a Data Analyst to turn data into decisions.
Requirements:
- 3+ years of experience with SQL and Python
- Experience building dashboards in Tableau or Power BI
- Knowledge of statistics and A/B testing
- Strong communication with stakeholders`;
const NURSE = `Registered Nurse - Medical/Surgical
Provide compassionate patient care on a 30-bed unit.
Requirements:
- Active RN license and BLS certification
- 2+ years of acute care nursing experience
- Medication administration and patient assessment
- Electronic health records (Epic)`;

describe('rankPostings', () => {
  it('ranks the data-analyst posting above the nurse posting for a data-analyst resume', () => {
    const ranked = rankPostings(
      parseResume(RESUME),
      [posting('nurse', 'Registered Nurse', NURSE, 1), posting('analyst', 'Data Analyst', ANALYST, 30)],
      NOW,
    );
    expect(ranked.map((s) => s.id)).toEqual(['analyst', 'nurse']);
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score);
    expect(ranked[0]!.matched.length).toBeGreaterThan(0);
    expect(ranked[0]!.posted).toBe('2025-01-14T04:00:00.000Z');
  });

  it('breaks score ties by the newer posting, then by title', () => {
    const ranked = rankPostings(
      parseResume(RESUME),
      [
        posting('old', 'B Analyst', ANALYST, 40),
        posting('new-b', 'B Analyst', ANALYST, 2),
        posting('new-a', 'A Analyst', ANALYST, 2),
      ],
      NOW,
    );
    expect(ranked.map((s) => s.id)).toEqual(['new-a', 'new-b', 'old']);
  });
});
