/** A plain-text resume over the 1 KB upload minimum, and a job description, for the page tests. */
export const SAMPLE_RESUME = `Maya Lindqvist
maya.lindqvist@example.com | +1 415 555 0134 | San Francisco, CA

Summary
Data analyst who turns messy sales data into dashboards people use every week.

Experience
Northwind Traders — Senior Data Analyst
Jan 2020 – Present
- Built weekly sales dashboards in SQL and Tableau used by 40 store managers
- Automated the monthly revenue report with Python and pandas, saving two days a month
- Ran A/B tests on checkout changes with the product team
Contoso Analytics — Data Analyst
Jun 2016 – Dec 2019
- Cleaned and modelled customer data in PostgreSQL for churn analysis
- Presented findings to regional directors every quarter
- Wrote the team's SQL style guide and reviewed queries for ten analysts
- Built a forecasting model for store staffing that cut overtime by 12 percent
Fabrikam Retail — Reporting Intern
Jun 2015 – Aug 2015
- Rebuilt the weekly inventory report in Excel with pivot tables and lookups

Education
University of Washington
B.S. in Statistics, 2012 – 2016

Skills
SQL, Python, pandas, Tableau, PostgreSQL, Excel, A/B testing, statistics

VOLUNTEERING
Code for Good — taught Excel to small-business owners
`;

export const SAMPLE_JOB = `Senior Data Analyst at Fabrikam

We are looking for a Senior Data Analyst to join our analytics team.

Requirements
- 5+ years of experience with SQL and Python
- Experience with Tableau or Looker dashboards
- Experience with Snowflake and dbt
- Strong communication skills
`;

export const sampleResumeFile = (text = SAMPLE_RESUME, name = 'maya.txt'): File =>
  new File([text], name, { type: 'text/plain' });
