/**
 * A data-analyst resume and postings for the Easy Apply tests (domain ranking and handlers).
 */
import type { StoredJob } from './contract';

export const ANALYST_RESUME = `Priya Raman
priya@example.com | Chicago, IL

SUMMARY
Data analyst with five years of experience in SQL, Python and Tableau dashboards.

EXPERIENCE
Data Analyst, Lakeshore Retail
Mar 2020 - Present | Chicago, IL
- Built Tableau dashboards tracking sales KPIs for 40 stores
- Wrote SQL queries and Python (pandas) scripts to automate weekly reporting
- Ran A/B test analysis and presented findings to stakeholders

EDUCATION
B.S. in Statistics, University of Illinois
2015 - 2019

SKILLS
SQL, Python, pandas, Tableau, Excel, statistics, A/B testing, data visualization`;

export const ANALYST_JOB = `Data Analyst at Harbor Analytics
We are looking for a Data Analyst to turn data into decisions for our retail clients.
Requirements:
- 3+ years of experience with SQL and Python
- Experience building dashboards in Tableau or Power BI
- Knowledge of statistics and A/B testing
- Strong communication with stakeholders`;

export const NURSE_JOB = `Registered Nurse - Medical/Surgical
Provide compassionate patient care on a 30-bed medical/surgical unit.
Requirements:
- Active RN license and BLS certification
- 2+ years of acute care nursing experience
- Medication administration and patient assessment
- Electronic health records (Epic)`;

export function posting(
  id: string,
  over: Partial<StoredJob> & { hoursAgo?: number },
  now = new Date('2025-01-15T10:00:00.000Z'),
): StoredJob {
  const { hoursAgo = 1, ...rest } = over;
  return {
    id,
    title: 'Data Analyst',
    company: 'Harbor Analytics',
    location: 'Chicago, IL',
    url: `https://jobs.example.com/${id}`,
    description: ANALYST_JOB,
    posted: new Date(now.getTime() - hoursAgo * 3_600_000),
    source: 'catalogue',
    ...rest,
  };
}
