import type { CorpusCase, DocxBlock } from '../types';

const h = (p: string): DocxBlock => ({ p, heading: true });
const b = (p: string): DocxBlock => ({ p, bullet: true });

// The plain single-column Word resume most people send: name, a contact line, headings, and
// "Company, City — Title" lines with the dates after a tab.
const blocks: DocxBlock[] = [
  { p: 'Aroha Walker', bold: true, size: 32 },
  { p: 'Wellington, New Zealand • aroha.walker@example.co.nz • +64 21 555 0148' },
  h('Summary'),
  {
    p: 'Licensed electrician and project supervisor with eleven years on commercial fit-outs, switchboard upgrades and solar installations.',
  },
  h('Work History'),
  { p: 'Site Supervisor\tMay 2021 – Present', bold: true },
  { p: 'Hawkins Construction, Wellington' },
  b('Supervise electrical crews of up to 14 on hospital and office fit-outs worth NZ$6M'),
  b('Plan weekly programmes and coordinate with mechanical and fire services trades'),
  b('Run toolbox talks and keep the site incident-free for 400 days'),
  { p: 'Electrician\tMarch 2015 – April 2021', bold: true },
  { p: 'Ampcontrol Electrical, Lower Hutt' },
  b('Installed and tested switchboards, lighting and data cabling for commercial clients'),
  b('Commissioned 120 rooftop solar systems with battery storage'),
  { p: 'Apprentice Electrician\tJanuary 2012 – February 2015', bold: true },
  { p: 'Powerline Services, Porirua' },
  b('Completed a four-year apprenticeship in residential and light commercial work'),
  h('Education'),
  { p: 'Wellington Institute of Technology (WelTec)', bold: true },
  { p: 'New Zealand Certificate in Electrical Engineering (Level 4), 2015' },
  h('Skills'),
  {
    p: 'Switchboard Installation, Solar PV, Fault Finding, Testing and Commissioning, AS/NZS 3000, Site Safety, Team Supervision, Project Scheduling, AutoCAD Electrical',
  },
  h('Licences'),
  { p: 'Registered Electrician (EWRB), Site Safe Passport, Class 2 Driver Licence' },
];

export const classicDocx: CorpusCase = {
  id: 'classic-electrician-nz',
  covers: 'plain single-column DOCX with tab-aligned dates',
  render: 'docx',
  blocks,
  expected: {
    name: 'Aroha Walker',
    email: 'aroha.walker@example.co.nz',
    phone: '+64 21 555 0148',
    location: 'Wellington, New Zealand',
    roles: [
      {
        company: 'Hawkins Construction',
        title: 'Site Supervisor',
        startDate: 'May 2021',
        endDate: 'Present',
      },
      {
        company: 'Ampcontrol Electrical',
        title: 'Electrician',
        startDate: 'March 2015',
        endDate: 'April 2021',
      },
      {
        company: 'Powerline Services',
        title: 'Apprentice Electrician',
        startDate: 'January 2012',
        endDate: 'February 2015',
      },
    ],
    schools: [
      {
        school: 'Wellington Institute of Technology (WelTec)',
        degree: 'New Zealand Certificate in Electrical Engineering (Level 4)',
      },
    ],
    skills: [
      'Switchboard Installation', 'Solar PV', 'Fault Finding', 'Testing and Commissioning', 'AS/NZS 3000',
      'Site Safety', 'Team Supervision', 'Project Scheduling', 'AutoCAD Electrical',
    ], // prettier-ignore
  },
};
