import type { CorpusCase } from '../types';
import { htmlPage, lis } from './html';

const css = `
h1 { font-size: 21pt; }
.contact { margin: 1mm 0 5mm; color: #444; }
h2 { font-size: 11pt; text-transform: uppercase; border-bottom: 1px solid #999; margin: 5mm 0 2mm; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 0 0 3mm 0; }
td.when { width: 34mm; color: #555; }
.org { font-weight: bold; }
`;

const row = (when: string, what: string) => `<tr><td class="when">${when}</td><td>${what}</td></tr>`;

const body = `<h1>Daniel Tremblay</h1>
<p class="contact">Montréal, QC · daniel.tremblay@example.ca · (514) 555-0142</p>
<h2>Professional Summary</h2>
<p>CPA with twelve years in audit and corporate finance, now leading month-end close and IFRS reporting for a listed manufacturer.</p>
<h2>Experience</h2>
<table>
${row(
  '2019 – Present',
  `<div>Finance Manager</div><div class="org">Bombardier Recreational Products</div><ul>${lis([
    'Own the consolidated month-end close for 14 entities, shortened from 9 to 6 working days',
    'Prepare quarterly IFRS statements and MD&amp;A schedules for the audit committee',
    'Manage a team of five accountants and two analysts',
  ])}</ul>`,
)}
${row(
  '2015 – 2019',
  `<div>Senior Accountant</div><div class="org">Saputo Inc.</div><ul>${lis([
    'Led intercompany reconciliations across Canadian and US dairy divisions',
    'Automated accrual schedules in Excel and Power Query, saving 20 hours a month',
  ])}</ul>`,
)}
${row(
  '2012 – 2015',
  `<div>Audit Associate</div><div class="org">KPMG</div><ul>${lis([
    'Audited manufacturing and retail clients with revenues up to $800M',
  ])}</ul>`,
)}
</table>
<h2>Education</h2>
<table>
${row('2008 – 2012', '<div class="org">HEC Montréal</div><div>Bachelor of Business Administration</div>')}
${row('2013', '<div class="org">CPA Canada</div><div>Chartered Professional Accountant</div>')}
</table>
<h2>Skills</h2>
<p>IFRS, US GAAP, Financial Reporting, Month-End Close, Audit, SAP FI, Excel, Power Query, Budgeting, Forecasting, Team Leadership</p>`;

export const dateColumn: CorpusCase = {
  id: 'date-column-accountant-ca',
  covers: 'dates in a left-hand column (table)',
  render: 'html',
  html: htmlPage(css, body),
  expected: {
    name: 'Daniel Tremblay',
    email: 'daniel.tremblay@example.ca',
    phone: '(514) 555-0142',
    location: 'Montréal, QC',
    roles: [
      {
        company: 'Bombardier Recreational Products',
        title: 'Finance Manager',
        startDate: '2019',
        endDate: 'Present',
      },
      { company: 'Saputo Inc.', title: 'Senior Accountant', startDate: '2015', endDate: '2019' },
      { company: 'KPMG', title: 'Audit Associate', startDate: '2012', endDate: '2015' },
    ],
    schools: [
      { school: 'HEC Montréal', degree: 'Bachelor of Business Administration' },
      { school: 'CPA Canada', degree: 'Chartered Professional Accountant' },
    ],
    skills: [
      'IFRS', 'US GAAP', 'Financial Reporting', 'Month-End Close', 'Audit', 'SAP FI', 'Excel',
      'Power Query', 'Budgeting', 'Forecasting', 'Team Leadership',
    ], // prettier-ignore
  },
};
