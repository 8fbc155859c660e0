import type { CorpusCase, DocxBlock } from '../types';

const h = (p: string): DocxBlock => ({ p: p.toUpperCase(), heading: true });
const b = (p: string): DocxBlock => ({ p, bullet: true });
const t = (p: string): DocxBlock => ({ p });
/** "Title<TAB>dates" in bold, the employer on the next line, as in most Word resume templates. */
const role = (title: string, when: string, company: string): DocxBlock[] => [
  { p: `${title}\t${when}`, bold: true },
  t(company),
];

// A Western Sydney electrician's Word resume: name with an apostrophe, "Penrith NSW 2750" and an
// Australian mobile, "Career Objective", a "Licences & Tickets" section before the experience
// (licence numbers, White Card, Working at Heights), skills as bullets ("Three-Phase Installations"),
// "Employment History" with an apprenticeship and the qualified role at the same contractor
// ("June 2022 – Present" after a tab), TAFE training and named referees with mobiles.
const blocks: DocxBlock[] = [
  { p: "LIAM O'CONNOR", bold: true, size: 40 },
  t('A-Grade Electrician'),
  t('Penrith NSW 2750 | 0412 573 918 | liam.oconnor@example.com'),
  h('Career Objective'),
  t(
    'Licensed electrician with seven years in residential, commercial and light industrial work across Western Sydney, looking for a leading-hand role with a contractor that does quality work and looks after its people.',
  ),
  h('Licences & Tickets'),
  b('NSW Electrician Qualified Supervisor Certificate – No. 412776S'),
  b('Contractor Licence (Electrical) – No. 338921C'),
  b('Construction Induction (White Card)'),
  b('Working at Heights and EWP Licence (Yellow Card)'),
  b('Provide CPR and LVR (current, renewed 2024)'),
  b('Full NSW Driver Licence (Class C)'),
  h('Key Skills'),
  ...[
    'Residential and Commercial Wiring', 'Switchboard Upgrades', 'Three-Phase Installations', 'Fault Finding',
    'Solar PV and Battery Installation', 'Test and Tag', 'Data and Communications Cabling',
    'LED Lighting Retrofits', 'Reading Electrical Drawings', 'AS/NZS 3000 Wiring Rules', 'Customer Service',
  ].map(b), // prettier-ignore
  h('Employment History'),
  ...role('Electrician', 'June 2022 – Present', 'Brightline Electrical Services Pty Ltd, St Marys NSW'),
  b(
    'Run jobs on my own or with an apprentice: new homes, switchboard upgrades, shop fit-outs and EV chargers',
  ),
  b('Install and commission solar PV and battery systems (up to 30 kW) and complete the CCEW paperwork'),
  b('Quote small jobs on site and keep customers up to date; 4.9-star average on Google reviews'),
  ...role(
    'Apprentice Electrician',
    'February 2018 – May 2022',
    'Brightline Electrical Services Pty Ltd, St Marys NSW',
  ),
  b('Four-year apprenticeship on residential and commercial sites, finishing as Apprentice of the Year 2021'),
  b('Roughed in, cabled and fitted off more than 60 new homes in Jordan Springs and Oran Park'),
  ...role('Trades Assistant', 'March 2017 – January 2018', 'Western Sydney Solar Co, Penrith NSW'),
  b('Carried panels and rails on roofs, ran conduit and cleaned up sites for the installation crews'),
  h('Education & Training'),
  { p: 'TAFE NSW – Kingswood', bold: true },
  t('Certificate III in Electrotechnology Electrician (UEE30811), 2022'),
  { p: 'Glenmore Park High School', bold: true },
  t('Higher School Certificate (HSC), 2016'),
  h('Referees'),
  t('Craig Donnelly – Director, Brightline Electrical Services – 0418 226 407'),
  t('Megan Tully – Head Teacher Electrotechnology, TAFE NSW Kingswood – 0402 915 663'),
];

export const electricianDocxAu: CorpusCase = {
  id: 'electrician-docx-au',
  covers:
    'Australian DOCX, Licences & Tickets section, apprentice and electrician at one employer, Title<TAB>dates',
  render: 'docx',
  blocks,
  expected: {
    name: "LIAM O'CONNOR",
    email: 'liam.oconnor@example.com',
    phone: '0412 573 918',
    location: 'Penrith NSW 2750',
    roles: [
      {
        company: 'Brightline Electrical Services Pty Ltd',
        title: 'Electrician',
        startDate: 'June 2022',
        endDate: 'Present',
      },
      {
        company: 'Brightline Electrical Services Pty Ltd',
        title: 'Apprentice Electrician',
        startDate: 'February 2018',
        endDate: 'May 2022',
      },
      {
        company: 'Western Sydney Solar Co',
        title: 'Trades Assistant',
        startDate: 'March 2017',
        endDate: 'January 2018',
      },
    ],
    schools: [
      {
        school: 'TAFE NSW – Kingswood',
        degree: 'Certificate III in Electrotechnology Electrician (UEE30811)',
      },
      { school: 'Glenmore Park High School', degree: 'Higher School Certificate (HSC)' },
    ],
    skills: [
      'Residential and Commercial Wiring', 'Switchboard Upgrades', 'Three-Phase Installations', 'Fault Finding',
      'Solar PV and Battery Installation', 'Test and Tag', 'Data and Communications Cabling',
      'LED Lighting Retrofits', 'Reading Electrical Drawings', 'AS/NZS 3000 Wiring Rules', 'Customer Service',
    ], // prettier-ignore
  },
  sections: [
    'CAREER OBJECTIVE', 'LICENCES & TICKETS', 'KEY SKILLS', 'EMPLOYMENT HISTORY', 'EDUCATION & TRAINING',
    'REFEREES',
  ], // prettier-ignore
};
