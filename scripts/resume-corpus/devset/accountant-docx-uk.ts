import type { CorpusCase, DocxBlock } from '../types';

const h = (p: string): DocxBlock => ({ p, heading: true });
const b = (p: string): DocxBlock => ({ p, bullet: true });
const t = (p: string): DocxBlock => ({ p });

// A Manchester chartered accountant's Word CV: a header table with the hyphenated name on the
// left and the contact details on the right, ACCA before the experience, and an employer line
// ("Grant Thornton UK LLP, Manchester") with two roles under it, each "Title<TAB>MM/YYYY – MM/YYYY"
// (03/2019 – 05/2021). Skills are a two-column table of short items ("Cash-Flow Forecasting");
// "Professional Memberships" and "Interests" close it.
const skillRows = [
  ['IFRS and FRS 102', 'Xero'],
  ['Month-End Close', 'Sage 200'],
  ['Group Consolidations', 'SAP S/4HANA'],
  ['Cash-Flow Forecasting', 'Power BI'],
  ['Budgeting and Variance Analysis', 'Advanced Excel'],
  ['Statutory Audit', 'CaseWare'],
];

const blocks: DocxBlock[] = [
  {
    table: [
      [
        [{ p: 'Hannah Okafor-Reid', bold: true, size: 38 }, t('ACCA Chartered Certified Accountant')],
        [
          t('Didsbury, Manchester M20'),
          t('07934 612 058'),
          t('hannah.okaforreid@example.com'),
          t('linkedin.com/in/hannah-okafor-reid'),
        ],
      ],
    ],
    widths: [5600, 4100],
  },
  h('Personal Profile'),
  t(
    'ACCA-qualified finance professional with five years in external audit at a top-six firm and three years as financial controller of a food manufacturer. I close the books on time, explain the numbers to non-finance managers and enjoy fixing slow processes.',
  ),
  h('Professional Qualifications'),
  t('ACCA – Fellow Chartered Certified Accountant (FCCA), 2024; Member (ACCA) since 2019'),
  t('ICAEW Data Analytics Certificate, 2020'),
  h('Employment History'),
  { p: 'Halden Foods Ltd, Stockport', bold: true },
  { p: 'Financial Controller\t06/2021 – Present', bold: true },
  b('Own the monthly management accounts and the year-end statutory accounts for a £48m turnover business'),
  b('Cut the month-end close from nine to four working days by automating accruals and bank reconciliations'),
  b('Prepare the rolling 13-week cash-flow forecast and the annual budget with the board'),
  b('Manage a team of three: accounts payable, accounts receivable and a payroll officer'),
  { p: 'Grant Thornton UK LLP, Manchester', bold: true },
  { p: 'Audit Assistant Manager\t03/2019 – 05/2021', bold: true },
  b(
    'Managed a portfolio of 15 audits of owner-managed and private-equity-backed groups (£10m–£250m turnover)',
  ),
  b('Reviewed files, coached a team of seniors and trainees and presented findings to audit committees'),
  { p: 'Audit Senior\t09/2016 – 02/2019', bold: true },
  b('Ran audit fieldwork for manufacturing, retail and charity clients under FRS 102 and IFRS'),
  b('Passed all ACCA exams first time while working full time'),
  { p: 'Pennine Housing Group, Halifax', bold: true },
  { p: 'Accounts Assistant\t07/2014 – 08/2016', bold: true },
  b('Processed purchase ledger and rent reconciliations for 9,000 homes'),
  h('Education'),
  { p: 'University of Leeds', bold: true },
  t('BA (Hons) Accounting and Finance, 2:1 (2011 – 2014)'),
  { p: 'Calderdale College', bold: true },
  t('A Levels: Mathematics (A), Economics (A), Business Studies (B)'),
  h('Technical Skills'),
  { table: skillRows.map((r) => r.map((s) => [b(s)])), widths: [4800, 4800] },
  h('Professional Memberships'),
  t('Association of Chartered Certified Accountants (ACCA) – Fellow'),
  t('Manchester Society of Chartered Accountants – committee member, 2022 – present'),
  h('Interests'),
  t('Treasurer of Didsbury Parkrun volunteers; half-marathons; Nigerian and Caribbean cooking.'),
];

export const accountantDocxUk: CorpusCase = {
  id: 'accountant-docx-uk',
  covers:
    'UK DOCX, header table, two roles under one employer line, MM/YYYY – MM/YYYY, skills table, Memberships',
  render: 'docx',
  blocks,
  expected: {
    name: 'Hannah Okafor-Reid',
    email: 'hannah.okaforreid@example.com',
    phone: '07934 612 058',
    location: 'Didsbury, Manchester M20',
    roles: [
      {
        company: 'Halden Foods Ltd',
        title: 'Financial Controller',
        startDate: '06/2021',
        endDate: 'Present',
      },
      {
        company: 'Grant Thornton UK LLP',
        title: 'Audit Assistant Manager',
        startDate: '03/2019',
        endDate: '05/2021',
      },
      { company: 'Grant Thornton UK LLP', title: 'Audit Senior', startDate: '09/2016', endDate: '02/2019' },
      {
        company: 'Pennine Housing Group',
        title: 'Accounts Assistant',
        startDate: '07/2014',
        endDate: '08/2016',
      },
    ],
    schools: [
      { school: 'University of Leeds', degree: 'BA (Hons) Accounting and Finance' },
      { school: 'Calderdale College', degree: 'A Levels' },
    ],
    skills: skillRows.flat(),
  },
  sections: [
    'Personal Profile', 'Professional Qualifications', 'Employment History', 'Education', 'Technical Skills',
    'Professional Memberships', 'Interests',
  ], // prettier-ignore
};
