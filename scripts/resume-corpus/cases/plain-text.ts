import type { CorpusCase } from '../types';

const text = `WEI LING TAN
Financial Analyst
Singapore | weiling.tan@example.sg | +65 9123 4567 | linkedin.com/in/weilingtan

SUMMARY
Financial analyst with six years in banking and regional treasury, building forecasts, valuation models and management reporting for APAC businesses.

EXPERIENCE

DBS Bank
Senior Financial Analyst | Aug 2021 - Present
- Build the rolling 18-month forecast for the consumer banking group (SGD 4B revenue)
- Automated variance reporting in Python and Power BI, saving 3 days each month-end
- Partner with product heads on pricing and business cases above SGD 5M

Grab Holdings
Financial Analyst | Jan 2019 - Jul 2021
- Modelled unit economics for GrabFood in five markets
- Supported the annual budget and quarterly investor reporting

Deloitte Southeast Asia
Audit Associate | Jul 2017 - Dec 2018
- Audited banking and insurance clients under SFRS(I)

EDUCATION

National University of Singapore
Bachelor of Business Administration (Accountancy), 2017

SKILLS
Financial Modelling, Forecasting, Valuation, Excel, Python, SQL, Power BI, Bloomberg, SAP, IFRS

CERTIFICATIONS
CFA Level II Candidate
`;

export const plainText: CorpusCase = {
  id: 'plain-text-finance-sg',
  covers: 'plain TXT resume',
  render: 'txt',
  text,
  expected: {
    name: 'WEI LING TAN',
    email: 'weiling.tan@example.sg',
    phone: '+65 9123 4567',
    location: 'Singapore',
    roles: [
      { company: 'DBS Bank', title: 'Senior Financial Analyst', startDate: 'Aug 2021', endDate: 'Present' },
      { company: 'Grab Holdings', title: 'Financial Analyst', startDate: 'Jan 2019', endDate: 'Jul 2021' },
      {
        company: 'Deloitte Southeast Asia',
        title: 'Audit Associate',
        startDate: 'Jul 2017',
        endDate: 'Dec 2018',
      },
    ],
    schools: [
      {
        school: 'National University of Singapore',
        degree: 'Bachelor of Business Administration (Accountancy)',
      },
    ],
    skills: [
      'Financial Modelling', 'Forecasting', 'Valuation', 'Excel', 'Python', 'SQL', 'Power BI', 'Bloomberg', 'SAP', 'IFRS',
    ], // prettier-ignore
  },
};
