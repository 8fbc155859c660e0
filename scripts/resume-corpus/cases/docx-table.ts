import type { CorpusCase, DocxBlock } from '../types';

const h = (p: string): DocxBlock => ({ p, heading: true });
const b = (p: string): DocxBlock => ({ p, bullet: true });
const t = (p: string): DocxBlock => ({ p });

// A Word template laid out as a two-column table: a narrow left cell with contact, skills and
// languages, a wide right cell with the profile, experience and education.
const left: DocxBlock[] = [
  h('CONTACT'),
  t('thandi.nkosi@example.co.za'),
  t('+27 82 555 0193'),
  t('Johannesburg, South Africa'),
  h('SKILLS'),
  ...['Talent Acquisition', 'Employee Relations', 'Performance Management', 'Labour Law', 'Payroll',
    'SAP SuccessFactors', 'Workforce Planning', 'Coaching', 'Change Management', 'B-BBEE Reporting'].map(t), // prettier-ignore
  h('LANGUAGES'),
  t('English, isiZulu, Afrikaans'),
];

const right: DocxBlock[] = [
  { p: 'Thandi Nkosi', bold: true, size: 36 },
  t('HR Business Partner'),
  h('PROFILE'),
  t(
    'HR business partner with nine years in mining and financial services, trusted by executives on restructuring, labour relations and talent.',
  ),
  h('EXPERIENCE'),
  { p: 'HR Business Partner', bold: true },
  t('Anglo American | Apr 2020 – Present'),
  b('Partner with the leadership of two platinum operations employing 4,800 people'),
  b('Led a section 189 consultation process with zero CCMA referrals'),
  b('Cut time-to-hire for engineers from 68 to 41 days'),
  { p: 'Senior HR Generalist', bold: true },
  t('Standard Bank | Jan 2017 – Mar 2020'),
  b('Ran performance calibration for 600 staff in corporate banking'),
  b('Implemented SAP SuccessFactors onboarding for the Gauteng region'),
  { p: 'HR Officer', bold: true },
  t('Discovery Limited | Feb 2015 – Dec 2016'),
  b('Handled recruitment administration and employee queries for 300 staff'),
  h('EDUCATION'),
  { p: 'University of the Witwatersrand', bold: true },
  t('Bachelor of Commerce Honours in Human Resource Management, 2014'),
  { p: 'University of Pretoria', bold: true },
  t('Bachelor of Commerce in Industrial Psychology, 2013'),
];

export const docxTable: CorpusCase = {
  id: 'docx-table-hr-za',
  covers: 'DOCX laid out as a two-column table',
  render: 'docx',
  blocks: [{ table: [[left, right]], widths: [3000, 6600] }],
  expected: {
    name: 'Thandi Nkosi',
    email: 'thandi.nkosi@example.co.za',
    phone: '+27 82 555 0193',
    location: 'Johannesburg, South Africa',
    roles: [
      { company: 'Anglo American', title: 'HR Business Partner', startDate: 'Apr 2020', endDate: 'Present' },
      { company: 'Standard Bank', title: 'Senior HR Generalist', startDate: 'Jan 2017', endDate: 'Mar 2020' },
      { company: 'Discovery Limited', title: 'HR Officer', startDate: 'Feb 2015', endDate: 'Dec 2016' },
    ],
    schools: [
      {
        school: 'University of the Witwatersrand',
        degree: 'Bachelor of Commerce Honours in Human Resource Management',
      },
      { school: 'University of Pretoria', degree: 'Bachelor of Commerce in Industrial Psychology' },
    ],
    skills: [
      'Talent Acquisition', 'Employee Relations', 'Performance Management', 'Labour Law', 'Payroll',
      'SAP SuccessFactors', 'Workforce Planning', 'Coaching', 'Change Management', 'B-BBEE Reporting',
    ], // prettier-ignore
  },
};
