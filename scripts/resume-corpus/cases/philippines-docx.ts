import type { CorpusCase, DocxBlock } from '../types';

const h = (p: string): DocxBlock => ({ p: p.toUpperCase(), heading: true });
const b = (p: string): DocxBlock => ({ p, bullet: true });

// HELD OUT. A BPO team leader's Word resume from Quezon City, as Filipino resumes are typed:
// an upper-case name, a full "Blk/Lot, Brgy." street address line, "Mobile: | Email:" labels, an
// "Objective", "Work Experience" with one "Title | Company | Dates" line per role (full month
// names), skills as bullets, "Personal Information" (age, civil status) and named character
// references with their own phone numbers and companies.
const skills = [
  'Team Leadership', 'Coaching and Mentoring', 'Quality Assurance', 'Workforce Management',
  'KPI Reporting', 'Call Calibration', 'De-escalation', 'Salesforce Service Cloud', 'Zendesk',
  'Avaya CMS', 'Microsoft Excel', 'Google Workspace',
]; // prettier-ignore

const blocks: DocxBlock[] = [
  { p: 'KRISTINE JOY M. SANTOS', bold: true, size: 34 },
  { p: 'Blk 12 Lot 7 Maligaya St., Brgy. Pasong Tamo, Quezon City, Metro Manila' },
  { p: 'Mobile: +63 917 845 2231 | Email: kristinejoy.santos@example.ph' },
  h('Objective'),
  {
    p: 'To grow as an Operations Manager in a customer experience company where I can use my seven years of BPO experience in coaching agents, improving customer satisfaction and meeting client KPIs.',
  },
  h('Work Experience'),
  { p: 'Team Leader | Concentrix Philippines | March 2021 – Present', bold: true },
  b(
    'Lead a team of 18 voice agents on a US telecommunications account (inbound billing and technical support)',
  ),
  b('Raised team CSAT from 78% to 89% and kept average handle time under 420 seconds'),
  b('Conduct daily huddles, weekly one-on-one coaching and monthly performance reviews'),
  b('Handle escalated calls and approve credits of up to USD 150 per customer'),
  { p: 'Senior Customer Service Representative | TaskUs | June 2018 – February 2021', bold: true },
  b('Answered chat and email tickets for a US ride-sharing app in Zendesk, 70 tickets per shift'),
  b('Acted as Subject Matter Expert and floor support for new hires during nesting'),
  b('Received Top Performer award four quarters in a row'),
  { p: 'Customer Service Representative | Teleperformance Philippines | August 2016 – May 2018', bold: true },
  b('Handled inbound calls for a UK retail bank on card activation, disputes and account updates'),
  b('Maintained a quality score above 95% for 20 consecutive months'),
  h('Education'),
  { p: 'Polytechnic University of the Philippines', bold: true },
  { p: 'Bachelor of Science in Business Administration major in Marketing Management' },
  { p: '2012 – 2016' },
  h('Skills'),
  ...skills.map(b),
  h('Trainings and Seminars'),
  b('Coaching for Performance, Concentrix University, 2022'),
  b('COPC Customer Experience Standard Awareness, 2021'),
  h('Personal Information'),
  { p: 'Age: 29' },
  { p: 'Civil Status: Single' },
  { p: 'Citizenship: Filipino' },
  { p: 'Languages: English, Filipino' },
  h('Character References'),
  { p: 'Mr. Ramon D. Reyes', bold: true },
  { p: 'Operations Manager, Concentrix Philippines' },
  { p: '+63 918 223 4410' },
  { p: 'Ms. Angelica P. Cruz', bold: true },
  { p: 'Training Supervisor, TaskUs' },
  { p: '+63 927 551 0834' },
  { p: 'I hereby certify that the above information is true and correct to the best of my knowledge.' },
];

export const philippinesDocx: CorpusCase = {
  id: 'philippines-docx-bpo-ph',
  covers: 'HELD OUT: Filipino DOCX, "Title | Company | Month YYYY – Present" lines, character references',
  heldOut: true,
  render: 'docx',
  blocks,
  expected: {
    name: 'KRISTINE JOY M. SANTOS',
    email: 'kristinejoy.santos@example.ph',
    phone: '+63 917 845 2231',
    location: 'Blk 12 Lot 7 Maligaya St., Brgy. Pasong Tamo, Quezon City, Metro Manila',
    roles: [
      {
        company: 'Concentrix Philippines',
        title: 'Team Leader',
        startDate: 'March 2021',
        endDate: 'Present',
      },
      {
        company: 'TaskUs',
        title: 'Senior Customer Service Representative',
        startDate: 'June 2018',
        endDate: 'February 2021',
      },
      {
        company: 'Teleperformance Philippines',
        title: 'Customer Service Representative',
        startDate: 'August 2016',
        endDate: 'May 2018',
      },
    ],
    schools: [
      {
        school: 'Polytechnic University of the Philippines',
        degree: 'Bachelor of Science in Business Administration major in Marketing Management',
      },
    ],
    skills,
  },
};
